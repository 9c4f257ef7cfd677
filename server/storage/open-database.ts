import BetterSqlite3, { type Database } from 'better-sqlite3';
import { StartupError } from '../core/startup-error.js';
import { migrate } from './migrate.js';
import type { Migration } from './migration.js';
import { DatabaseDamagedError } from './storage-errors.js';

export type { Database } from 'better-sqlite3';

/** Native addon built for another runtime (the desktop shell sets this to its Electron build). */
export function nativeBinding(): string | undefined {
  return process.env.TILLBRIDGE_SQLITE_BINDING || undefined;
}

/** Opens (or creates) a service's SQLite file: WAL, FULL sync, busy timeout, foreign keys, quick check, then migrations. */
export function openDatabase(file: string, migrations: readonly Migration[]): Database {
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
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') {
      throw new DatabaseDamagedError(
        `Database ${file} is damaged (quick_check: ${String(check)}): restore it from a backup made with npm run backup.`,
      );
    }
    migrate(db, migrations, file);
    return db;
  } catch (error) {
    db.close();
    if (error instanceof StartupError) throw error;
    throw new StartupError(`Cannot use database ${file}: ${(error as Error).message}.`);
  }
}
