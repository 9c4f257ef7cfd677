import { Kysely, SqliteDialect, sql as rawSql, type QueryResult } from 'kysely';
import { configVersion, configChanged, refreshDataVersion } from './config-version.js';
import { loyaltyMigrations } from './migrations/index.js';
import { openDatabase, type Database } from '../../storage/open-database.js';
import { syncWal, walOnDisk } from '../../storage/commit-then-sync.js';
import { sql } from '../../storage/statements.js';
import { LockFreeSqlite } from './lock-free-sqlite.js';
import { runDirectly } from './prepared-query.js';
import type { LoyaltyDb } from './loyalty-db.js';
import type { LoyaltySchema } from './loyalty-schema.js';
import { SqliteGroupCommit } from './sqlite-group-commit.js';

/** The loyalty database in one SQLite file (WAL, FULL sync), migrated on open; `raw` for the maintenance tools. */
export interface SqliteLoyaltyDb extends LoyaltyDb {
  readonly engine: 'sqlite';
  readonly raw: Database;
}

/** Opens (creating and migrating it if needed) a loyalty SQLite file; see openDatabase for what it refuses. */
export function openSqliteLoyaltyDb(file: string): SqliteLoyaltyDb {
  return sqliteLoyaltyDb(openDatabase(file, loyaltyMigrations));
}

/** The loyalty data layer over an open, migrated better-sqlite3 connection (which it then owns). */
export function sqliteLoyaltyDb(raw: Database): SqliteLoyaltyDb {
  const query = new Kysely<LoyaltySchema>({
    dialect: new SqliteDialect({
      /** Statements are prepared once per text and reused (the dialect would prepare every execution). */
      database: { prepare: (text: string) => sql(raw, text), close: () => raw.close() },
    }),
    plugins: [new LockFreeSqlite()],
  });
  /** A read runs at once unless a batch is open (it would see the batch's uncommitted writes): then it waits its turn. */
  runDirectly(query, (text, parameters) => (raw.inTransaction ? undefined : runStatement(raw, text, parameters)));
  const batches = new SqliteGroupCommit(query, {
    first(q) {
      refreshDataVersion(raw);
      runDirectly(q, (text, parameters) => runStatement(raw, text, parameters));
    },
    exec: (statement) => sql(raw, statement).run(),
    sync: walOnDisk(raw) ? () => syncWal(raw) : undefined,
  });
  return {
    engine: 'sqlite',
    raw,
    query,
    write: (work) => batches.write(work),
    configVersion: () => configVersion(raw),
    configChanged,
    async schemaVersion() {
      const { rows } = await rawSql<{ user_version: number }>`PRAGMA user_version`.execute(query);
      return rows[0]?.user_version ?? 0;
    },
    async close() {
      await batches.drain();
      await query.destroy();
    },
  };
}

/** What Kysely's SQLite connection does with a compiled query, on the cached statement and without its executor. */
function runStatement(raw: Database, text: string, parameters: readonly unknown[]): QueryResult<unknown> {
  const statement = sql(raw, text);
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}
