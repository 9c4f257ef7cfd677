import { NoResultError, type Compilable, type CompiledQuery, type QueryResult, type SelectQueryNode } from 'kysely';
import type { Queries } from './loyalty-db.js';

/** Stands for the `index`-th argument while a prepared query is built; replaced by the value when it runs. */
class Slot {
  constructor(readonly index: number) {}
}

/** A query compiled for one engine: its SQL and, per parameter, the argument it takes (or the constant it keeps). */
interface Template<O> {
  readonly compiled: CompiledQuery<O>;
  readonly slots: readonly (number | undefined)[];
}

/**
 * Runs compiled SQL straight on SQLite's one connection, skipping Kysely's executor; undefined when it cannot now (the
 * query then waits for the connection through Kysely).
 */
export type DirectRunner = (sql: string, parameters: readonly unknown[]) => QueryResult<unknown> | undefined;

/** More arguments than any prepared query takes: `build` gets one placeholder each. */
const maxArguments = 16;

const directRunners = new WeakMap<Queries, DirectRunner>();

/**
 * Prepared queries on `q` run through `runner`: the Kysely instance of a write that holds SQLite's one connection for the
 * whole write, or the database's own for reads, whose runner declines while a write holds the connection.
 */
export function runDirectly(q: Queries, runner: DirectRunner): void {
  directRunners.set(q, runner);
}

/**
 * A query of fixed shape, written once with Kysely for both engines: built and compiled once per engine (the first time
 * it runs there), then run with each call's arguments in place of the placeholders. The hot order path runs this way
 * without building or compiling a query per request. `build` must hand its arguments to Kysely as values only (compare,
 * insert, set), never compute with them: what it receives while compiling are placeholders.
 */
export class PreparedQuery<A extends readonly unknown[], O> {
  /** Per engine, keyed by the Kysely adapter its instances (and their transactions) share. */
  private readonly templates = new WeakMap<object, Template<O>>();

  constructor(private readonly build: (q: Queries, ...args: A) => Compilable<O>) {}

  /** The query's result: rows, and the affected rows of a change. */
  async run(q: Queries, ...args: A): Promise<QueryResult<O>> {
    const template = this.templateFor(q);
    const parameters = template.slots.map((slot, i) =>
      slot === undefined ? template.compiled.parameters[i] : args[slot],
    );
    const direct = directRunners.get(q)?.(template.compiled.sql, parameters);
    if (direct) return direct as QueryResult<O>;
    return q.executeQuery({ ...template.compiled, parameters });
  }

  async rows(q: Queries, ...args: A): Promise<O[]> {
    return (await this.run(q, ...args)).rows;
  }

  async first(q: Queries, ...args: A): Promise<O | undefined> {
    return (await this.run(q, ...args)).rows[0];
  }

  /** The first row; Kysely's NoResultError (as executeTakeFirstOrThrow) when there is none. */
  async firstOrThrow(q: Queries, ...args: A): Promise<O> {
    const [row] = (await this.run(q, ...args)).rows;
    if (row === undefined) throw new NoResultError(this.templateFor(q).compiled.query as SelectQueryNode);
    return row;
  }

  /** The rows a change (insert, update, delete) affected. */
  async changed(q: Queries, ...args: A): Promise<number> {
    return Number((await this.run(q, ...args)).numAffectedRows ?? 0);
  }

  private templateFor(q: Queries): Template<O> {
    const engine = q.getExecutor().adapter;
    let template = this.templates.get(engine);
    if (!template) {
      const placeholders = Array.from({ length: maxArguments }, (_, i) => new Slot(i));
      const compiled = this.build(q, ...(placeholders as unknown as A)).compile();
      const slots = compiled.parameters.map((p) => (p instanceof Slot ? p.index : undefined));
      template = { compiled, slots };
      this.templates.set(engine, template);
    }
    return template;
  }
}
