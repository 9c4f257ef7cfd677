import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './open-database.js';
import { writeBatch } from './write-batch.js';

let db: Database;
let dir: string;
afterEach(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function open(): void {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-batch-'));
  db = openDatabase(path.join(dir, 'x.sqlite'), [
    { version: 1, name: 't', up: (d) => d.exec('CREATE TABLE t (v INTEGER NOT NULL CHECK (v >= 0)) STRICT') },
  ]);
}

describe('writeBatch', () => {
  it('runs writes of one turn in order in one transaction; a refusal undoes only its own changes', async () => {
    open();
    const insert = (v: number) => () => db.prepare('INSERT INTO t (v) VALUES (?)').run(v).changes;
    const results = await Promise.allSettled([
      writeBatch(db, insert(1)),
      writeBatch(db, () => {
        db.prepare('INSERT INTO t (v) VALUES (2)').run();
        throw new Error('refused');
      }),
      writeBatch(db, insert(-1)),
      writeBatch(db, () => db.prepare('SELECT COUNT(*) FROM t').pluck().get()),
      writeBatch(db, () => Promise.resolve(1)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled', 'rejected']);
    expect((results[3] as PromiseFulfilledResult<unknown>).value).toBe(1);
    expect(db.prepare('SELECT v FROM t').pluck().all()).toEqual([1]);
  });
});

describe('writeBatch with syncOffThread', () => {
  it('answers the writes after the fsync of their WAL, and a refusal with its own error', async () => {
    open();
    const results = await Promise.allSettled([
      writeBatch(db, () => db.prepare('INSERT INTO t (v) VALUES (1)').run().changes, { syncOffThread: true }),
      writeBatch(db, () => db.prepare('INSERT INTO t (v) VALUES (-1)').run(), { syncOffThread: true }),
    ]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: 1 });
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(Error);
    expect(db.prepare('SELECT v FROM t').pluck().all()).toEqual([1]);
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
  });

  it('never answers a write as done when its fsync fails', async () => {
    open();
    db.prepare('INSERT INTO t (v) VALUES (0)').run();
    fs.rmSync(`${db.name}-wal`);
    await expect(
      writeBatch(db, () => db.prepare('INSERT INTO t (v) VALUES (2)').run().changes, { syncOffThread: true }),
    ).rejects.toThrow(/ENOENT/);
  });
});
