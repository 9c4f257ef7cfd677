import type { Database, Statement } from 'better-sqlite3';

const caches = new WeakMap<Database, Map<string, Statement>>();

/**
 * `db.prepare(sql)`, compiled once per database and reused: the terminal runs the same few statements on every payment,
 * and compiling them each time cost more than running them (bench/terminal-bench.ts). A statement that is read with
 * `pluck()` must always be (the mode sticks to the cached statement).
 */
export function statement(db: Database, sql: string): Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let prepared = cache.get(sql);
  if (!prepared) {
    prepared = db.prepare(sql);
    cache.set(sql, prepared);
  }
  return prepared;
}
