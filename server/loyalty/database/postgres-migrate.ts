import type pg from 'pg';
import type { Logger } from 'pino';
import { redactedUrl } from './redacted-url.js';
import { checkMigrationOrder } from '../../storage/migration.js';
import type { LoyaltyMigration } from './migrations/loyalty-migration.js';
import { PostgresTooNewError } from '../../errors/database-errors.js';

/**
 * The advisory lock every instance takes to migrate: one fixed 64-bit key for the loyalty schema, the ASCII bytes of
 * "tbloyalt" (0x74626c6f79616c74); `pg_locks` shows it as classid 1952607343, objid 2036427892.
 */
export const migrationLockKey = '8386384682150882420';

/** One row per applied migration; the schema version is the highest `version`. */
const versionTable = 'tillbridge_schema';

/**
 * Brings a PostgreSQL database to the latest loyalty schema. Everything happens in one transaction under a
 * transaction-scoped advisory lock, so instances starting at once on an empty database wait for each other and the
 * schema is created once; a failure leaves the database as it was. A database a newer Tillbridge migrated is refused
 * before anything is written.
 */
export async function migratePostgres(
  pool: pg.Pool,
  migrations: readonly LoyaltyMigration[],
  logger: Logger,
): Promise<{ from: number; to: number }> {
  checkMigrationOrder(migrations);
  const to = migrations.length;
  const client = await pool.connect();
  try {
    /** Read committed: each statement after the lock sees what the instance that held it committed. */
    await client.query('BEGIN ISOLATION LEVEL READ COMMITTED');
    /** Building a large index may outlast the pool's statement timeout, and so may waiting for another instance. */
    await client.query('SET LOCAL statement_timeout = 0');
    await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
    const from = await versionOf(client);
    if (from > to) throw new PostgresTooNewError(databaseName(pool), from, to);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${versionTable} (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL)`,
    );
    for (const migration of migrations.slice(from)) {
      await client.query(migration.postgres);
      await client.query(`INSERT INTO ${versionTable} (version, name, applied_at) VALUES ($1, $2, now())`, [
        migration.version,
        migration.name,
      ]);
    }
    await client.query('COMMIT');
    if (from < to) logger.info({ from, to }, 'migrated the loyalty database');
    return { from, to };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The schema version of the database: the last migration applied, 0 when none. */
export async function schemaVersionOf(pool: pg.Pool): Promise<number> {
  const client = await pool.connect();
  try {
    return await versionOf(client);
  } finally {
    client.release();
  }
}

async function versionOf(client: pg.PoolClient): Promise<number> {
  const { rows } = await client.query<{ table: string | null }>(`SELECT to_regclass($1)::text AS table`, [
    versionTable,
  ]);
  if (!rows[0]?.table) return 0;
  const version = await client.query<{ version: number | null }>(`SELECT max(version) AS version FROM ${versionTable}`);
  return version.rows[0]?.version ?? 0;
}

/** The pool's database as a URL without its password, for messages. */
function databaseName(pool: pg.Pool): string {
  const { connectionString, user, host, port, database } = pool.options;
  if (connectionString) return redactedUrl(connectionString, '');
  return `postgres://${user ?? ''}@${host ?? 'localhost'}:${port ?? 5432}/${database ?? ''}`;
}
