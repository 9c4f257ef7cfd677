import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ledgerEntry, now, seedCore } from './test-support/core-rows.js';
import { engines, openEngine, refusal, type EngineUnderTest } from './test-support/loyalty-engines.js';

describe.each(engines)('loyalty migration 0001-loyalty-core on %s', (engine) => {
  let e: EngineUnderTest;
  beforeEach(async () => {
    e = await openEngine(engine);
    expect(await e.migrateTo(1)).toEqual({ from: 0, to: 1 });
  });
  afterEach(() => e.close());

  it('creates the core tables', async () => {
    expect(await e.tables()).toEqual([
      'api_key_scopes',
      'api_keys',
      'bonus_ledger',
      'campaigns',
      'gifts',
      'guests',
      'loyalty_cards',
      'networks',
      'order_items',
      'order_refunds',
      'orders',
      'payment_codes',
      'programmes',
      'ranks',
      'scopes',
      'service_secrets',
      'stamp_progress',
      'venues',
    ]);
  });

  it('keeps valid rows in every table, with their defaults', async () => {
    const { db } = e;
    const { scopeId, venueId, guestId } = await seedCore(db);
    await db.insertInto('service_secrets').values({ name: 'captcha', value: 'secret' }).execute();
    await db
      .insertInto('programmes')
      .values({ scope_id: scopeId, uuid: 'p-1', name: 'Club', max_bonus_share_bp: 5000 })
      .execute();
    await db
      .insertInto('ranks')
      .values({ scope_id: scopeId, position: 1, name: 'Silver', threshold_minor: 0, cashback_bp: 500 })
      .execute();
    const campaign = await db
      .insertInto('campaigns')
      .values({
        uuid: 'c-1',
        scope_id: scopeId,
        name: 'Stamps',
        description: 'Every fifth coffee',
        type: 'stamp',
        starts_at: now,
        is_active: 1,
        stamps_per_gift: 5,
        gift: '{"code":"coffee"}',
      })
      .returning(['id', 'product_codes', 'categories', 'guests_only'])
      .executeTakeFirstOrThrow();
    expect(campaign).toMatchObject({ product_codes: '[]', categories: '[]', guests_only: 0 });
    await db.insertInto('stamp_progress').values({ guest_id: guestId, campaign_id: campaign.id, stamps: 3 }).execute();
    await db
      .insertInto('gifts')
      .values({
        uuid: 'g-1',
        guest_id: guestId,
        campaign_id: campaign.id,
        chosen_gift: '{"code":"coffee"}',
        expiration_date: now,
        status: 'active',
        created_at: now,
      })
      .execute();
    await db
      .insertInto('orders')
      .values({
        id: 'order-1',
        scope_id: scopeId,
        venue_id: venueId,
        guest_id: guestId,
        status: 'open',
        source: 'indoor',
        full_sum_minor: 2880,
        cost_minor: 2880,
        discount_minor: 0,
        paid_bonus_minor: 0,
        open_time: now,
        confirm_hash: 'h',
        created_at: now,
      })
      .execute();
    await db
      .insertInto('order_items')
      .values({
        order_id: 'order-1',
        line: 1,
        code: 'coffee',
        name: 'Coffee',
        price_minor: 2880,
        cost_minor: 2880,
        discount_minor: 0,
        bonus_minor: 0,
        quantity_milli: 1000,
      })
      .execute();
    await db
      .insertInto('order_refunds')
      .values({
        refund_id: 'refund-1',
        order_id: 'order-1',
        request_hash: 'r',
        refunded_at: now,
        returned_bonus_minor: 0,
        written_off_bonus_minor: 0,
      })
      .execute();
    await db
      .insertInto('payment_codes')
      .values({ scope_id: scopeId, code: '123456', guest_id: guestId, expires_at: now })
      .execute();
    expect(await db.selectFrom('guests').select(['sex', 'balance_minor', 'total_spent_minor']).execute()).toEqual([
      { sex: 0, balance_minor: 0, total_spent_minor: 0 },
    ]);
    expect(
      await db.selectFrom('orders').select(['earned_bonus_minor', 'rollback_bonus_minor', 'refunded_minor']).execute(),
    ).toEqual([{ earned_bonus_minor: 0, rollback_bonus_minor: 0, refunded_minor: 0 }]);
    expect(await db.selectFrom('order_items').select(['earned_minor', 'refunded_milli']).execute()).toEqual([
      { earned_minor: 0, refunded_milli: 0 },
    ]);
  });

  it('refuses rows that break a CHECK', async () => {
    const { db } = e;
    const { scopeId, guestId, networkId, keyId } = await seedCore(db);
    const checks = [
      sql`INSERT INTO scopes (kind, created_at) VALUES ('city', ${now})`,
      sql`INSERT INTO api_keys (key_hash, label, kind, created_at) VALUES ('h2', 'shop', 'site', ${now})`,
      sql`INSERT INTO api_key_scopes (api_key_id, network_id, venue_id) VALUES (${keyId}, NULL, NULL)`,
      sql`INSERT INTO api_key_scopes (api_key_id, network_id, venue_id) VALUES (${keyId}, ${networkId}, 1)`,
      sql`UPDATE guests SET balance_minor = -1 WHERE id = ${guestId}`,
      sql`UPDATE guests SET sex = 3 WHERE id = ${guestId}`,
      sql`INSERT INTO programmes (scope_id, uuid, name, max_bonus_share_bp) VALUES (${scopeId}, 'p', 'P', 10001)`,
      sql`INSERT INTO ranks (scope_id, position, name, threshold_minor, cashback_bp) VALUES (${scopeId}, 1, 'R', -1, 0)`,
      sql`INSERT INTO campaigns (uuid, scope_id, name, description, type, starts_at, is_active, product_codes)
          VALUES ('c', ${scopeId}, 'C', 'D', 'nonBought', ${now}, 1, '[not json')`,
      sql`INSERT INTO campaigns (uuid, scope_id, name, description, type, starts_at, is_active, gift)
          VALUES ('c', ${scopeId}, 'C', 'D', 'stamp', ${now}, 1, '{')`,
      sql`INSERT INTO campaigns (uuid, scope_id, name, description, type, starts_at, is_active,
                                 discount_percent_bp, discount_amount_minor)
          VALUES ('c', ${scopeId}, 'C', 'D', 'nonBought', ${now}, 1, 1000, 100)`,
      sql`INSERT INTO campaigns (uuid, scope_id, name, description, type, starts_at, is_active)
          VALUES ('c', ${scopeId}, 'C', 'D', 'nonBought', ${now}, 2)`,
    ];
    for (const check of checks) expect((await refusal(check.execute(db))).kind).toBe('check');
    expect(await db.selectFrom('campaigns').select('id').execute()).toEqual([]);
  });

  it('refuses duplicates of what is UNIQUE, and a second virtual card of a guest', async () => {
    const { db } = e;
    const { scopeId, guestId } = await seedCore(db);
    const duplicates = [
      sql`INSERT INTO networks (code, name, scope_id, created_at) VALUES ('net', 'Again', ${scopeId}, ${now})`,
      sql`INSERT INTO guests (scope_id, phone, created_at, updated_at) VALUES (${scopeId}, '+4915112345678', ${now}, ${now})`,
      sql`INSERT INTO loyalty_cards (scope_id, guest_id, track, number, is_virtual, created_at)
          VALUES (${scopeId}, ${guestId}, 't-1', '2002', 0, ${now})`,
      sql`INSERT INTO loyalty_cards (scope_id, guest_id, track, number, is_virtual, created_at)
          VALUES (${scopeId}, ${guestId}, 't-2', '2002', 1, ${now})`,
      sql`INSERT INTO service_secrets (name, value) VALUES ('s', 'a'), ('s', 'b')`,
    ];
    for (const duplicate of duplicates) expect((await refusal(duplicate.execute(db))).kind).toBe('unique');
    await sql`INSERT INTO loyalty_cards (scope_id, guest_id, track, number, is_virtual, created_at)
              VALUES (${scopeId}, ${guestId}, 't-3', '3003', 0, ${now}), (${scopeId}, ${guestId}, 't-4', '4004', 0, ${now})`.execute(
      db,
    );
    expect(await db.selectFrom('loyalty_cards').select('number').orderBy('number').execute()).toEqual([
      { number: '1001' },
      { number: '3003' },
      { number: '4004' },
    ]);
  });

  it('refuses a missing value where one is required, and a reference to nothing', async () => {
    const { db } = e;
    const { scopeId } = await seedCore(db);
    expect(
      (
        await refusal(
          sql`INSERT INTO guests (scope_id, phone, created_at, updated_at) VALUES (${scopeId}, NULL, ${now}, ${now})`.execute(
            db,
          ),
        )
      ).kind,
    ).toBe('not-null');
    expect(
      (
        await refusal(
          sql`INSERT INTO venues (pos_object_id, uuid, name, scope_id, created_at) VALUES ('v9', 'u9', 'V', NULL, ${now})`.execute(
            db,
          ),
        )
      ).kind,
    ).toBe('not-null');
    expect(
      (
        await refusal(
          sql`INSERT INTO guests (scope_id, phone, created_at, updated_at) VALUES (999, '+1', ${now}, ${now})`.execute(
            db,
          ),
        )
      ).kind,
    ).toBe('foreign-key');
  });

  it('applies a ledger entry to the balance, refuses a mismatch, an overdraft, a change and a removal', async () => {
    const { db } = e;
    const { guestId } = await seedCore(db);
    const balance = async () =>
      (await db.selectFrom('guests').select('balance_minor').where('id', '=', guestId).executeTakeFirstOrThrow())
        .balance_minor;
    await db
      .insertInto('bonus_ledger')
      .values(ledgerEntry(guestId, 'l-1', 500, 500))
      .execute();
    await db
      .insertInto('bonus_ledger')
      .values(ledgerEntry(guestId, 'l-2', -200, 300))
      .execute();
    expect(await balance()).toBe(300);

    const mismatch = await refusal(
      db
        .insertInto('bonus_ledger')
        .values(ledgerEntry(guestId, 'l-3', 100, 999))
        .execute(),
    );
    expect(mismatch).toMatchObject({ kind: 'raised', message: expect.stringContaining('ledger balance mismatch') });
    expect(
      (
        await refusal(
          db
            .insertInto('bonus_ledger')
            .values(ledgerEntry(guestId, 'l-4', -301, 0))
            .execute(),
        )
      ).kind,
    ).toBe('check');
    expect(
      (
        await refusal(
          db
            .insertInto('bonus_ledger')
            .values(ledgerEntry(guestId, 'l-5', 0, 300))
            .execute(),
        )
      ).kind,
    ).toBe('check');
    for (const change of [sql`UPDATE bonus_ledger SET amount_minor = 1`, sql`DELETE FROM bonus_ledger`]) {
      expect(await refusal(change.execute(db))).toMatchObject({
        kind: 'raised',
        message: expect.stringContaining('the bonus ledger is append-only'),
      });
    }
    expect(await balance()).toBe(300);
    expect(await db.selectFrom('bonus_ledger').select('uuid').orderBy('id').execute()).toEqual([
      { uuid: 'l-1' },
      { uuid: 'l-2' },
    ]);
  });
});
