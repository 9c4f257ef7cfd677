import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loyaltyMigrations } from './migrations/index.js';
import { createTestDatabase, type TestDatabase } from '../test-support/postgres-test-db.js';
import type { LoyaltyDb } from './loyalty-db.js';
import { openPostgresLoyaltyDb } from './postgres-loyalty-db.js';

const now = '2026-11-25T12:00:00.000Z';

describe('openPostgresLoyaltyDb', () => {
  let database: TestDatabase;
  const opened: LoyaltyDb[] = [];
  const open = async (): Promise<LoyaltyDb> => {
    const db = await openPostgresLoyaltyDb({ url: database.url, poolSize: 2, logger: pino({ level: 'silent' }) });
    opened.push(db);
    return db;
  };
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()));
    await database.drop();
  });

  it('migrates a new database and commits a write', async () => {
    const db = await open();
    expect(db.engine).toBe('postgres');
    expect(await db.schemaVersion()).toBe(loyaltyMigrations.length);
    const guestId = await db.write(async (q) => {
      const scope = await q
        .insertInto('scopes')
        .values({ kind: 'venue', created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const guest = await q
        .insertInto('guests')
        .values({ scope_id: scope.id, phone: '+4915112345678', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return guest.id;
    });
    expect(await db.query.selectFrom('guests').select(['id', 'phone', 'balance_minor']).execute()).toEqual([
      { id: guestId, phone: '+4915112345678', balance_minor: 0 },
    ]);
  });

  it('undoes the whole of a write that fails', async () => {
    const db = await open();
    const failing = db.write(async (q) => {
      await q.insertInto('scopes').values({ kind: 'venue', created_at: now }).execute();
      await q
        .insertInto('scopes')
        .values({ kind: 'city' as 'venue', created_at: now })
        .execute();
    });
    await expect(failing).rejects.toMatchObject({ code: '23514' });
    expect(await db.query.selectFrom('scopes').select('id').execute()).toEqual([]);
  });

  it("sees another instance's change of a venue through the listener", async () => {
    const [first, second] = [await open(), await open()];
    const seen = first.configVersion();
    await second.write(async (q) => {
      const scope = await q
        .insertInto('scopes')
        .values({ kind: 'venue', created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await q
        .insertInto('venues')
        .values({ pos_object_id: 'v1', uuid: 'venue-1', name: 'Venue', scope_id: scope.id, created_at: now })
        .execute();
    });
    /** Bounded by the test's timeout: fails if the notification never arrives. */
    while (first.configVersion() === seen) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(first.configVersion()).not.toBe(seen);
  });
});
