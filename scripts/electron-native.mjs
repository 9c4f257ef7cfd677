import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronBinary, projectRoot } from './electron-binary.mjs';

/**
 * better-sqlite3 in node_modules is built for Node; the bridge core inside `npm start` runs on Electron's Node ABI.
 * This builds a copy for the installed Electron into .electron-native/<version>/better_sqlite3.node (the desktop
 * shell hands it to the core through TILLBRIDGE_SQLITE_BINDING). Packaged apps do not need it: electron-builder
 * rebuilds node_modules for Electron.
 */

const headersUrl = 'https://electronjs.org/headers';

/** The version of the installed `electron` package. */
export function electronVersion() {
  const manifest = path.join(projectRoot, 'node_modules', 'electron', 'package.json');
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
}

/** Where the Electron build of better-sqlite3 lives (main/launch-options.ts looks in the same place). */
export function electronNativeBinding(version = electronVersion()) {
  return path.join(projectRoot, '.electron-native', version, 'better_sqlite3.node');
}

function nodeGypScript() {
  try {
    return createRequire(import.meta.url).resolve('node-gyp/bin/node-gyp.js');
  } catch {
    return process.env.npm_config_node_gyp || null;
  }
}

/**
 * Builds the binding unless it exists; returns its path. Throws an Error with a one-line message when it cannot
 * (no Electron binary, no node-gyp, no C++ toolchain).
 */
export function ensureElectronNative() {
  if (!electronBinary()) throw new Error("Electron's binary is not installed, so there is nothing to build for");
  const version = electronVersion();
  const target = electronNativeBinding(version);
  if (fs.existsSync(target)) return target;
  const nodeGyp = nodeGypScript();
  if (!nodeGyp) throw new Error('node-gyp was not found (it comes with npm); reinstall npm or install node-gyp');
  const source = path.join(projectRoot, 'node_modules', 'better-sqlite3');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-sqlite-'));
  try {
    const copy = path.join(work, 'better-sqlite3');
    const staleBuild = path.join(source, 'build');
    fs.cpSync(source, copy, { recursive: true, filter: (file) => file !== staleBuild });
    process.stdout.write(
      `tillbridge: building better-sqlite3 for Electron ${version} (once per Electron version)...\n`,
    );
    const result = spawnSync(
      process.execPath,
      [
        nodeGyp,
        'rebuild',
        '--release',
        `--target=${version}`,
        `--arch=${process.arch}`,
        `--dist-url=${headersUrl}`,
        '--runtime=electron',
        `--devdir=${path.join(projectRoot, '.electron-native', '.node-gyp')}`,
      ],
      { cwd: copy, stdio: 'inherit' },
    );
    if (result.status !== 0) {
      throw new Error(
        `node-gyp could not build better-sqlite3 for Electron ${version} (exit code ${result.status ?? result.signal}); it needs Python and a C++ compiler`,
      );
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.tmp`;
    fs.copyFileSync(path.join(copy, 'build', 'Release', 'better_sqlite3.node'), partial);
    fs.renameSync(partial, target);
    return target;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

function main() {
  if (process.argv.includes('--print-path')) {
    process.stdout.write(`${electronNativeBinding()}\n`);
    return;
  }
  if (!electronBinary()) {
    process.stdout.write(
      "tillbridge: skipped building better-sqlite3 for Electron: Electron's binary is not installed.\n",
    );
    return;
  }
  try {
    process.stdout.write(`tillbridge: better-sqlite3 for Electron is ready at ${ensureElectronNative()}\n`);
  } catch (error) {
    process.stderr.write(`tillbridge: ${error.message}.\n`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
