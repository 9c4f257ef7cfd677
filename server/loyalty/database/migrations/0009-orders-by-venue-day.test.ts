import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedCore } from './test-support/core-rows.js';
import { engines, openEngine, type EngineUnderTest } from './test-support/loyalty-engines.js';

describe.each(engines)('loyalty migration 0009-orders-by-venue-day on %s', (engine) => {
  let e: EngineUnderTest;
  beforeEach(async () => {
    e = await openEngine(engine);
  });
  afterEach(() => e.close());

  it('indexes the orders of a database at version 8 by venue and close time, keeping every order', async () => {
    await e.migrateTo(8);
    const { scopeId, venueId } = await seedCore(e.db);
    const order = (id: string, close: string | null) => ({
      id,
      scope_id: scopeId,
      venue_id: venueId,
      status: close ? ('closed' as const) : ('open' as const),
      source: 'indoor' as const,
      full_sum_minor: 100,
      cost_minor: 100,
      discount_minor: 0,
      paid_bonus_minor: 0,
      open_time: '2026-11-25T10:00:00.000Z',
      close_time: close,
      confirm_hash: 'h',
      created_at: '2026-11-25T10:00:00.000Z',
    });
    await e.db
      .insertInto('orders')
      .values([order('a', '2026-11-25T11:00:00.000Z'), order('b', null)])
      .execute();
    expect(await e.migrateTo(9)).toEqual({ from: 8, to: 9 });
    expect(await e.indexes()).toContain('orders_venue_close');
    const closed = await e.db
      .selectFrom('orders')
      .select('id')
      .where('venue_id', '=', venueId)
      .where('close_time', '>=', '2026-11-25T00:00:00.000Z')
      .execute();
    expect(closed).toEqual([{ id: 'a' }]);
    expect(Number((await sql<{ n: number }>`SELECT count(*) AS n FROM orders`.execute(e.db)).rows[0]?.n)).toBe(2);
  });
});
