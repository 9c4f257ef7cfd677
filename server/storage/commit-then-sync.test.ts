import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { commitThenSync } from './commit-then-sync.js';
import { openDatabase, type Database } from './open-database.js';

const opened: Database[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) if (db.open) db.close();
});

function open(file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-commit-sync-')), 't.db')): Database {
  const db = openDatabase(file, []);
  db.exec('CREATE TABLE t (v INTEGER NOT NULL)');
  opened.push(db);
  return db;
}

const values = (db: Database) => db.prepare('SELECT v FROM t ORDER BY v').pluck().all();

describe('commitThenSync', () => {
  it('commits at once (another connection sees it), then resolves once the WAL is synced', async () => {
    const db = open();
    const level = db.pragma('synchronous', { simple: true });
    const committed = commitThenSync(db, () => db.prepare('INSERT INTO t VALUES (1)').run().changes);
    expect(committed.value).toBe(1);
    const reader = new BetterSqlite3(db.name, { readonly: true });
    expect(values(reader)).toEqual([1]);
    reader.close();
    await expect(committed.durable).resolves.toBeUndefined();
    expect(db.pragma('synchronous', { simple: true })).toBe(level);
  });

  it('writes nothing and starts no sync when the work throws', () => {
    const db = open();
    expect(() =>
      commitThenSync(db, () => {
        db.prepare('INSERT INTO t VALUES (2)').run();
        db.prepare('INSERT INTO t VALUES (NULL)').run();
      }),
    ).toThrow(/NOT NULL/);
    expect(values(db)).toEqual([]);
  });

  it('rejects, naming the WAL, when the sync cannot reach the file', async () => {
    const db = open();
    const dir = path.dirname(db.name);
    /** SQLite keeps writing through its open descriptors; the WAL can no longer be opened by name. */
    fs.renameSync(dir, `${dir}-moved`);
    const committed = commitThenSync(db, () => db.prepare('INSERT INTO t VALUES (3)').run());
    await expect(committed.durable).rejects.toThrow(/t\.db-wal/);
    db.close();
    fs.rmSync(`${dir}-moved`, { recursive: true, force: true });
  });

  it('commits durably itself without a WAL (in memory), and refuses to run inside an open transaction', async () => {
    const db = open(':memory:');
    const committed = commitThenSync(db, () => db.prepare('INSERT INTO t VALUES (4)').run());
    await expect(committed.durable).resolves.toBeUndefined();
    expect(values(db)).toEqual([4]);
    db.exec('BEGIN');
    expect(() => commitThenSync(db, () => 0)).toThrow(/inside an open transaction/);
    db.exec('ROLLBACK');
  });
});
