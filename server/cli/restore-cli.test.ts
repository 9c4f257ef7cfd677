import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cliScripts, makeDataDir, runCliOnce, startHeadlessServer } from '../../e2e/headless-server.js';

function appEvents(file: string): unknown[] {
  const db = new BetterSqlite3(file, { readonly: true });
  try {
    return db.prepare('SELECT kind FROM app_events ORDER BY id').pluck().all();
  } finally {
    db.close();
  }
}

describe('npm run restore', () => {
  it('brings a damaged bridge back from its backup, keeping the damaged file beside it', async () => {
    const server = await startHeadlessServer();
    const backup = path.join(makeDataDir(), 'bridge-backup.sqlite');
    expect(runCliOnce(cliScripts.backup, ['--data-dir', server.dataDir, '--out', backup]).code).toBe(0);
    expect(await server.stop()).toBe(0);
    const file = path.join(server.dataDir, 'bridge.sqlite');
    const damaged = fs.readFileSync(file);
    damaged.fill(0xde, 4096, 4 * 4096);
    fs.writeFileSync(file, damaged);
    const refused = runCliOnce(cliScripts.serve, ['--data-dir', server.dataDir, '--port', '0']);
    expect(refused.code).toBe(2);
    const advice = /run (npm run restore -- .*) --from BACKUP_FILE,/.exec(refused.stderr)?.[1];
    expect(advice).toBe(`npm run restore -- --data-dir ${server.dataDir} --db bridge`);

    const restored = runCliOnce(cliScripts.restore, ['--data-dir', server.dataDir, '--db', 'bridge', '--from', backup]);

    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    const kept = /the file it replaced is kept as (\S+)\.\n$/.exec(restored.stdout)?.[1] ?? '';
    expect(restored.stdout).toMatch(new RegExp(`^Restored ${file} from ${backup} \\(\\d+ bytes, check ok\\); `));
    expect(path.basename(kept)).toMatch(/^bridge\.replaced-\d{8}T\d{6}Z\.sqlite$/);
    expect(fs.readFileSync(kept).equals(damaged)).toBe(true);
    expect(fs.readdirSync(server.dataDir).filter((name) => name.includes('restoring'))).toEqual([]);
    const again = await startHeadlessServer({ dataDir: server.dataDir });
    expect(await again.stop()).toBe(0);
    expect(appEvents(file)).toEqual(['started', 'started', 'stopped']);
  });

  it('refuses a damaged or newer backup in one line and changes nothing', async () => {
    const server = await startHeadlessServer();
    expect(await server.stop()).toBe(0);
    const file = path.join(server.dataDir, 'bridge.sqlite');
    const before = fs.readFileSync(file);
    const backup = path.join(makeDataDir(), 'bridge-backup.sqlite');
    fs.writeFileSync(backup, 'not a backup\n'.repeat(100));
    const damaged = runCliOnce(cliScripts.restore, ['--data-dir', server.dataDir, '--from', backup]);
    expect(damaged.code).toBe(2);
    expect(damaged.stderr).toBe(
      `tillbridge restore: The backup ${backup} cannot be restored: it is damaged (it is not a SQLite database (its first bytes are not a SQLite header)); nothing was changed.\n`,
    );
    fs.copyFileSync(file, backup);
    const db = new BetterSqlite3(backup);
    db.pragma('user_version = 999');
    db.close();
    const newer = runCliOnce(cliScripts.restore, ['--data-dir', server.dataDir, '--from', backup]);
    expect(newer.code).toBe(2);
    expect(newer.stderr).toMatch(
      /^tillbridge restore: The backup \S+ cannot be restored: it has schema version 999, newer than this Tillbridge knows \(\d+\); nothing was changed\.\n$/,
    );
    expect(fs.readFileSync(file).equals(before)).toBe(true);
    expect(fs.readdirSync(server.dataDir).sort()).toEqual(
      ['bridge.sqlite', 'logs', 'loyalty-embedded.json', 'loyalty.sqlite', 'terminal-token'].sort(),
    );
  });

  it('needs --from and a known --db, said in one line', () => {
    expect(runCliOnce(cliScripts.restore, ['--data-dir', makeDataDir()]).stderr).toBe(
      'tillbridge restore: Missing --from FILE: name the backup to restore.\n',
    );
    const missing = runCliOnce(cliScripts.restore, ['--data-dir', makeDataDir(), '--from', '/nonexistent.sqlite']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe('tillbridge restore: There is no backup at /nonexistent.sqlite: check --from.\n');
    expect(runCliOnce(cliScripts.restore, ['--from', '/x.sqlite', '--db', 'orders']).stderr).toBe(
      'tillbridge restore: Invalid --db orders: use bridge or loyalty.\n',
    );
  });
});
