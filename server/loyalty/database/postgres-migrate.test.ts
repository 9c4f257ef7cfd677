import pg from 'pg';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoyaltyMigration } from './migrations/loyalty-migration.js';
import { loyaltyMigrations } from './migrations/index.js';
import { createTestDatabase, type TestDatabase } from '../test-support/postgres-test-db.js';
import { PostgresTooNewError } from '../../errors/database-errors.js';
import { migratePostgres, schemaVersionOf } from './postgres-migrate.js';

const silent = pino({ level: 'silent' });

/** The version table's rows, oldest first. */
async function versionRows(pool: pg.Pool): Promise<{ version: number; name: string }[]> {
  return (
    await pool.query<{ version: number; name: string }>('SELECT version, name FROM tillbridge_schema ORDER BY version')
  ).rows;
}

async function tableExists(pool: pg.Pool, table: string): Promise<boolean> {
  return (
    (await pool.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [table])).rows[0]!.found !==
    null
  );
}

describe('migratePostgres', () => {
  let database: TestDatabase;
  const pools: pg.Pool[] = [];
  const poolOf = (url = database.url): pg.Pool => {
    const pool = new pg.Pool({ connectionString: url });
    pools.push(pool);
    return pool;
  };
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((pool) => pool.end()));
    await database.drop();
  });

  it('brings an empty database to the latest version, records each migration once and logs what it did', async () => {
    const pool = poolOf();
    const logged: { msg: string; from?: number; to?: number }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });
    expect(await schemaVersionOf(pool)).toBe(0);
    expect(await migratePostgres(pool, loyaltyMigrations, logger)).toEqual({ from: 0, to: loyaltyMigrations.length });
    expect(await schemaVersionOf(pool)).toBe(loyaltyMigrations.length);
    expect(await versionRows(pool)).toEqual(loyaltyMigrations.map(({ version, name }) => ({ version, name })));
    expect(await migratePostgres(pool, loyaltyMigrations, logger)).toEqual({
      from: loyaltyMigrations.length,
      to: loyaltyMigrations.length,
    });
    expect(logged).toEqual([
      expect.objectContaining({ msg: 'migrated the loyalty database', from: 0, to: loyaltyMigrations.length }),
    ]);
  });

  it('applies only the pending migrations to a database at an older version', async () => {
    const pool = poolOf();
    await migratePostgres(pool, loyaltyMigrations.slice(0, 2), silent);
    expect(await migratePostgres(pool, loyaltyMigrations, silent)).toEqual({ from: 2, to: loyaltyMigrations.length });
    expect((await versionRows(pool)).map((row) => row.version)).toEqual(loyaltyMigrations.map((m) => m.version));
  });

  it('refuses a database a newer Tillbridge migrated, naming it without its password, and writes nothing', async () => {
    const pool = poolOf();
    await migratePostgres(pool, loyaltyMigrations.slice(0, 2), silent);
    const before = await versionRows(pool);
    const refusal = migratePostgres(pool, loyaltyMigrations.slice(0, 1), silent);
    await expect(refusal).rejects.toThrowError(PostgresTooNewError);
    const message = await refusal.catch((error: Error) => error.message);
    const url = new URL(database.url);
    expect(message).toContain(`Database postgres://${url.username}@${url.host}${url.pathname} has schema version 2,`);
    expect(message).toContain(
      'newer than this Tillbridge knows (1), and was left as it is: install the newer Tillbridge',
    );
    expect(message).not.toContain(url.password);
    expect(await versionRows(pool)).toEqual(before);
    expect(await tableExists(pool, 'guest_limit_hits')).toBe(false);
  });

  it('leaves the database as it was when a migration fails', async () => {
    const pool = poolOf();
    const broken: LoyaltyMigration = {
      version: loyaltyMigrations.length + 1,
      name: 'broken',
      up: () => undefined,
      postgres: 'CREATE TABLE x (;',
    };
    await expect(migratePostgres(pool, [...loyaltyMigrations, broken], silent)).rejects.toThrow(/syntax error/);
    expect(await schemaVersionOf(pool)).toBe(0);
    expect(await tableExists(pool, 'tillbridge_schema')).toBe(false);
    expect(await tableExists(pool, 'scopes')).toBe(false);
  });

  it('refuses a list whose versions are not 1, 2, 3…', async () => {
    await expect(migratePostgres(poolOf(), loyaltyMigrations.slice(1), silent)).rejects.toThrow(/out of order/);
  });

  it('lets 5 instances start at once on an empty database: all come up, each migration is applied once', async () => {
    const starts = await Promise.all(
      Array.from({ length: 5 }, () => migratePostgres(poolOf(), loyaltyMigrations, silent)),
    );
    const latest = loyaltyMigrations.length;
    expect(starts.filter((start) => start.from === 0)).toEqual([{ from: 0, to: latest }]);
    expect(starts.filter((start) => start.from === latest)).toHaveLength(4);
    expect(await versionRows(poolOf())).toEqual(loyaltyMigrations.map(({ version, name }) => ({ version, name })));
  });
});
