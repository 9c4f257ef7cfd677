import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './open-database.js';
import { releaseWal, syncWal } from './wal-sync.js';

let db: Database | undefined;
let dir: string | undefined;
afterEach(() => {
  db?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('syncWal', () => {
  it('lets the callers that come while an fsync runs share the next one, which starts after it', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-sync-'));
    db = openDatabase(path.join(dir, 'x.sqlite'), []);
    db.exec('CREATE TABLE t (v INTEGER)');
    const order: string[] = [];
    const first = syncWal(db).then(() => order.push('first'));
    const second = syncWal(db);
    const third = syncWal(db);
    expect(third).toBe(second);
    await Promise.all([first, second.then(() => order.push('second'))]);
    expect(order).toEqual(['first', 'second']);
    await expect(syncWal(db)).resolves.toBeUndefined();
  });

  it('has nothing to do for an in-memory database', async () => {
    const memory = new BetterSqlite3(':memory:');
    await expect(syncWal(memory)).resolves.toBeUndefined();
    memory.close();
  });
});

describe('releaseWal', () => {
  it('closes the WAL file the syncs kept open, after the sync that runs', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-sync-'));
    db = openDatabase(path.join(dir, 'x.sqlite'), []);
    db.exec('CREATE TABLE t (v INTEGER)');
    const wal = `${db.name}-wal`;
    const openWal = (): number =>
      fs.readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return fs.readlinkSync(`/proc/self/fd/${fd}`) === wal;
        } catch {
          return false;
        }
      }).length;
    const sqliteOwn = openWal();
    await syncWal(db);
    await syncWal(db);
    expect(openWal()).toBe(sqliteOwn + 1);
    const pending = syncWal(db);
    await releaseWal(db);
    await expect(pending).resolves.toBeUndefined();
    expect(openWal()).toBe(sqliteOwn);
  });
});
