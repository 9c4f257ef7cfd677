import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  desktopSettingsFile,
  loginItemSupported,
  readDesktopSettings,
  wantsOpenAtLogin,
  writeDesktopSettings,
} from './desktop-settings.js';
import { editorVariants } from '../server/config/test-support/editor-variants.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-desktop-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('desktop settings file', () => {
  it('gives the defaults when the file is missing or damaged', () => {
    const dir = tempDir();
    expect(readDesktopSettings(dir)).toEqual({ openAtLogin: null });
    fs.writeFileSync(path.join(dir, desktopSettingsFile), '{not json');
    expect(readDesktopSettings(dir)).toEqual({ openAtLogin: null });
    fs.writeFileSync(path.join(dir, desktopSettingsFile), '{"openAtLogin":"yes"}');
    expect(readDesktopSettings(dir)).toEqual({ openAtLogin: null });
  });

  it.each(editorVariants)('reads a file saved with %s', (_name, save) => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, desktopSettingsFile), save('{\n  "openAtLogin": false\n}\n'));
    expect(readDesktopSettings(dir)).toEqual({ openAtLogin: false });
  });

  it('round-trips the choice and leaves no temporary file', () => {
    const dir = tempDir();
    writeDesktopSettings(dir, { openAtLogin: false });
    expect(readDesktopSettings(dir)).toEqual({ openAtLogin: false });
    expect(fs.readdirSync(dir)).toEqual([desktopSettingsFile]);
  });
});

describe('auto-start at login', () => {
  it('is off until chosen; on Windows the installer starts the app for every user instead', () => {
    const unset = { openAtLogin: null };
    expect(wantsOpenAtLogin(unset, true, 'win32')).toBe(false);
    expect(wantsOpenAtLogin({ openAtLogin: true }, true, 'win32')).toBe(false);
    expect(wantsOpenAtLogin(unset, true, 'darwin')).toBe(false);
    expect(wantsOpenAtLogin(unset, false, 'win32')).toBe(false);
    expect(wantsOpenAtLogin(unset, true, 'linux')).toBe(false);
  });

  it('follows the user choice where the OS supports it', () => {
    expect(wantsOpenAtLogin({ openAtLogin: false }, true, 'win32')).toBe(false);
    expect(wantsOpenAtLogin({ openAtLogin: true }, true, 'darwin')).toBe(true);
    expect(wantsOpenAtLogin({ openAtLogin: true }, true, 'linux')).toBe(false);
    expect(loginItemSupported(true, 'linux')).toBe(false);
    expect(loginItemSupported(true, 'win32')).toBe(false);
    expect(loginItemSupported(false, 'darwin')).toBe(false);
  });
});
