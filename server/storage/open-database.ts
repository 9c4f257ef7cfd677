import BetterSqlite3, { type Database } from 'better-sqlite3';
import { StartupError } from '../core/startup-error.js';
import { inspectDatabase } from './inspect-database.js';
import { migrate } from './migrate.js';
import type { Migration } from './migration.js';
import { nativeBinding } from './sqlite-binding.js';

export type { Database } from 'better-sqlite3';
export { nativeBinding } from './sqlite-binding.js';

/**
 * Opens (or creates) a service's SQLite file: first inspected read-only (a newer or damaged file is refused before a
 * byte is written), then WAL, FULL sync, busy timeout, foreign keys, and migrations.
 */
export function openDatabase(file: string, migrations: readonly Migration[]): Database {
  inspectDatabase(file, migrations.length);
  let db: Database;
  try {
    const binding = nativeBinding();
    db = new BetterSqlite3(file, binding ? { nativeBinding: binding } : {});
  } catch (error) {
    throw new StartupError(`Cannot open database ${file}: ${(error as Error).message}.`);
  }
  try {
    db.pragma('busy_timeout = 5000');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    migrate(db, migrations, file);
    return db;
  } catch (error) {
    db.close();
    if (error instanceof StartupError) throw error;
    throw new StartupError(`Cannot use database ${file}: ${(error as Error).message}.`);
  }
}
