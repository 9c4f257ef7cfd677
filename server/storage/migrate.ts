import type { Database } from 'better-sqlite3';
import { checkMigrationOrder, type Migration } from './migration.js';
import { DatabaseTooNewError } from '../errors/storage-errors.js';

export interface MigrationResult {
  readonly from: number;
  readonly to: number;
}

/**
 * Applies every pending migration in one transaction and records the new `PRAGMA user_version`; refuses a newer
 * database. The version that decides is read inside the write transaction (BEGIN IMMEDIATE), so that of several
 * processes opening one new file at once, those that waited for the first see the schema it created.
 */
export function migrate(db: Database, migrations: readonly Migration[], file: string): MigrationResult {
  checkMigrationOrder(migrations);
  const to = migrations.length;
  const version = (): number => db.pragma('user_version', { simple: true }) as number;
  const pending = (from: number): boolean => {
    if (from > to) throw new DatabaseTooNewError(file, from, to);
    return from < to;
  };
  /** A first look without a lock: a file at the latest version (or a newer one) needs no write transaction. */
  if (!pending(version())) return { from: to, to };
  return db
    .transaction((): MigrationResult => {
      const from = version();
      if (pending(from)) {
        for (const migration of migrations.slice(from)) migration.up(db);
        db.pragma(`user_version = ${to}`);
      }
      return { from, to };
    })
    .immediate();
}
