import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBootstrap } from '../provisioning/apply-bootstrap.js';
import { bootstrapSchema } from '../provisioning/bootstrap-schema.js';
import { changeArrived, confirmBody, netGuest, order, seedProgramme } from '../test-support/loyalty-fixtures.js';
import {
  errorCode,
  guestId,
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import { fingerprintSecret, signFingerprint } from './fingerprint.js';
import type { CalculateResponse } from '../../../shared/loyalty-api/b2b-api.js';

const campaignId = '22222222-2222-4222-8222-222222222222';

/** 1,000 lines, every other one coffee (the campaign's product). */
const bigOrder = () =>
  order(Array.from({ length: 1000 }, (_, i) => ({ code: i % 2 === 0 ? 'COFFEE' : `P${i}`, price: 1.5 })));

describe.each(loyaltyEngines)('the fingerprint of a big order (%s)', (engine) => {
  let s: LoyaltyTestServer;
  const phone = '+79990000060';
  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
    await seedProgramme(s.db);
    const campaign = {
      network: 'net',
      id: campaignId,
      name: 'Coffee -10%',
      description: 'Ten percent off coffee',
      from: '2020-01-01T00:00:00Z',
      productCodes: ['COFFEE'],
      discount: { percent: 10 },
    };
    await applyBootstrap(s.db, bootstrapSchema.parse({ campaigns: [campaign] }));
    ok(await s.post('/guests/save', { organization: org(), guest: { phone } }));
    ok(await s.post('/guests/addBonus', { organization: org(), guest: guestId(phone), amount: 100, comment: 'hi' }));
  });
  afterAll(() => s?.close());

  const calculate = async (o: ReturnType<typeof order>) =>
    ok(await s.post<CalculateResponse>('/orders/calculate', { organization: org(), order: o, guest: guestId(phone) }));

  it('a 1,000-line order with a campaign gets a fingerprint as short as for 1 line, confirms and closes', async () => {
    const o = bigOrder();
    const calc = await calculate(o);
    const small = await calculate(order([{ code: 'COFFEE', price: 1.5 }]));
    /** The same claims; only the numbers' digits (the payment limit) differ. */
    expect(calc.loyalty.fingerprint.length).toBeLessThan(small.loyalty.fingerprint.length + 10);
    expect(calc.loyalty.summary.discounts.total).toBe(75);
    const body = confirmBody(o, calc.loyalty.fingerprint, { phone, payment: 50 });
    ok(await s.post('/orders/confirm', body));
    ok(await s.post('/orders/close', { id: body.id, closedAt: '2025-03-01T12:30:00Z' }));
    const row = await s.db.query
      .selectFrom('orders')
      .select(['discount_minor', 'status'])
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ discount_minor: 7500, status: 'closed' });
    expect((await netGuest(s.db, phone))!.balance_minor).toBeGreaterThan(5000);
  });

  it('a campaign changed between calculate and confirm is 4002 (calculate again); then it confirms', async () => {
    const o = order([{ code: 'COFFEE', price: 10 }]);
    const stale = await calculate(o);
    await setDiscount(2000);
    const body = confirmBody(o, stale.loyalty.fingerprint, { phone });
    const refused = await s.post('/orders/confirm', body);
    expect(errorCode(refused)).toBe('4002');
    expect(
      await s.db.query.selectFrom('orders').select('id').where('id', '=', body.id).executeTakeFirst(),
    ).toBeUndefined();
    const fresh = await calculate(o);
    expect(fresh.loyalty.summary.discounts.total).toBe(2);
    ok(await s.post('/orders/confirm', { ...body, loyalty: confirmBody(o, fresh.loyalty.fingerprint).loyalty }));
    await setDiscount(1000);
  });

  it('a fingerprint issued before the upgrade (its discounts per line inside) still confirms with them', async () => {
    const o = order([
      { code: 'COFFEE', price: 10 },
      { code: 'TEA', price: 5 },
    ]);
    const { hash } = JSON.parse(
      Buffer.from((await calculate(o)).loyalty.fingerprint.split('.')[0]!, 'base64url').toString(),
    ) as { hash: string };
    const guest = (await netGuest(s.db, phone))!;
    const old = signFingerprint(await fingerprintSecret(s.db, s.db.query), {
      org: 'v1',
      guest: guest.id,
      hash,
      exp: Date.now() + 60_000,
      lines: [100, 0],
      minPay: 0,
      maxPay: 0,
      gifts: [],
    });
    const body = confirmBody(o, old, { phone });
    ok(await s.post('/orders/confirm', body));
    const lines = await s.db.query
      .selectFrom('order_items')
      .select('discount_minor')
      .where('order_id', '=', body.id)
      .orderBy('line')
      .execute();
    expect(lines.map((l) => Number(l.discount_minor))).toEqual([100, 0]);
  });

  async function setDiscount(bp: number): Promise<void> {
    const before = s.db.configVersion();
    await s.db.write((q) =>
      q.updateTable('campaigns').set({ discount_percent_bp: bp }).where('uuid', '=', campaignId).execute(),
    );
    s.db.configChanged();
    await changeArrived(s, before);
  }
});
