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
 * BEGIN IMMEDIATE transaction, each in a savepoint of its own so that a refusal undoes only its own changes; all are
 * settled after the one COMMIT (synchronous=FULL: one fsync). Reads wait for the connection while a batch holds it.
 */
export class SqliteGroupCommit<S> {
  private items: Pending<S>[] = [];
  private scheduled = false;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly kysely: Kysely<S>,
    /** Runs first inside each batch's transaction. */
    private readonly first: () => void,
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
        await sql`BEGIN IMMEDIATE`.execute(q);
        try {
          this.first();
          const results: Outcome[] = [];
          for (const item of batch) results.push(await inSavepoint(q, item.work));
          await sql`COMMIT`.execute(q);
          return results;
        } catch (error) {
          await sql`ROLLBACK`.execute(q).catch(() => undefined);
          throw error;
        }
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
