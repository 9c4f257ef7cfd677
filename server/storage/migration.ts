import type { Database } from 'better-sqlite3';

/** One step of a database's schema history; `version` is its position in the ordered list, counted from 1. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  up(db: Database): void;
}

/** Throws unless the list's versions are 1, 2, 3… in order (a programming error, not the user's). */
export function checkMigrationOrder(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(
        `migration list out of order: ${migration.name} has version ${migration.version}, expected ${index + 1}`,
      );
    }
  });
}
