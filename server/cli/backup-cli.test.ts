import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cliScripts, runCliOnce, startHeadlessServer } from '../../e2e/headless-server.js';

describe('npm run backup', () => {
  it('copies the live database of a running bridge', async () => {
    const server = await startHeadlessServer();
    try {
      const out = path.join(server.dataDir, 'backup', 'bridge-copy.sqlite');
      fs.mkdirSync(path.dirname(out));
      const result = runCliOnce(cliScripts.backup, ['--data-dir', server.dataDir, '--out', out]);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(
        /^Backed up .*bridge\.sqlite to .*bridge-copy\.sqlite \(\d+ pages, \d+ bytes, check ok\)\.\n$/,
      );
      const copy = new BetterSqlite3(out, { readonly: true });
      expect(copy.prepare('SELECT kind FROM app_events').pluck().all()).toContain('started');
      copy.close();
    } finally {
      await server.stop();
    }
  });

  it('needs --out and a known --db, said in one line', () => {
    expect(runCliOnce(cliScripts.backup, ['--data-dir', '/tmp']).stderr.trim()).toBe(
      'tillbridge backup: Missing --out FILE: say where to write the backup.',
    );
    const wrongDb = runCliOnce(cliScripts.backup, ['--out', '/tmp/x.sqlite', '--db', 'orders']);
    expect(wrongDb.code).toBe(2);
    expect(wrongDb.stderr.trim()).toBe('tillbridge backup: Invalid --db orders: use bridge or loyalty.');
    const emptyDir = runCliOnce(cliScripts.backup, ['--data-dir', '', '--out', '/tmp/x.sqlite']);
    expect(emptyDir.code).toBe(2);
    expect(emptyDir.stderr.trim()).toBe('tillbridge backup: --data-dir is empty: pass the folder for the data.');
  });
});
