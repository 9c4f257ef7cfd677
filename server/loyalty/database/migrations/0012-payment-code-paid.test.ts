import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { now, seedCore } from './test-support/core-rows.js';
import { engines, openEngine, refusal, type EngineUnderTest } from './test-support/loyalty-engines.js';

describe.each(engines)('loyalty migration 0012-payment-code-paid on %s', (engine) => {
  let e: EngineUnderTest;
  beforeEach(async () => {
    e = await openEngine(engine);
  });
  afterEach(() => e.close());

  it('keeps a live code live (not claimed, not paid) and records a paid one; the amount paid is above 0', async () => {
    await e.migrateTo(11);
    const { scopeId, guestId } = await seedCore(e.db);
    await e.db
      .insertInto('payment_codes')
      .values({ scope_id: scopeId, code: '04251793', guest_id: guestId, expires_at: now })
      .execute();
    expect(await e.migrateTo(12)).toEqual({ from: 11, to: 12 });
    const code = () => e.db.selectFrom('payment_codes').selectAll().where('code', '=', '04251793');
    expect(await code().executeTakeFirst()).toMatchObject({ claimed_at: null, paid_order_id: null, paid_minor: null });
    const paid = { paid_order_id: 'order-1', paid_minor: 1000, paid_at: now };
    await e.db.updateTable('payment_codes').set(paid).execute();
    expect(await code().executeTakeFirst()).toMatchObject(paid);
    const zero = e.db.updateTable('payment_codes').set({ paid_minor: 0 }).execute();
    expect((await refusal(zero)).kind).toBe('check');
  });
});
