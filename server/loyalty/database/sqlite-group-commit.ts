import { sql, type Kysely } from 'kysely';
import { afterBatchWindow } from '../../storage/write-batch.js';

interface Pending<S> {
  readonly work: (q: Kysely<S>) => Promise<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Group commit of async writes on SQLite's one connection: every write that arrives while a batch waits (the same
 * adaptive window as the bridge's writeBatch, `afterBatchWindow`) runs in arrival order in one
 * BEGIN IMMEDIATE transaction. It runs them without savepoints first; should one of them throw, the batch is rolled back
 * and run again with a savepoint per write, so that a refusal undoes only its own changes (writes touch nothing but the
 * database, so running one twice is safe). All are settled after the one COMMIT (synchronous=FULL: one fsync). Reads wait for the connection while a batch holds it.
 */
export class SqliteGroupCommit<S> {
  private items: Pending<S>[] = [];
  private scheduled = false;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly kysely: Kysely<S>,
    /** Runs first inside each batch's transaction, with the Kysely instance that holds the connection for the batch. */
    private readonly first: (q: Kysely<S>) => void,
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
    batch.forEach((item, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
  }

  /**
   * BEGIN IMMEDIATE, then `run`: its outcomes are committed when one of them succeeded, else rolled back (a lone write
   * that threw); undefined (rolled back) when `run` declines.
   */
  private async inTransaction(q: Kysely<S>, run: () => Promise<Outcome[] | undefined>): Promise<Outcome[] | undefined> {
    await sql`BEGIN IMMEDIATE`.execute(q);
    try {
      this.first(q);
      const outcomes = await run();
      if (outcomes?.some((outcome) => outcome.ok)) await sql`COMMIT`.execute(q);
      else await sql`ROLLBACK`.execute(q);
      return outcomes;
    } catch (error) {
      await sql`ROLLBACK`.execute(q).catch(() => undefined);
      throw error;
    }
  }
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
