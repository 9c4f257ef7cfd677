import type { Database } from 'better-sqlite3';
import { atomic } from './atomic.js';
import { refreshDataVersion } from './config-version.js';

interface Pending {
  readonly work: () => unknown;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

const queues = new WeakMap<Database, Pending[]>();

/**
 * Group commit: every write that arrives in the same event-loop turn runs, in arrival order, in one IMMEDIATE
 * transaction (each in its own savepoint, so one refusal undoes only its own changes), and all are answered after the
 * single COMMIT. Same results as running them one by one, one fsync instead of many.
 */
export function writeBatch<T>(db: Database, work: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let queue = queues.get(db);
    if (!queue) {
      queue = [];
      queues.set(db, queue);
      setImmediate(() => flush(db));
    }
    queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
  });
}

function flush(db: Database): void {
  const batch = queues.get(db) ?? [];
  queues.delete(db);
  const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
  try {
    atomic(db, () => {
      refreshDataVersion(db);
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
