import { sql, type Kysely } from 'kysely';
import { afterBatchWindow } from '../../storage/write-batch.js';

interface Pending<S> {
  readonly work: (q: Kysely<S>) => Promise<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export interface GroupCommitOptions<S> {
  /** Runs first inside each batch's transaction, with the Kysely instance that holds the connection for the batch. */
  readonly first: (q: Kysely<S>) => void;
  /**
   * Makes a batch durable off the main thread (the fsync of the WAL on libuv's thread pool, syncWal): the batch then
   * commits with `synchronous = NORMAL` (no fsync on the main thread, FULL again after it) and settles once this
   * resolves. Without it, the COMMIT itself fsyncs (FULL).
   */
  readonly sync?: (() => Promise<void>) | undefined;
}

/**
 * Group commit of async writes on SQLite's one connection: every write that arrives while a batch waits (the same
 * adaptive window as the bridge's writeBatch, `afterBatchWindow`) runs in arrival order in one
 * BEGIN IMMEDIATE transaction. It runs them without savepoints first; should one of them throw, the batch is rolled back
 * and run again with a savepoint per write, so that a refusal undoes only its own changes (writes touch nothing but the
 * database, so running one twice is safe). All are settled once the one COMMIT is durable: its fsync (`sync`) runs off
 * the main thread while the next batch already runs. Reads wait for the connection while a batch holds it; one that
 * comes after a COMMIT may see that batch before its fsync has ended (the batch's writers are answered after it).
 */
export class SqliteGroupCommit<S> {
  private items: Pending<S>[] = [];
  private scheduled = false;
  private running: Promise<void> = Promise.resolve();
  /** Batches committed and waiting for their fsync. */
  private readonly syncing = new Set<Promise<void>>();

  constructor(
    private readonly kysely: Kysely<S>,
    private readonly options: GroupCommitOptions<S>,
  ) {}

  write<T>(work: (q: Kysely<S>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.items.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.scheduled) this.schedule();
    });
  }

  /** Settles once every write queued so far is committed or refused. */
  async drain(): Promise<void> {
    while (this.scheduled || this.items.length > 0) await this.running.then(() => new Promise(setImmediate));
    await this.running;
    await Promise.all(this.syncing);
  }

  private schedule(): void {
    this.scheduled = true;
    afterBatchWindow(
      this.items.length,
      () => this.items.length,
      () => {
        const batch = this.items;
        this.items = [];
        this.scheduled = false;
        this.running = this.running.then(() => this.flush(batch));
      },
    );
  }

  private async flush(batch: readonly Pending<S>[]): Promise<void> {
    let outcomes: Outcome[];
    try {
      outcomes = await this.kysely.connection().execute(async (q) => {
        /** First without a savepoint per write (two statements each); only a batch where one throws runs again with them. */
        const straight = await this.inTransaction(q, () => runStraight(q, batch));
        return straight ?? (await this.inTransaction(q, () => runInSavepoints(q, batch)))!;
      });
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

  /**
   * BEGIN IMMEDIATE, then `run`: its outcomes are committed when one of them succeeded, else rolled back (a lone write
   * that threw); undefined (rolled back) when `run` declines.
   */
  private async inTransaction(q: Kysely<S>, run: () => Promise<Outcome[] | undefined>): Promise<Outcome[] | undefined> {
    if (this.options.sync) await sql`PRAGMA synchronous = NORMAL`.execute(q);
    try {
      await sql`BEGIN IMMEDIATE`.execute(q);
      try {
        this.options.first(q);
        const outcomes = await run();
        if (outcomes?.some((outcome) => outcome.ok)) await sql`COMMIT`.execute(q);
        else await sql`ROLLBACK`.execute(q);
        return outcomes;
      } catch (error) {
        await sql`ROLLBACK`.execute(q).catch(() => undefined);
        throw error;
      }
    } finally {
      if (this.options.sync) await sql`PRAGMA synchronous = FULL`.execute(q);
    }
  }
}

function settle<S>(batch: readonly Pending<S>[], outcomes: readonly Outcome[]): void {
  batch.forEach((item, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) item.resolve(outcome.value);
    else item.reject(outcome.error);
  });
}

/** Every write of the batch in a row, no savepoints; undefined (to be rolled back) when one of several throws. */
async function runStraight<S>(q: Kysely<S>, batch: readonly Pending<S>[]): Promise<Outcome[] | undefined> {
  const outcomes: Outcome[] = [];
  for (const item of batch) {
    try {
      outcomes.push({ ok: true, value: await item.work(q) });
    } catch (error) {
      if (batch.length > 1) return undefined;
      outcomes.push({ ok: false, error });
    }
  }
  return outcomes;
}

async function runInSavepoints<S>(q: Kysely<S>, batch: readonly Pending<S>[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const item of batch) outcomes.push(await inSavepoint(q, item.work));
  return outcomes;
}

async function inSavepoint<S>(q: Kysely<S>, work: (q: Kysely<S>) => Promise<unknown>): Promise<Outcome> {
  await sql`SAVEPOINT write`.execute(q);
  try {
    const value = await work(q);
    await sql`RELEASE write`.execute(q);
    return { ok: true, value };
  } catch (error) {
    await sql`ROLLBACK TO write`.execute(q);
    await sql`RELEASE write`.execute(q);
    return { ok: false, error };
  }
}
