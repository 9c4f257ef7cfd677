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
