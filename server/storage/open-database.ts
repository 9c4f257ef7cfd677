import BetterSqlite3, { SqliteError, type Database } from 'better-sqlite3';
import { StartupError } from '../errors/startup-error.js';
import { inspectDatabase } from './inspect-database.js';
import { migrate } from './migrate.js';
import type { Migration } from './migration.js';
import { nativeBinding } from './sqlite-binding.js';

export type { Database } from 'better-sqlite3';
export { nativeBinding } from './sqlite-binding.js';

const busyTimeoutMs = 5_000;

/**
 * Processes starting together on a new file can meet SQLITE_BUSY where SQLite does not wait (its deadlock avoidance,
 * e.g. while one switches the file to WAL and another migrates it): such a start-up step is tried again, for as long as
 * the busy timeout, a few tens of milliseconds apart.
 */
function retryWhileBusy<T>(step: () => T): T {
  const deadline = Date.now() + busyTimeoutMs;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      return step();
    } catch (error) {
      if (!(error instanceof SqliteError) || error.code !== 'SQLITE_BUSY' || Date.now() > deadline) throw error;
      Atomics.wait(pause, 0, 0, 20 + Math.floor(Math.random() * 30));
    }
  }
}

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
    db.pragma(`busy_timeout = ${busyTimeoutMs}`);
    retryWhileBusy(() => db.pragma('journal_mode = WAL'));
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    retryWhileBusy(() => migrate(db, migrations, file));
    return db;
  } catch (error) {
    db.close();
    if (error instanceof StartupError) throw error;
    throw new StartupError(`Cannot use database ${file}: ${(error as Error).message}.`);
  }
}
