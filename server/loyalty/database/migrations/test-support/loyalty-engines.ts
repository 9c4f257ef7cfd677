import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import type { LoyaltyEngine } from '../../loyalty-db.js';
import type { LoyaltySchema } from '../../loyalty-schema.js';
import { migratePostgres, schemaVersionOf } from '../../postgres-migrate.js';
import { postgresTypes } from '../../postgres-types.js';
import { createTestDatabase } from '../../../test-support/postgres-test-db.js';
import { migrate } from '../../../../storage/migrate.js';
import { loyaltyMigrations } from '../index.js';

export const engines: readonly LoyaltyEngine[] = ['sqlite', 'postgres'];

/** A column as both engines can describe it: its type in SQLite's words (bigint is INTEGER), whether it may be NULL. */
export interface Column {
  readonly table: string;
  readonly name: string;
  readonly type: string;
  readonly nullable: boolean;
}

/** PostgreSQL's names of the types the loyalty schema uses, in SQLite's words; any other stays as it is. */
const sqliteWords: Record<string, string> = { bigint: 'INTEGER', text: 'TEXT' };

/** A new, empty loyalty database on one engine, for the tests of the migrations. */
export interface EngineUnderTest {
  readonly engine: LoyaltyEngine;
  /** The database through the query builder, so that one statement runs on both engines. */
  readonly db: Kysely<LoyaltySchema>;
  /** Applies the first `count` loyalty migrations (the engine's own runner). */
  migrateTo(count: number): Promise<{ from: number; to: number }>;
  /** The schema version the engine records (SQLite's user_version, PostgreSQL's tillbridge_schema). */
  version(): Promise<number>;
  /** The loyalty tables, sorted (without the engine's own or the migration runner's). */
  tables(): Promise<string[]>;
  /** Every column of the loyalty tables, by table and name. */
  columns(): Promise<Column[]>;
  /** The indexes made with CREATE INDEX (not those behind PRIMARY KEY and UNIQUE), sorted. */
  indexes(): Promise<string[]>;
  close(): Promise<void>;
}

export async function openEngine(engine: LoyaltyEngine): Promise<EngineUnderTest> {
  return engine === 'sqlite' ? openSqlite() : openPostgres();
}

function openSqlite(): EngineUnderTest {
  const raw = new BetterSqlite3(':memory:');
  raw.pragma('foreign_keys = ON');
  const db = new Kysely<LoyaltySchema>({ dialect: new SqliteDialect({ database: raw }) });
  return {
    engine: 'sqlite',
    db,
    migrateTo: (count) => Promise.resolve(migrate(raw, loyaltyMigrations.slice(0, count), 'memory')),
    version: () => Promise.resolve(raw.pragma('user_version', { simple: true }) as number),
    async tables() {
      return (
        await sql<{ name: string }>`
        SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%' ORDER BY name
      `.execute(db)
      ).rows.map((row) => row.name);
    },
    async columns() {
      const { rows } = await sql<{ table: string; name: string; type: string; notnull: number; pk: number }>`
        SELECT m.name AS "table", c.name, c.type, c."notnull", c.pk
        FROM sqlite_master m, pragma_table_info(m.name) c
        WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite%'
        ORDER BY m.name, c.name
      `.execute(db);
      /** A STRICT table's primary key is NOT NULL whether it says so or not (table_info tells only what it says). */
      return rows.map((row) => ({
        table: row.table,
        name: row.name,
        type: row.type,
        nullable: row.notnull === 0 && row.pk === 0,
      }));
    },
    async indexes() {
      return (
        await sql<{ name: string }>`
        SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name
      `.execute(db)
      ).rows.map((row) => row.name);
    },
    close: () => db.destroy(),
  };
}

async function openPostgres(): Promise<EngineUnderTest> {
  const database = await createTestDatabase();
  const pool = new pg.Pool({ connectionString: database.url, types: postgresTypes });
  /** The drop at close ends (57P01) connections the ended pool may not have closed yet: expected, not a failure. */
  pool.on('error', () => undefined);
  const db = new Kysely<LoyaltySchema>({ dialect: new PostgresDialect({ pool }) });
  const logger = pino({ level: 'silent' });
  return {
    engine: 'postgres',
    db,
    migrateTo: (count) => migratePostgres(pool, loyaltyMigrations.slice(0, count), logger),
    version: () => schemaVersionOf(pool),
    async tables() {
      return (
        await sql<{ name: string }>`
        SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_name <> 'tillbridge_schema'
        ORDER BY table_name COLLATE "C"
      `.execute(db)
      ).rows.map((row) => row.name);
    },
    async columns() {
      const { rows } = await sql<{ table: string; name: string; type: string; nullable: string }>`
        SELECT table_name AS "table", column_name AS name, data_type AS type, is_nullable AS nullable
        FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name <> 'tillbridge_schema'
        ORDER BY table_name COLLATE "C", column_name COLLATE "C"
      `.execute(db);
      return rows.map((row) => ({
        table: row.table,
        name: row.name,
        type: sqliteWords[row.type] ?? row.type,
        nullable: row.nullable === 'YES',
      }));
    },
    async indexes() {
      return (
        await sql<{ name: string }>`
        SELECT indexname AS name FROM pg_indexes i
        WHERE schemaname = current_schema() AND tablename <> 'tillbridge_schema'
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
        ORDER BY indexname COLLATE "C"
      `.execute(db)
      ).rows.map((row) => row.name);
    },
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}

/** What kind of rule refused a statement, the same words on both engines. */
export type RefusalKind = 'check' | 'unique' | 'not-null' | 'foreign-key' | 'raised';

const kindsByCode: Record<string, RefusalKind> = {
  SQLITE_CONSTRAINT_CHECK: 'check',
  SQLITE_CONSTRAINT_UNIQUE: 'unique',
  SQLITE_CONSTRAINT_PRIMARYKEY: 'unique',
  SQLITE_CONSTRAINT_NOTNULL: 'not-null',
  SQLITE_CONSTRAINT_FOREIGNKEY: 'foreign-key',
  SQLITE_CONSTRAINT_TRIGGER: 'raised',
  '23514': 'check',
  '23505': 'unique',
  '23502': 'not-null',
  '23503': 'foreign-key',
  P0001: 'raised',
};

/** Runs a statement that must be refused; resolves to the kind of the refusal and the database's message. */
export async function refusal(statement: Promise<unknown>): Promise<{ kind: RefusalKind; message: string }> {
  try {
    await statement;
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    const kind = code === undefined ? undefined : kindsByCode[code];
    if (kind) return { kind, message };
    throw error;
  }
  throw new Error('the statement was not refused');
}
