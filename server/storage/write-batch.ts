import type { Database } from 'better-sqlite3';
import { atomic } from './atomic.js';

interface Pending {
  readonly work: () => unknown;
  readonly bulk: Bulk | undefined;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

interface Queue {
  readonly items: Pending[];
  /** Runs first inside the batch's transaction (the loyalty service refreshes its caches' data version there). */
  readonly first?: ((db: Database) => void) | undefined;
  readonly optimistic: boolean;
}

/** Runs the inputs of a whole batch at once: one result per input, in order, or undefined (nothing written) to decline. */
export type BulkRun<I> = (inputs: readonly I[]) => readonly unknown[] | undefined;

interface Bulk {
  readonly run: BulkRun<unknown>;
  readonly input: unknown;
}

const queues = new WeakMap<Database, Queue>();

export interface BatchOptions {
  /** Runs first inside the batch's transaction. */
  readonly first?: ((db: Database) => void) | undefined;
  /**
   * The work only reads and writes the database, so it may run twice: the batch runs without a savepoint per write
   * (about 2 µs each), and only when one throws is it rolled back and run again with them. The first write of a batch
   * decides, for the whole batch.
   */
  readonly optimistic?: boolean | undefined;
  /**
   * With `optimistic`: when every write of the batch names the same `run`, it settles all their inputs in one go (fewer,
   * larger statements); it must give the results their `work` would, one by one. When it declines, each `work` runs.
   */
  readonly bulk?: { readonly run: BulkRun<never>; readonly input: unknown } | undefined;
}

/** Event-loop turns a batch may wait for more writes while they keep arriving (adaptive group commit). */
export const maxBatchTurns = 3;

/**
 * Group commit: every write that arrives while the batch waits runs, in arrival order, in one IMMEDIATE transaction
 * (each in its own savepoint, so one refusal undoes only its own changes), and all are answered after the single
 * COMMIT. Same results as running them one by one, one fsync instead of many. The batch waits one event-loop turn,
 * and one more (up to `maxBatchTurns`) whenever the last turn brought it more writes: a lone write waits one turn, a burst
 * of station requests shares fewer, larger commits.
 */
export function writeBatch<T>(db: Database, work: () => T, options: BatchOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let queue = queues.get(db);
    if (!queue) {
      queue = { items: [], first: options.first, optimistic: options.optimistic === true };
      queues.set(db, queue);
      const waiting = queue;
      /** The first write is pushed just below, before the first look. */
      afterBatchWindow(
        1,
        () => waiting.items.length,
        () => flush(db),
      );
    }
    queue.items.push({
      work,
      bulk: options.bulk as Bulk | undefined,
      resolve: resolve as (value: unknown) => void,
      reject,
    });
  });
}

/**
 * The adaptive wait of every group commit (this one and the loyalty service's async one): one event-loop turn, and one
 * more, up to `maxBatchTurns`, whenever the last turn brought more writes; then `flush`. `seen`: the writes queued now.
 */
export function afterBatchWindow(seen: number, queued: () => number, flush: () => void): void {
  let turns = 0;
  const look = (): void => {
    turns++;
    if (turns < maxBatchTurns && queued() > seen) {
      seen = queued();
      setImmediate(look);
    } else flush();
  };
  setImmediate(look);
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Thrown out of an optimistic run to roll it back; the batch then runs again with a savepoint per write. */
const refused = Symbol('a write of the optimistic batch threw');

function flush(db: Database): void {
  const queue = queues.get(db);
  queues.delete(db);
  if (!queue) return;
  const batch = queue.items;
  let outcomes: Outcome[] = [];
  try {
    if (queue.optimistic) outcomes = runOptimistic(db, queue);
    if (outcomes.length === 0) outcomes = runInSavepoints(db, queue);
  } catch (error) {
    for (const item of batch) item.reject(error);
    return;
  }
  batch.forEach((item, i) => {
    const outcome = outcomes[i];
    if (outcome?.ok) item.resolve(outcome.value);
    else item.reject(outcome?.error);
  });
}

/** The batch in one transaction, no savepoints; empty (and rolled back) when a write threw. */
function runOptimistic(db: Database, queue: Queue): Outcome[] {
  try {
    return atomic(db, () => {
      queue.first?.(db);
      const together = runBulk(queue.items);
      if (together) return together;
      return queue.items.map((item): Outcome => {
        let value: unknown;
        try {
          value = item.work();
        } catch {
          throw refused;
        }
        /** A promise is refused by atomic() in the run with savepoints. */
        if (value instanceof Promise) throw refused;
        return { ok: true, value };
      });
    });
  } catch (error) {
    if (error === refused) return [];
    throw error;
  }
}

/** The batch's results from its shared bulk run, if every write has the same one and it accepts them. */
function runBulk(items: readonly Pending[]): Outcome[] | undefined {
  const run = items[0]?.bulk?.run;
  if (!run || items.some((item) => item.bulk?.run !== run)) return undefined;
  let values: readonly unknown[] | undefined;
  try {
    values = run(items.map((item) => item.bulk!.input));
  } catch {
    throw refused;
  }
  if (!values) return undefined;
  if (values.length !== items.length) throw new Error(`a bulk run answered ${values.length} of ${items.length} writes`);
  return values.map((value): Outcome => ({ ok: true, value }));
}

/** The batch in one transaction, each write in its own savepoint: a refusal undoes only its own changes. */
function runInSavepoints(db: Database, queue: Queue): Outcome[] {
  return atomic(db, () => {
    queue.first?.(db);
    return queue.items.map((item): Outcome => {
      try {
        return { ok: true, value: atomic(db, item.work) };
      } catch (error) {
        return { ok: false, error };
      }
    });
  });
}
