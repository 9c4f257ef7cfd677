import type { Database } from 'better-sqlite3';
import { atomic } from './atomic.js';
import { sql } from './statements.js';

/**
 * Runs `work` in one transaction whose COMMIT is not fsynced (WAL, `synchronous=NORMAL` for that commit only). It
 * survives a crash of the process, since the WAL is already in the OS; a power cut may lose it until the next durable
 * commit or checkpoint, which syncs it along. Only for writes whose loss on a power cut harms nothing: no outside call
 * and no reply may depend on them (docs/architecture.md, "Durability").
 */
export function atomicUnsynced<T>(db: Database, work: () => T): T {
  if (db.inTransaction) return atomic(db, work);
  const level = sql(db, 'PRAGMA synchronous').pluck().get() as number;
  sql(db, 'PRAGMA synchronous = NORMAL').run();
  try {
    return atomic(db, work);
  } finally {
    sql(db, `PRAGMA synchronous = ${level}`).run();
  }
}
