import type { Database, Statement } from 'better-sqlite3';

const caches = new WeakMap<Database, Map<string, Statement>>();

/** A prepared statement, compiled once per connection and reused (plain row mode each time it is handed out). */
export function sql(db: Database, text: string): Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(text);
  if (!statement) {
    statement = db.prepare(text);
    cache.set(text, statement);
  } else if (statement.reader) {
    statement.raw(false).pluck(false);
  }
  return statement;
}
