import type { Database } from 'better-sqlite3';
import { batchSteps, BatchQueue, runBatch, settle, type BatchStep, type Pending } from './group-commit.js';
import { sql } from './statements.js';

/** Runs the inputs of a whole batch at once: one result per input, in order, or undefined (nothing written) to decline. */
export type BulkRun<I> = (inputs: readonly I[]) => readonly unknown[] | undefined;

export interface BatchOptions {
  /** Runs first inside the batch's transaction. */
  readonly first?: ((db: Database) => void) | undefined;
  /**
   * The work only reads and writes the database, so it may run twice: the batch runs without a savepoint per write
   * (about 2 µs each), and only when one of several throws is it rolled back and run again with them. The first write
   * of a batch decides, for the whole batch.
   */
  readonly optimistic?: boolean | undefined;
  /**
   * With `optimistic`: when every write of the batch names the same `run`, it settles all their inputs in one go (fewer,
   * larger statements); it must give the results their `work` would, one by one. When it declines, each `work` runs.
   */
  readonly bulk?: { readonly run: BulkRun<never>; readonly input: unknown } | undefined;
}

type Work = () => unknown;

interface BridgeWrite extends Pending<Work> {
  readonly options: BatchOptions;
}

const queues = new WeakMap<Database, BatchQueue<BridgeWrite>>();

/**
 * Group commit of the bridge's synchronous writes (group-commit.ts): every write that arrives while the batch waits
 * runs, in arrival order, in one IMMEDIATE transaction, and all are answered after the single COMMIT. Same results as
 * running them one by one, one fsync instead of many.
 */
export function writeBatch<T>(db: Database, work: () => T, options: BatchOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let queue = queues.get(db);
    if (!queue) {
      queue = new BatchQueue((batch) => flush(db, batch));
      queues.set(db, queue);
    }
    queue.push({ work, options, resolve: resolve as (value: unknown) => void, reject });
  });
}

function flush(db: Database, batch: readonly BridgeWrite[]): void {
  const { first, optimistic } = batch[0]!.options;
  const bulk = sharedBulk(batch);
  const steps = batchSteps(
    batch.map((item) => item.work),
    optimistic === true,
    bulk !== undefined,
  );
  try {
    settle(
      batch,
      runBatch(steps, (step) => runStep(db, step, first, () => bulk!(batch.map((item) => item.options.bulk!.input)))),
    );
  } catch (error) {
    for (const item of batch) item.reject(error);
  }
}

/** The batch's bulk run, when every write names the same one. */
function sharedBulk(batch: readonly BridgeWrite[]): BulkRun<unknown> | undefined {
  const run = batch[0]!.options.bulk?.run as BulkRun<unknown> | undefined;
  return run && batch.every((item) => item.options.bulk?.run === run) ? run : undefined;
}

function runStep(
  db: Database,
  step: BatchStep<Work>,
  first: BatchOptions['first'],
  bulk: () => readonly unknown[] | undefined,
): unknown {
  if (typeof step === 'function') {
    const value = step();
    if (value instanceof Promise) throw new Error('atomic work must be synchronous');
    return value;
  }
  if (step === 'first') return first?.(db);
  if (step === 'bulk') return bulk();
  return sql(db, step).run();
}
