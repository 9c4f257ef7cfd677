import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { now, seedCore } from './test-support/core-rows.js';
import { engines, openEngine, refusal, type EngineUnderTest } from './test-support/loyalty-engines.js';

describe.each(engines)('loyalty migration 0013-payment-code-claims on %s', (engine) => {
  let e: EngineUnderTest;
  beforeEach(async () => {
    e = await openEngine(engine);
  });
  afterEach(() => e.close());

  it('keeps codes (paid ones too), takes claims of a live code, and drops them with their code', async () => {
    await e.migrateTo(12);
    const { scopeId, guestId, keyId } = await seedCore(e.db);
    const paid = { paid_order_id: 'order-1', paid_minor: 1000, paid_at: now };
    await e.db
      .insertInto('payment_codes')
      .values([
        { scope_id: scopeId, code: '04251793', guest_id: guestId, expires_at: now },
        { scope_id: scopeId, code: '11111111', guest_id: guestId, expires_at: now, ...paid },
      ])
      .execute();
    expect(await e.migrateTo(13)).toEqual({ from: 12, to: 13 });
    const codes = await e.db.selectFrom('payment_codes').selectAll().orderBy('code').execute();
    expect(codes).toEqual([
      {
        scope_id: scopeId,
        code: '04251793',
        guest_id: guestId,
        expires_at: now,
        paid_order_id: null,
        paid_minor: null,
        paid_at: null,
      },
      { scope_id: scopeId, code: '11111111', guest_id: guestId, expires_at: now, ...paid },
    ]);
    const claim = { scope_id: scopeId, code: '04251793', api_key_id: keyId, claimed_at: now };
    await e.db
      .insertInto('payment_code_claims')
      .values([claim, { ...claim, order_id: 'order-2' }])
      .execute();
    const unknown = e.db
      .insertInto('payment_code_claims')
      .values({ ...claim, code: '99999999' })
      .execute();
    expect((await refusal(unknown)).kind).toBe('foreign-key');
    await e.db.deleteFrom('payment_codes').where('code', '=', '04251793').execute();
    expect(await e.db.selectFrom('payment_code_claims').selectAll().execute()).toEqual([]);
  });
});
