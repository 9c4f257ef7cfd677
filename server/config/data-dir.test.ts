import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir } from './app-data-dir.js';
import { prepareDataDir } from './data-dir.js';

describe('prepareDataDir', () => {
  it('creates the folder and its logs folder', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-dd-')), 'nested', 'data');
    expect(prepareDataDir(dir)).toBe(dir);
    expect(fs.statSync(path.join(dir, 'logs')).isDirectory()).toBe(true);
  });

  it('prefers the flag, then TILLBRIDGE_DATA_DIR', () => {
    const fromEnv = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-dd-'));
    expect(prepareDataDir(undefined, { TILLBRIDGE_DATA_DIR: fromEnv })).toBe(fromEnv);
  });

  it('refuses an empty --data-dir, which would have been the current folder', () => {
    expect(() => prepareDataDir('')).toThrow(/^--data-dir is empty: pass the folder for the data\.$/);
    expect(() => prepareDataDir('  ')).toThrow(/^--data-dir is empty/);
  });

  it('refuses a folder that cannot be written, in one line', () => {
    expect(() => prepareDataDir('/proc/tillbridge')).toThrow(
      /^Data directory \/proc\/tillbridge cannot be used \([A-Z]+\): pass --data-dir with a folder this user can write\.$/,
    );
  });
});

describe('defaultDataDir', () => {
  const windowsEnv = { APPDATA: 'C:\\Users\\till\\AppData\\Roaming', ProgramData: 'C:\\ProgramData' };
  const none = (): boolean => false;

  it('is machine-wide on Windows, so every user of a shared till sees the same data', () => {
    expect(defaultDataDir('win32', windowsEnv, 'C:\\Users\\till', none)).toBe('C:\\ProgramData\\Tillbridge');
    expect(defaultDataDir('win32', {}, 'C:\\Users\\till', none)).toBe('C:\\ProgramData\\Tillbridge');
  });

  it('keeps a per-user folder that holds a database while the machine-wide one has none', () => {
    const legacy = (file: string): boolean => file === 'C:\\Users\\till\\AppData\\Roaming\\Tillbridge\\bridge.sqlite';
    expect(defaultDataDir('win32', windowsEnv, 'C:\\Users\\till', legacy)).toBe(
      'C:\\Users\\till\\AppData\\Roaming\\Tillbridge',
    );
    const both = (file: string): boolean => file.endsWith('bridge.sqlite');
    expect(defaultDataDir('win32', windowsEnv, 'C:\\Users\\till', both)).toBe('C:\\ProgramData\\Tillbridge');
  });

  it("matches Electron's userData folder elsewhere", () => {
    expect(defaultDataDir('linux', {}, '/home/till')).toBe('/home/till/.config/Tillbridge');
    expect(defaultDataDir('linux', { XDG_CONFIG_HOME: '/cfg' }, '/home/till')).toBe('/cfg/Tillbridge');
    expect(defaultDataDir('darwin', {}, '/Users/till')).toBe('/Users/till/Library/Application Support/Tillbridge');
  });
});
