import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeAddon, runKeepingNodeAddon } from './dist.mjs';

describe('npm run dist', () => {
  it('puts Node’s build of better-sqlite3 back after electron-builder rebuilt it for Electron, even when it fails', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-dist-'));
    const addon = path.join(dir, 'better_sqlite3.node');
    fs.copyFileSync(nodeAddon, addon);
    /** Stands in for electron-builder (it needs Electron's binary): overwrites the addon as its rebuild does, fails. */
    const builder = path.join(dir, 'builder.sh');
    fs.writeFileSync(builder, `#!/bin/sh\necho electron-abi > "${addon}"\nexit 3\n`, { mode: 0o755 });
    expect(runKeepingNodeAddon(builder, [], addon)).toBe(3);
    expect(fs.readFileSync(addon).equals(fs.readFileSync(nodeAddon))).toBe(true);
    expect(fs.readdirSync(dir).sort()).toEqual(['better_sqlite3.node', 'builder.sh']);
    const load = spawnSync(process.execPath, [
      '-e',
      `const D = require('better-sqlite3'); new D(':memory:', { nativeBinding: ${JSON.stringify(addon)} }).close()`,
    ]);
    expect(load.status, load.stderr.toString()).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
