import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoyaltySchema } from '../loyalty-schema.js';
import { configChannel } from '../postgres-config-listener.js';
import { migratePostgres } from '../postgres-migrate.js';
import { postgresTypes } from '../postgres-types.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/postgres-test-db.js';
import { loyaltyMigrations } from './index.js';
import { ledgerEntry, now, seedCore } from './test-support/core-rows.js';
import { refusal } from './test-support/loyalty-engines.js';

describe('loyalty migration 0001-loyalty-core, what only PostgreSQL has', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let db: Kysely<LoyaltySchema>;
  /** A LISTEN connection of a test, ended here even when the test timed out (before its database is dropped). */
  let listener: pg.Client | undefined;
  beforeEach(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, types: postgresTypes });
    db = new Kysely<LoyaltySchema>({ dialect: new PostgresDialect({ pool }) });
    await migratePostgres(pool, loyaltyMigrations.slice(0, 1), pino({ level: 'silent' }));
  });
  afterEach(async () => {
    await listener?.end();
    listener = undefined;
    await db.destroy();
    await database.drop();
  });

  it('notifies the configuration channel once per committed change of a configuration table, and on nothing else', async () => {
    const { scopeId, networkId, keyId } = await seedCore(db);
    listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    const payloads: string[] = [];
    let wake: (() => void) | undefined;
    listener.on('notification', (notification) => {
      if (notification.channel === configChannel) payloads.push(notification.payload ?? '');
      wake?.();
    });
    await listener.query(`LISTEN ${configChannel}`);
    let fences = 0;
    /**
     * How many notifications a change made: after it, a fence of our own is notified; notifications arrive in commit
     * order, so those before the fence are the change's. The test's timeout bounds the wait.
     */
    const notificationsOf = async (change: () => Promise<unknown>): Promise<number> => {
      await change();
      const fence = `fence ${++fences}`;
      await sql`SELECT pg_notify(${configChannel}, ${fence})`.execute(db);
      while (!payloads.includes(fence)) await new Promise<void>((resolve) => (wake = resolve));
      return payloads.splice(0).length - 1;
    };
    const run = (statement: { execute(db: Kysely<LoyaltySchema>): Promise<unknown> }) => () => statement.execute(db);

    const lone = await db
      .insertInto('scopes')
      .values({ kind: 'venue', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const changes = [
      sql`INSERT INTO networks (code, name, scope_id, created_at) VALUES ('n2', 'N2', ${lone.id}, ${now})`,
      sql`UPDATE networks SET name = 'Renamed' WHERE code = 'n2'`,
      sql`DELETE FROM networks WHERE code = 'n2'`,
      sql`INSERT INTO venues (pos_object_id, uuid, name, scope_id, created_at) VALUES ('v2', 'u2', 'V2', ${lone.id}, ${now})`,
      sql`UPDATE venues SET name = 'Renamed' WHERE pos_object_id = 'v2'`,
      sql`DELETE FROM venues WHERE pos_object_id = 'v2'`,
      sql`INSERT INTO api_keys (key_hash, label, kind, created_at) VALUES ('h2', 'k2', 'b2b', ${now})`,
      sql`UPDATE api_keys SET revoked_at = ${now} WHERE key_hash = 'h2'`,
      sql`DELETE FROM api_keys WHERE key_hash = 'h2'`,
      sql`INSERT INTO api_key_scopes (api_key_id, network_id) VALUES (${keyId}, ${networkId})`,
      sql`UPDATE api_key_scopes SET network_id = ${networkId}`,
      sql`DELETE FROM api_key_scopes WHERE api_key_id = ${keyId}`,
      sql`INSERT INTO programmes (scope_id, uuid, name, max_bonus_share_bp) VALUES (${scopeId}, 'p', 'P', 100)`,
      sql`UPDATE programmes SET name = 'Renamed'`,
      sql`DELETE FROM programmes`,
      sql`INSERT INTO ranks (scope_id, position, name, threshold_minor, cashback_bp) VALUES (${scopeId}, 1, 'R', 0, 100)`,
      sql`UPDATE ranks SET name = 'Renamed'`,
      sql`DELETE FROM ranks`,
      sql`INSERT INTO campaigns (uuid, scope_id, name, description, type, starts_at, is_active)
          VALUES ('c', ${scopeId}, 'C', 'D', 'nonBought', ${now}, 1)`,
      sql`UPDATE campaigns SET is_active = 0`,
      sql`DELETE FROM campaigns`,
    ];
    for (const change of changes) expect(await notificationsOf(run(change)), change.compile(db).sql).toBe(1);
    /** One transaction changing several configuration tables: one notification (equal ones are folded on commit). */
    expect(
      await notificationsOf(() =>
        db.transaction().execute(async (t) => {
          await sql`UPDATE networks SET name = 'Again'`.execute(t);
          await sql`UPDATE venues SET name = 'Again'`.execute(t);
        }),
      ),
    ).toBe(1);
    expect(
      await notificationsOf(
        run(
          sql`INSERT INTO guests (scope_id, phone, created_at, updated_at) VALUES (${scopeId}, '+1', ${now}, ${now})`,
        ),
      ),
    ).toBe(0);
    expect(
      await notificationsOf(() =>
        db
          .transaction()
          .execute(async (t) => {
            await sql`UPDATE venues SET name = 'Gone'`.execute(t);
            throw new Error('undone');
          })
          .catch(() => undefined),
      ),
    ).toBe(0);
  });

  it('refuses to empty the ledger with TRUNCATE, which skips row triggers', async () => {
    const { guestId } = await seedCore(db);
    await db
      .insertInto('bonus_ledger')
      .values(ledgerEntry(guestId, 'l-1', 500, 500))
      .execute();
    expect(await refusal(sql`TRUNCATE bonus_ledger`.execute(db))).toMatchObject({
      kind: 'raised',
      message: expect.stringContaining('the bonus ledger is append-only'),
    });
    expect(await db.selectFrom('bonus_ledger').select('uuid').execute()).toEqual([{ uuid: 'l-1' }]);
  });
});
