import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { backupDatabase } from './backup-database.js';
import { bridgeMigrations } from './migrations/bridge/index.js';
import { openDatabase } from './open-database.js';
import { tempDatabasePath } from './test-support/test-database.js';

describe('backupDatabase', () => {
  it('copies a database that is open for writing, including what sits in the WAL', async () => {
    const file = tempDatabasePath();
    const db = openDatabase(file, bridgeMigrations);
    const insert = db.prepare('INSERT INTO app_events (at, kind) VALUES (?, ?)');
    db.transaction(() => {
      for (let i = 0; i < 1000; i++) insert.run(new Date().toISOString(), `event-${i}`);
    })();
    const out = path.join(path.dirname(file), 'copy.sqlite');
    const result = await backupDatabase(file, out);
    insert.run(new Date().toISOString(), 'after-backup');
    db.close();
    expect(result.pages).toBeGreaterThan(1);
    const copy = new BetterSqlite3(out, { readonly: true });
    expect(copy.prepare('SELECT count(*) AS n FROM app_events').get()).toEqual({ n: 1000 });
    expect(copy.pragma('user_version', { simple: true })).toBe(bridgeMigrations.length);
    copy.close();
  });

  it('refuses to overwrite a file and names a missing source', async () => {
    const file = tempDatabasePath();
    openDatabase(file, bridgeMigrations).close();
    const out = path.join(path.dirname(file), 'exists.sqlite');
    fs.writeFileSync(out, 'keep me');
    await expect(backupDatabase(file, out)).rejects.toThrow(/already exists: choose a new file for --out/);
    expect(fs.readFileSync(out, 'utf8')).toBe('keep me');
    await expect(backupDatabase(path.join(path.dirname(file), 'none.sqlite'), out + '2')).rejects.toThrow(
      /There is no database at .*none\.sqlite: check --data-dir/,
    );
  });
});
