import type { Database } from 'better-sqlite3';
import { sql } from './statements.js';

/**
 * Runs `work` all or nothing: in a savepoint when a transaction is open, else in BEGIN IMMEDIATE ... COMMIT. Unlike
 * `db.transaction(fn)` it builds no wrapper functions per call, which matters on the order path.
 */
export function atomic<T>(db: Database, work: () => T): T {
  const nested = db.inTransaction;
  sql(db, nested ? 'SAVEPOINT atomic' : 'BEGIN IMMEDIATE').run();
  try {
    const result = work();
    if (result instanceof Promise) throw new Error('atomic work must be synchronous');
    sql(db, nested ? 'RELEASE atomic' : 'COMMIT').run();
    return result;
  } catch (error) {
    if (db.inTransaction) {
      if (nested) {
        sql(db, 'ROLLBACK TO atomic').run();
        sql(db, 'RELEASE atomic').run();
      } else sql(db, 'ROLLBACK').run();
    }
    throw error;
  }
}
