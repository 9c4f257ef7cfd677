import type { Database } from 'better-sqlite3';

/** The names of a database's own indexes (not the automatic ones), sorted: for migration tests. */
export const indexNames = (db: Database): string[] =>
  db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name")
    .pluck()
    .all() as string[];

/** SQLite's plan for a query, its steps joined by `; ` (e.g. `SEARCH payments USING INDEX …`). */
export const queryPlan = (db: Database, query: string, ...params: unknown[]): string =>
  (db.prepare(`EXPLAIN QUERY PLAN ${query}`).all(...params) as { detail: string }[])
    .map((row) => row.detail)
    .join('; ');
