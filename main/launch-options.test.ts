import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bridgeFlagSpecs } from '../server/cli/bridge-flags.js';
import { coreArgs, coreEnv, devNativeBindingPath, parseLaunchOptions, resolveDataDir } from './launch-options.js';

const names = bridgeFlagSpecs.map((spec) => spec.name);

describe('parseLaunchOptions', () => {
  it('keeps bridge flags and drops the executable, app folder and Chromium switches', () => {
    const argv = [
      '/opt/electron/electron',
      '--inspect=0',
      '--remote-debugging-port=0',
      '/work/app',
      '--port',
      '1221',
      '--log-level=debug',
      '--no-sandbox',
      '--data-dir',
      '/tmp/till',
    ];
    expect(parseLaunchOptions(argv, names)).toEqual({
      bridgeFlags: ['--port', '1221', '--log-level', 'debug'],
      dataDirFlag: '/tmp/till',
      hidden: false,
    });
  });

  it('recognises --hidden (the login item) and works for a packaged argv', () => {
    expect(parseLaunchOptions(['C:\\Tillbridge\\Tillbridge.exe', '--hidden'], names)).toEqual({
      bridgeFlags: [],
      dataDirFlag: null,
      hidden: true,
    });
  });

  it('skips a bridge flag whose value is missing rather than swallowing the next flag', () => {
    expect(parseLaunchOptions(['exe', '--port', '--hidden'], names)).toEqual({
      bridgeFlags: [],
      dataDirFlag: null,
      hidden: true,
    });
  });

  it('keeps values that contain = or spaces', () => {
    expect(parseLaunchOptions(['exe', '--api-key=a=b c'], names).bridgeFlags).toEqual(['--api-key', 'a=b c']);
  });
});

describe('resolveDataDir', () => {
  const fallback = path.resolve('/home/till/.config/Tillbridge');

  it('prefers the flag, then TILLBRIDGE_DATA_DIR, then the app-data folder', () => {
    expect(resolveDataDir('/data/a', { TILLBRIDGE_DATA_DIR: '/data/b' }, fallback)).toBe(path.resolve('/data/a'));
    expect(resolveDataDir(null, { TILLBRIDGE_DATA_DIR: '/data/b' }, fallback)).toBe(path.resolve('/data/b'));
    expect(resolveDataDir(null, { TILLBRIDGE_DATA_DIR: '' }, fallback)).toBe(fallback);
    expect(resolveDataDir(null, {}, fallback)).toBe(fallback);
  });

  it('makes a relative folder absolute', () => {
    expect(path.isAbsolute(resolveDataDir('till-data', {}, fallback))).toBe(true);
  });
});

describe('coreArgs', () => {
  it('passes the data folder first, then the user flags', () => {
    expect(coreArgs('/data', ['--port', '1221'])).toEqual(['--data-dir', '/data', '--port', '1221']);
  });
});

describe('coreEnv', () => {
  const binding = devNativeBindingPath('/work/app', '41.7.1');
  const always = () => true;

  it('names the Electron build of better-sqlite3 in development', () => {
    expect(binding).toBe(path.join('/work/app', '.electron-native', '41.7.1', 'better_sqlite3.node'));
    expect(coreEnv({ PATH: '/bin' }, false, binding, always)).toEqual({
      PATH: '/bin',
      TILLBRIDGE_SQLITE_BINDING: binding,
    });
  });

  it('passes no override when packaged, even one inherited from the environment', () => {
    expect(coreEnv({ TILLBRIDGE_SQLITE_BINDING: '/x.node', PATH: '/bin' }, true, binding, always)).toEqual({
      PATH: '/bin',
    });
  });

  it('passes no override in development when the build is missing', () => {
    expect(coreEnv({}, false, binding, () => false)).toEqual({});
  });

  it('never passes ELECTRON_RUN_AS_NODE on', () => {
    expect(coreEnv({ ELECTRON_RUN_AS_NODE: '1' }, true, binding, always)).toEqual({});
  });
});
