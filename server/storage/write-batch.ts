import type { Database } from 'better-sqlite3';
import { atomic } from './atomic.js';
import { atomicUnsynced } from './unsynced.js';
import { syncWal } from './wal-sync.js';

interface Pending {
  readonly work: () => unknown;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

interface Queue {
  readonly items: Pending[];
  readonly syncOffThread: boolean;
  /** Runs first inside the batch's transaction (the loyalty service refreshes its caches' data version there). */
  readonly first?: ((db: Database) => void) | undefined;
}

const queues = new WeakMap<Database, Queue>();

export interface BatchOptions {
  /** Runs first inside the batch's transaction. */
  readonly first?: ((db: Database) => void) | undefined;
  /**
   * Commit without fsync and answer after an fsync of the WAL on the thread pool (wal-sync.ts): as durable as a FULL
   * commit when the writes resolve, but the event loop keeps serving while the disk works. Every batch of a database
   * must use the same setting, so that no write is answered before the fsyncs of the ones it read.
   */
  readonly syncOffThread?: boolean | undefined;
}

/**
 * Group commit: every write that arrives in the same event-loop turn runs, in arrival order, in one IMMEDIATE
 * transaction (each in its own savepoint, so one refusal undoes only its own changes), and all are answered after the
 * single COMMIT. Same results as running them one by one, one fsync instead of many.
 */
export function writeBatch<T>(db: Database, work: () => T, options: BatchOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let queue = queues.get(db);
    if (!queue) {
      queue = { items: [], first: options.first, syncOffThread: options.syncOffThread === true };
      queues.set(db, queue);
      setImmediate(() => flush(db));
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
  const commit = queue.syncOffThread ? atomicUnsynced : atomic;
  try {
    commit(db, () => {
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
  /** A refused write changed nothing: it is answered at once; the others once their commit is on disk. */
  batch.forEach((item, i) => {
    const outcome = outcomes[i];
    if (!outcome?.ok) item.reject(outcome?.error);
  });
  const settle = () =>
    batch.forEach((item, i) => {
      const outcome = outcomes[i];
      if (outcome?.ok) item.resolve(outcome.value);
    });
  if (!queue.syncOffThread) return settle();
  syncWal(db).then(settle, (error: unknown) =>
    batch.forEach((item, i) => {
      if (outcomes[i]?.ok) item.reject(error);
    }),
  );
}
