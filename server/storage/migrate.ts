import type { Database } from 'better-sqlite3';
import type { Migration } from './migration.js';
import { DatabaseTooNewError } from './storage-errors.js';

export interface MigrationResult {
  readonly from: number;
  readonly to: number;
}

/** Applies every pending migration in one transaction and records the new `PRAGMA user_version`; refuses a newer database. */
export function migrate(db: Database, migrations: readonly Migration[], file: string): MigrationResult {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(
        `migration list out of order: ${migration.name} has version ${migration.version}, expected ${index + 1}`,
      );
    }
  });
  const from = db.pragma('user_version', { simple: true }) as number;
  const to = migrations.length;
  if (from > to) {
    throw new DatabaseTooNewError(file, from, to);
  }
  if (from === to) return { from, to };
  db.transaction(() => {
    for (const migration of migrations.slice(from)) migration.up(db);
    db.pragma(`user_version = ${to}`);
  }).immediate();
  return { from, to };
}
