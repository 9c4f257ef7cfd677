import type { Database } from 'better-sqlite3';
import { atomic } from './atomic.js';

interface Pending {
  readonly work: () => unknown;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

interface Queue {
  readonly items: Pending[];
  /** Runs first inside the batch's transaction (the loyalty service refreshes its caches' data version there). */
  readonly first?: ((db: Database) => void) | undefined;
}

const queues = new WeakMap<Database, Queue>();

export interface BatchOptions {
  /** Runs first inside the batch's transaction. */
  readonly first?: ((db: Database) => void) | undefined;
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
      queue = { items: [], first: options.first };
      queues.set(db, queue);
      const waiting = queue;
      /** The writes the batch held at the last look (the first is pushed just below). */
      let seen = 1;
      let turns = 0;
      const look = (): void => {
        turns++;
        if (turns < maxBatchTurns && waiting.items.length > seen) {
          seen = waiting.items.length;
          setImmediate(look);
        } else flush(db);
      };
      setImmediate(look);
    }
    queue.items.push({ work, resolve: resolve as (value: unknown) => void, reject });
  });
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

function flush(db: Database): void {
  const queue = queues.get(db);
  queues.delete(db);
  if (!queue) return;
  const batch = queue.items;
  const outcomes: Outcome[] = [];
  try {
    atomic(db, () => {
      queue.first?.(db);
      for (const item of batch) {
        try {
          outcomes.push({ ok: true, value: atomic(db, item.work) });
        } catch (error) {
          outcomes.push({ ok: false, error });
        }
      }
    });
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
