import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './open-database.js';
import { maxBatchTurns } from './group-commit.js';
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

  it.each([false, true])(
    'rolls back a batch whose every write throws, what `first` wrote too, and commits the next (optimistic: %s)',
    async (optimistic) => {
      open();
      const first = (d: Database) => d.prepare('INSERT INTO t (v) VALUES (100)').run();
      const refused = (v: number) => () => {
        db.prepare('INSERT INTO t (v) VALUES (?)').run(v);
        throw new Error(`refused ${v}`);
      };
      const failed = await Promise.allSettled([1, 2].map((v) => writeBatch(db, refused(v), { optimistic, first })));
      expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
      expect(db.inTransaction).toBe(false);
      expect(db.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(0);
      const insert = (v: number) => () => db.prepare('INSERT INTO t (v) VALUES (?)').run(v).changes;
      await expect(writeBatch(db, insert(3), { optimistic })).resolves.toBe(1);
      expect(db.prepare('SELECT v FROM t').pluck().all()).toEqual([3]);
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

  describe('with a bulk run', () => {
    /** Inserts every input in one statement, or declines (undefined) when any is 0; counts its calls. */
    let calls = 0;
    const insertAll = (inputs: readonly number[]): number[] | undefined => {
      calls++;
      if (inputs.includes(0)) return undefined;
      db.prepare('INSERT INTO t (v) SELECT value FROM json_each(?)').run(JSON.stringify(inputs));
      return inputs.map((v) => v * 10);
    };
    let works = 0;
    const write = (v: number, bulk: boolean = true) =>
      writeBatch(
        db,
        () => {
          works++;
          db.prepare('INSERT INTO t (v) VALUES (?)').run(v);
          return v * 10;
        },
        { optimistic: true, bulk: bulk ? { run: insertAll, input: v } : undefined },
      );
    const rows = () => db.prepare('SELECT v FROM t ORDER BY rowid').pluck().all();
    const settled = (results: PromiseSettledResult<number>[]) =>
      results.map((r) => (r.status === 'fulfilled' ? r.value : 'rejected'));
    afterEach(() => {
      calls = 0;
      works = 0;
    });

    it('answers every write of the batch from one run of it', async () => {
      open();
      expect(await Promise.all([1, 2, 3].map((v) => write(v)))).toEqual([10, 20, 30]);
      expect([calls, works]).toEqual([1, 0]);
      expect(rows()).toEqual([1, 2, 3]);
    });

    it('runs each write when it declines, and each in its savepoint when one of them throws', async () => {
      open();
      expect(await Promise.all([1, 0, 2].map((v) => write(v)))).toEqual([10, 0, 20]);
      expect([calls, works]).toEqual([1, 3]);
      expect(settled(await Promise.allSettled([3, -1, 4].map((v) => write(v))))).toEqual([30, 'rejected', 40]);
      /** The bulk run threw (CHECK v >= 0) and was rolled back; then each write ran in its savepoint. */
      expect([calls, works]).toEqual([2, 3 + 3]);
      expect(rows()).toEqual([1, 0, 2, 3, 4]);
    });

    it('runs each write when not all of the batch share the run', async () => {
      open();
      expect(await Promise.all([write(1), write(2, false), write(3)])).toEqual([10, 20, 30]);
      expect([calls, works]).toEqual([0, 3]);
      expect(rows()).toEqual([1, 2, 3]);
    });
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
