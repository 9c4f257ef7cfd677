import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { devNativeBindingPath } from '../main/launch-options.js';
import { electronBinary, projectRoot } from './electron-binary.mjs';

const script = path.join(projectRoot, 'scripts', 'electron-native.mjs');
const run = (...args: string[]) =>
  spawnSync(process.execPath, [script, ...args], { cwd: projectRoot, encoding: 'utf8' });

describe('scripts/electron-native.mjs', () => {
  test('builds to the path the desktop shell hands to the core', () => {
    const { version } = JSON.parse(
      fs.readFileSync(path.join(projectRoot, 'node_modules', 'electron', 'package.json'), 'utf8'),
    ) as { version: string };
    const result = run('--print-path');
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe(devNativeBindingPath(projectRoot, version));
  });

  test('skips the build, successfully, when the Electron binary is missing', (context) => {
    context.skip(electronBinary() !== null, 'the Electron binary is installed here, so the script would really build');
    const result = run();
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(
      "tillbridge: skipped building better-sqlite3 for Electron: Electron's binary is not installed.\n",
    );
  });
});
