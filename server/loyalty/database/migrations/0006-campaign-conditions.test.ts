import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { m0006CampaignConditions } from './0006-campaign-conditions.js';
import { loyaltyMigrations } from './index.js';
import { now, seedCore } from './test-support/core-rows.js';
import { engines, openEngine, refusal, type EngineUnderTest } from './test-support/loyalty-engines.js';

/** How many migrations come before this one (its version is kept in the migration alone). */
const before = loyaltyMigrations.indexOf(m0006CampaignConditions);

const campaign = (scopeId: number) => sql`
  INSERT INTO campaigns (uuid, scope_id, name, description, type, starts_at, is_active)
  VALUES ('campaign-1', ${scopeId}, 'Stamps', 'desc', 'stamp', ${now}, 1)`;
const order = (scopeId: number, venueId: number, id: string) => sql`
  INSERT INTO orders (id, scope_id, venue_id, status, source, full_sum_minor, cost_minor, discount_minor,
                      paid_bonus_minor, open_time, confirm_hash, created_at)
  VALUES (${id}, ${scopeId}, ${venueId}, 'open', 'indoor', 100, 100, 0, 0, ${now}, 'hash', ${now})`;
const gift = (guestId: number, uuid: string, orderId: string | null, line: number | null) => sql`
  INSERT INTO gifts (uuid, guest_id, campaign_id, chosen_gift, expiration_date, status, created_at, order_id, order_line)
  VALUES (${uuid}, ${guestId}, (SELECT id FROM campaigns WHERE uuid = 'campaign-1'), '{}', ${now}, 'active', ${now},
          ${orderId}, ${line})`;

describe.each(engines)('loyalty migration 0006-campaign-conditions on %s', (engine) => {
  let e: EngineUnderTest;
  let core: Awaited<ReturnType<typeof seedCore>>;
  beforeEach(async () => {
    e = await openEngine(engine);
    await e.migrateTo(before);
    core = await seedCore(e.db);
    await campaign(core.scopeId).execute(e.db);
    await order(core.scopeId, core.venueId, 'order-1').execute(e.db);
    await sql`
      INSERT INTO gifts (uuid, guest_id, campaign_id, chosen_gift, expiration_date, status, created_at)
      VALUES ('gift-0', ${core.guestId}, (SELECT id FROM campaigns WHERE uuid = 'campaign-1'), '{}', ${now}, 'active',
              ${now})`.execute(e.db);
    expect(await e.migrateTo(before + 1)).toEqual({ from: before, to: before + 1 });
  });
  afterEach(() => e.close());

  it('adds the conditions, the held gifts and the resets to existing rows, empty', async () => {
    expect(await e.version()).toBe(m0006CampaignConditions.version);
    expect(await e.db.selectFrom('campaigns').select('min_order_sum_minor').execute()).toEqual([
      { min_order_sum_minor: null },
    ]);
    expect(await e.db.selectFrom('gifts').select(['order_id', 'order_line']).execute()).toEqual([
      { order_id: null, order_line: null },
    ]);
    expect(await e.db.selectFrom('orders').select(['reset_count', 'reset_at']).execute()).toEqual([
      { reset_count: 0, reset_at: null },
    ]);
    expect(await e.indexes()).toContain('gifts_order');
  });

  it('keeps a gift held by an existing order line, and a minimum sum above 0', async () => {
    await gift(core.guestId, 'gift-1', 'order-1', 0).execute(e.db);
    await e.db.updateTable('campaigns').set({ min_order_sum_minor: 10_000 }).execute();
    await e.db.updateTable('orders').set({ reset_count: 1, reset_at: now }).execute();
    expect(
      await e.db.selectFrom('gifts').select(['uuid', 'order_id', 'order_line']).where('uuid', '=', 'gift-1').execute(),
    ).toEqual([{ uuid: 'gift-1', order_id: 'order-1', order_line: 0 }]);
  });

  it('refuses a gift held by no order or without its line, a minimum of 0 and a negative reset count', async () => {
    expect((await refusal(gift(core.guestId, 'gift-2', 'order-404', 0).execute(e.db))).kind).toBe('foreign-key');
    expect((await refusal(gift(core.guestId, 'gift-3', 'order-1', null).execute(e.db))).kind).toBe('check');
    expect((await refusal(gift(core.guestId, 'gift-4', null, 0).execute(e.db))).kind).toBe('check');
    const minimum = (value: number) => e.db.updateTable('campaigns').set({ min_order_sum_minor: value }).execute();
    expect((await refusal(minimum(0))).kind).toBe('check');
    expect((await refusal(minimum(-1))).kind).toBe('check');
    expect((await refusal(e.db.updateTable('orders').set({ reset_count: -1 }).execute())).kind).toBe('check');
  });
});
