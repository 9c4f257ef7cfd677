import { NoResultError, type Compilable, type CompiledQuery, type QueryResult, type SelectQueryNode } from 'kysely';
import type { Queries } from './loyalty-db.js';

/** Where a parameter's value is found among a call's arguments: the argument's index, then property names. */
type Path = readonly [number, ...string[]];

/** The placeholders handed to `build`, and the path each stands for. */
const paths = new WeakMap<object, Path>();

/**
 * Stands for an argument (or a property of one, at any depth: `line.code`, `lines[2].code`) while a prepared query is
 * built; replaced by the value at its path when the query runs.
 */
function placeholder(path: Path): object {
  const children = new Map<string, object>();
  const proxy = new Proxy(Object.create(null) as object, {
    get: (_, key) => {
      if (typeof key !== 'string') return undefined;
      let child = children.get(key);
      if (!child) children.set(key, (child = placeholder([...path, key])));
      return child;
    },
  });
  paths.set(proxy, path);
  return proxy;
}

/** The value at `path`; a missing one is a bug of the caller (a prepared query cannot leave a column out, as Kysely does). */
function valueAt(args: readonly unknown[], path: Path): unknown {
  let value: unknown = args[path[0]];
  for (let i = 1; i < path.length; i++) value = (value as Record<string, unknown> | undefined)?.[path[i]!];
  if (value === undefined) throw new TypeError(`a prepared query's argument ${path.join('.')} is undefined`);
  return value;
}

/** A query compiled for one engine: its SQL and, per parameter, the path of its value (or undefined: a constant). */
interface Template<O> {
  readonly compiled: CompiledQuery<O>;
  readonly slots: readonly (Path | undefined)[];
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
 * without building or compiling a query per request. `build` must hand its arguments (and their properties) to Kysely as
 * values only (compare, insert, set; `eb.val(x)` where Kysely would write a number into the SQL), never compute with
 * them or branch on them: what it receives while compiling are placeholders. A shape that varies (an order's line
 * count) takes one PreparedQuery per shape (preparedPerShape).
 */
export class PreparedQuery<A extends readonly unknown[], O> {
  /** Per engine, keyed by the Kysely adapter its instances (and their transactions) share. */
  private readonly templates = new WeakMap<object, Template<O>>();

  constructor(private readonly build: (q: Queries, ...args: A) => Compilable<O>) {}

  /** The query's result: rows, and the affected rows of a change. */
  async run(q: Queries, ...args: A): Promise<QueryResult<O>> {
    const template = this.templateFor(q);
    const parameters = template.slots.map((path, i) =>
      path === undefined ? template.compiled.parameters[i] : valueAt(args, path),
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
      const placeholders = Array.from({ length: maxArguments }, (_, i) => placeholder([i]));
      const compiled = this.build(q, ...(placeholders as unknown as A)).compile();
      const slots = compiled.parameters.map((p) => (typeof p === 'object' && p !== null ? paths.get(p) : undefined));
      template = { compiled, slots };
      this.templates.set(engine, template);
    }
    return template;
  }
}

/** One PreparedQuery per shape (`key`: what decides the SQL's shape, e.g. an order's line count), made on first use. */
export function preparedPerShape<K, A extends readonly unknown[], O>(
  build: (key: K) => (q: Queries, ...args: A) => Compilable<O>,
): (key: K) => PreparedQuery<A, O> {
  const byShape = new Map<K, PreparedQuery<A, O>>();
  return (key) => {
    let prepared = byShape.get(key);
    if (!prepared) byShape.set(key, (prepared = new PreparedQuery(build(key))));
    return prepared;
  };
}
