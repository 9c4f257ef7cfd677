import type { Kysely } from 'kysely';
import {
  batchSteps,
  BatchQueue,
  runBatchAsync,
  settle,
  type BatchStep,
  type Outcome,
  type Pending,
} from '../../storage/group-commit.js';

type Work<S> = (q: Kysely<S>) => Promise<unknown>;

export interface GroupCommitOptions<S> {
  /** Runs first inside each batch's transaction, with the Kysely instance that holds the connection for the batch. */
  readonly first: (q: Kysely<S>) => void;
  /**
   * Runs a batch's own statements (BEGIN, savepoints, COMMIT, the synchronous pragma) straight on the connection the
   * batch holds, without building a Kysely query for each.
   */
  readonly exec: (statement: string) => void;
  /**
   * Makes a batch durable off the main thread (the fsync of the WAL on libuv's thread pool, syncWal): the batch then
   * commits with `synchronous = NORMAL` (no fsync on the main thread, FULL again after it) and settles once this
   * resolves. Without it, the COMMIT itself fsyncs (FULL).
   */
  readonly sync?: (() => Promise<void>) | undefined;
}

/**
 * Group commit of async writes on SQLite's one connection (the algorithm of storage/group-commit.ts, which the bridge's
 * writeBatch shares). All are settled once the one COMMIT is durable: its fsync (`sync`) runs off the main thread while
 * the next batch already runs. Reads wait for the connection while a batch holds it; one that comes after a COMMIT may
 * see that batch before its fsync has ended (the batch's writers are answered after it).
 */
export class SqliteGroupCommit<S> {
  private readonly queue = new BatchQueue<Pending<Work<S>>>((batch) => {
    this.running = this.running.then(() => this.flush(batch));
  });
  private running: Promise<void> = Promise.resolve();
  /** Batches committed and waiting for their fsync. */
  private readonly syncing = new Set<Promise<void>>();

  constructor(
    private readonly kysely: Kysely<S>,
    private readonly options: GroupCommitOptions<S>,
  ) {}

  write<T>(work: (q: Kysely<S>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  /** Settles once every write queued so far is committed or refused. */
  async drain(): Promise<void> {
    while (this.queue.waiting) await this.running.then(() => new Promise(setImmediate));
    await this.running;
    await Promise.all(this.syncing);
  }

  private async flush(batch: readonly Pending<Work<S>>[]): Promise<void> {
    let outcomes: Outcome[];
    try {
      outcomes = await this.kysely.connection().execute((q) => this.run(q, batch));
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    const sync = this.options.sync;
    if (!sync || !outcomes.some((outcome) => outcome.ok)) return settle(batch, outcomes);
    /** Not awaited: the next batch runs while this one's fsync does. A failed fsync fails the batch's writes. */
    const synced = sync().then(
      () => settle(batch, outcomes),
      (error: unknown) => batch.forEach((item) => item.reject(error)),
    );
    this.syncing.add(synced);
    void synced.finally(() => this.syncing.delete(synced));
  }

  /** The batch's steps on the connection `q` holds; with `sync`, its COMMIT is not fsynced on the main thread. */
  private async run(q: Kysely<S>, batch: readonly Pending<Work<S>>[]): Promise<Outcome[]> {
    const steps = batchSteps(
      batch.map((item) => item.work),
      true,
      false,
    );
    const runStep = async (step: BatchStep<Work<S>>): Promise<unknown> => {
      if (typeof step === 'function') return step(q);
      if (step === 'first') return this.options.first(q);
      /** No bulk runs here: every other step is a statement. */
      if (step !== 'bulk') this.options.exec(step);
      return undefined;
    };
    if (!this.options.sync) return runBatchAsync(steps, runStep);
    this.options.exec('PRAGMA synchronous = NORMAL');
    try {
      return await runBatchAsync(steps, runStep);
    } finally {
      this.options.exec('PRAGMA synchronous = FULL');
    }
  }
}
