import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './open-database.js';
import { atomicUnsynced } from './unsynced.js';

let db: Database | undefined;
afterEach(() => db?.close());

function open(): Database {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-unsynced-'));
  db = openDatabase(path.join(dir, 't.db'), []);
  db.exec('CREATE TABLE t (v INTEGER NOT NULL)');
  return db;
}

describe('atomicUnsynced', () => {
  it('commits all or nothing and puts the synchronous level back', () => {
    const db = open();
    const level = db.pragma('synchronous', { simple: true });
    atomicUnsynced(db, () => db.prepare('INSERT INTO t VALUES (1)').run());
    expect(() =>
      atomicUnsynced(db, () => {
        db.prepare('INSERT INTO t VALUES (2)').run();
        db.prepare('INSERT INTO t VALUES (NULL)').run();
      }),
    ).toThrow(/NOT NULL/);
    expect(db.prepare('SELECT v FROM t').pluck().all()).toEqual([1]);
    expect(db.pragma('synchronous', { simple: true })).toBe(level);
  });

  it('is a savepoint of an open transaction, which keeps its own durability', () => {
    const db = open();
    db.transaction(() => atomicUnsynced(db, () => db.prepare('INSERT INTO t VALUES (3)').run()))();
    expect(db.prepare('SELECT v FROM t').pluck().all()).toEqual([3]);
  });
});
