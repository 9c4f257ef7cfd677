import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from './electron-binary.mjs';

/** better-sqlite3's addon in node_modules, built for Node (npm install builds it from source). */
export const nodeAddon = path.join(
  projectRoot,
  'node_modules',
  'better-sqlite3',
  'build',
  'Release',
  'better_sqlite3.node',
);

/**
 * Runs `builder` (electron-builder), which rebuilds better-sqlite3 in node_modules for Electron's ABI to package it,
 * and then puts Node's build of the addon back, whatever the builder did, so that `npm run serve` and the tests keep
 * working after `npm run dist`. Returns the builder's exit code.
 */
export function runKeepingNodeAddon(builder, args, addon = nodeAddon) {
  const saved = `${addon}.node-build`;
  fs.copyFileSync(addon, saved);
  try {
    return (
      spawnSync(builder, args, { cwd: projectRoot, stdio: 'inherit', shell: process.platform === 'win32' }).status ?? 1
    );
  } finally {
    fs.renameSync(saved, addon);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const builder = path.join(projectRoot, 'node_modules', '.bin', 'electron-builder');
  process.exitCode = runKeepingNodeAddon(builder, ['--config', 'electron-builder.yml', ...process.argv.slice(2)]);
}
