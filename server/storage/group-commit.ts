/**
 * The group commit of SQLite writes, one algorithm for the bridge (writeBatch: synchronous writes on better-sqlite3)
 * and the loyalty service (SqliteGroupCommit: async writes on Kysely's one connection). Writes that arrive while a batch
 * waits (an adaptive window of event-loop turns) run in arrival order in one BEGIN IMMEDIATE transaction, first without
 * a savepoint per write; should one of several throw, the batch is rolled back and run again with a savepoint per write,
 * so that a refusal undoes only its own changes (writes touch nothing but the database, so running one twice is safe).
 * `batchSteps` says what to run; a driver (`runBatch` here, or an async one) runs each step on its connection.
 */

/** Event-loop turns a batch may wait for more writes while they keep arriving (adaptive group commit). */
export const maxBatchTurns = 3;

/** A write's result: its value, or what it threw. */
export type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** A write waiting for its batch. */
export interface Pending<W> {
  readonly work: W;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

type Statement = 'BEGIN IMMEDIATE' | 'COMMIT' | 'ROLLBACK' | 'SAVEPOINT write' | 'RELEASE write' | 'ROLLBACK TO write';

/**
 * One step of a batch for its driver: an SQL statement, `first` (the hook that runs first in each transaction), `bulk`
 * (one run that settles every write of the batch: its values, or undefined to decline) or a write (its value). A step
 * that throws is thrown back into the steps.
 */
export type BatchStep<W> = Statement | 'first' | 'bulk' | W;

/**
 * The steps of one batch. `optimistic`: first without savepoints (else with them at once); `bulk`: that run starts with
 * the batch's bulk run. A lone write that throws is not run again: its batch is rolled back.
 */
export function* batchSteps<W>(
  works: readonly W[],
  optimistic: boolean,
  bulk: boolean,
): Generator<BatchStep<W>, Outcome[], unknown> {
  if (optimistic) {
    const straight = yield* inTransaction(runStraight(works, bulk));
    if (straight) return straight;
  }
  return (yield* inTransaction(runInSavepoints(works)))!;
}

/** Runs a batch's steps on a synchronous connection: `run` runs one step and gives its result. */
export function runBatch<W>(
  steps: Generator<BatchStep<W>, Outcome[], unknown>,
  run: (step: BatchStep<W>) => unknown,
): Outcome[] {
  let next = steps.next();
  while (!next.done) {
    let result: unknown;
    try {
      result = run(next.value);
    } catch (error) {
      next = steps.throw(error);
      continue;
    }
    next = steps.next(result);
  }
  return next.value;
}

/** Runs a batch's steps on an asynchronous connection: `run` runs one step and resolves to its result. */
export async function runBatchAsync<W>(
  steps: Generator<BatchStep<W>, Outcome[], unknown>,
  run: (step: BatchStep<W>) => Promise<unknown>,
): Promise<Outcome[]> {
  let next = steps.next();
  while (!next.done) {
    let result: unknown;
    try {
      result = await run(next.value);
    } catch (error) {
      next = steps.throw(error);
      continue;
    }
    next = steps.next(result);
  }
  return next.value;
}

/** Answers each write of the batch with its outcome. */
export function settle<W>(batch: readonly Pending<W>[], outcomes: readonly Outcome[]): void {
  batch.forEach((item, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) item.resolve(outcome.value);
    else item.reject(outcome.error);
  });
}

/** Writes waiting for their batch: the first one opens the adaptive window, after which `flush` takes them all. */
export class BatchQueue<P> {
  private items: P[] = [];

  constructor(private readonly flush: (batch: P[]) => void) {}

  get waiting(): boolean {
    return this.items.length > 0;
  }

  push(item: P): void {
    this.items.push(item);
    if (this.items.length > 1) return;
    afterBatchWindow(
      () => this.items.length,
      () => {
        const batch = this.items;
        this.items = [];
        this.flush(batch);
      },
    );
  }
}

/**
 * The adaptive wait: one event-loop turn, and one more, up to `maxBatchTurns`, whenever the last turn brought more
 * writes; then `flush`. A lone write waits one turn, a burst of requests shares fewer, larger commits.
 */
function afterBatchWindow(queued: () => number, flush: () => void): void {
  let seen = queued();
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

/**
 * BEGIN IMMEDIATE, `first`, then `run`: its outcomes are committed when one of them succeeded, else rolled back (a lone
 * write that threw); undefined (rolled back) when `run` declines.
 */
function* inTransaction<W>(
  run: Generator<BatchStep<W>, Outcome[] | undefined, unknown>,
): Generator<BatchStep<W>, Outcome[] | undefined, unknown> {
  yield 'BEGIN IMMEDIATE';
  try {
    yield 'first';
    const outcomes = yield* run;
    yield outcomes?.some((outcome) => outcome.ok) ? 'COMMIT' : 'ROLLBACK';
    return outcomes;
  } catch (error) {
    try {
      yield 'ROLLBACK';
    } catch {
      /** The failed statement already ended the transaction. */
    }
    throw error;
  }
}

/** Every write of the batch in a row (or the bulk run), no savepoints; undefined when one of several throws. */
function* runStraight<W>(works: readonly W[], bulk: boolean): Generator<BatchStep<W>, Outcome[] | undefined, unknown> {
  if (bulk) {
    let values: readonly unknown[] | undefined;
    try {
      values = (yield 'bulk') as readonly unknown[] | undefined;
    } catch {
      return undefined;
    }
    if (values) {
      if (values.length !== works.length)
        throw new Error(`a bulk run answered ${values.length} of ${works.length} writes`);
      return values.map((value): Outcome => ({ ok: true, value }));
    }
  }
  const outcomes: Outcome[] = [];
  for (const work of works) {
    try {
      outcomes.push({ ok: true, value: yield work });
    } catch (error) {
      if (works.length > 1) return undefined;
      outcomes.push({ ok: false, error });
    }
  }
  return outcomes;
}

/** Each write in its own savepoint: a refusal undoes only its own changes. */
function* runInSavepoints<W>(works: readonly W[]): Generator<BatchStep<W>, Outcome[], unknown> {
  const outcomes: Outcome[] = [];
  for (const work of works) {
    yield 'SAVEPOINT write';
    try {
      const value = yield work;
      yield 'RELEASE write';
      outcomes.push({ ok: true, value });
    } catch (error) {
      yield 'ROLLBACK TO write';
      yield 'RELEASE write';
      outcomes.push({ ok: false, error });
    }
  }
  return outcomes;
}
