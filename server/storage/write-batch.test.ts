import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './open-database.js';
import { maxBatchTurns, writeBatch } from './write-batch.js';

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
  it.each([false, true])(
    'runs writes of one turn in order in one transaction; a refusal undoes only its own changes (optimistic: %s)',
    async (optimistic) => {
      open();
      const insert = (v: number) => () => db.prepare('INSERT INTO t (v) VALUES (?)').run(v).changes;
      const results = await Promise.allSettled([
        writeBatch(db, insert(1), { optimistic }),
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
    },
  );

  it('runs an optimistic batch once when no write throws, and again in savepoints when one does', async () => {
    open();
    let runs = 0;
    const insert = (v: number) => () => {
      runs++;
      return db.prepare('INSERT INTO t (v) VALUES (?)').run(v).changes;
    };
    await Promise.all([1, 2, 3].map((v) => writeBatch(db, insert(v), { optimistic: true })));
    expect(runs).toBe(3);
    runs = 0;
    const results = await Promise.allSettled([4, -1, 5].map((v) => writeBatch(db, insert(v), { optimistic: true })));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(runs).toBe(5);
    expect(db.prepare('SELECT v FROM t ORDER BY rowid').pluck().all()).toEqual([1, 2, 3, 4, 5]);
    expect(db.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(5);
  });

  it('commits a lone write after one event-loop turn', async () => {
    open();
    let turns = 0;
    const tick = (): void => {
      turns++;
      if (turns < 10) setImmediate(tick);
    };
    const write = writeBatch(db, () => db.prepare('INSERT INTO t (v) VALUES (1)').run().changes);
    setImmediate(tick);
    await write;
    expect(turns).toBe(0);
  });

  /**
   * Writes `count` rows, two at once and then one per event-loop turn, counting the batches (commits). Each later write
   * runs ahead of the batch's own look in its turn, as a station's request arrives in the poll phase before the turn's
   * immediates.
   */
  async function trickle(count: number): Promise<number> {
    let batches = 0;
    const first = (): void => {
      batches++;
    };
    const writes: Promise<unknown>[] = [];
    const insert = (v: number) => () => db.prepare('INSERT INTO t (v) VALUES (?)').run(v);
    let v = 0;
    await new Promise<void>((resolve) => {
      const next = (): void => {
        if (v >= count) return resolve();
        setImmediate(next);
        writes.push(writeBatch(db, insert(v++), { first }));
      };
      setImmediate(next);
      writes.push(writeBatch(db, insert(v++), { first }), writeBatch(db, insert(v++), { first }));
    });
    await Promise.all(writes);
    expect(db.prepare('SELECT v FROM t ORDER BY rowid').pluck().all()).toEqual([...Array(count).keys()]);
    return batches;
  }

  it('keeps a growing batch open for more writes: three turns of writes share one commit', async () => {
    open();
    expect(await trickle(4)).toBe(1);
  });

  it(`waits at most ${maxBatchTurns} turns: writes that never stop still commit in order, batch after batch`, async () => {
    open();
    const batches = await trickle(12);
    /** Not one endless batch, and a few writes to each commit (one look per turn would commit every other turn). */
    expect(batches).toBeGreaterThan(1);
    expect(batches).toBeLessThanOrEqual(4);
  });
});
