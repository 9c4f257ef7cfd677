import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBootstrap } from '../provisioning/apply-bootstrap.js';
import { bootstrapSchema } from '../provisioning/bootstrap-schema.js';
import { confirmBody, order, seedProgramme } from '../test-support/loyalty-fixtures.js';
import {
  errorCode,
  guestId,
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import type { CalculateResponse, OrdersHistoryResponse } from '../../../shared/loyalty-api/b2b-api.js';

const pizzaOff = 'dddddddd-0000-4000-8000-000000000001';
const cheeseOff = 'dddddddd-0000-4000-8000-000000000002';

/** A pizza of 500 (450 after the till's own discount) with cheese of 60 (50): the line is 560 at list, 500 to pay. */
function pizzaWithCheese(extra: object = {}) {
  const base = order([{ code: 'PIZZA', price: 500, cost: 450 }]);
  const cheese = { modifier: { code: 'CHEESE', name: 'Cheese' }, price: 60, cost: 50, discount: 10, quantity: 1 };
  return { ...base, ...extra, items: [{ ...base.items[0]!, modifiers: [cheese] }] };
}

/** Programme `net` (50% share, Bronze 5%) with 10% off PIZZA, and 100% off CHEESE that never meets a modifier. */
async function seed(s: LoyaltyTestServer, paymentsWithoutCheck?: 'upToBalance' | 'refused') {
  const campaign = (id: string, name: string, code: string, percent: number) => ({
    network: 'net',
    id,
    name,
    description: name,
    from: '2020-01-01T00:00:00Z',
    discount: { percent },
    productCodes: [code],
  });
  await seedProgramme(s.db);
  await applyBootstrap(
    s.db,
    bootstrapSchema.parse({
      programmes: [
        {
          network: 'net',
          name: 'Net bonuses',
          maxBonusSharePercent: 50,
          ...(paymentsWithoutCheck ? { paymentsWithoutCheck } : {}),
          ranks: [{ name: 'Bronze', threshold: 0, cashbackPercentage: 5 }],
        },
      ],
      campaigns: [campaign(pizzaOff, 'Pizza week', 'PIZZA', 10), campaign(cheeseOff, 'Free cheese', 'CHEESE', 100)],
    }),
  );
}

describe.each(loyaltyEngines)('%s: the engine reads the whole check', (engine) => {
  let s: LoyaltyTestServer;
  const phone = '+79990000321';
  const who = { organization: org(), guest: guestId(phone) };
  const calculate = async (o: object) =>
    ok(await s.post<CalculateResponse>('/orders/calculate', { order: o, ...who })).loyalty;
  const history = async () =>
    ok(
      await s.post<OrdersHistoryResponse>('/guests/getOrdersHistory', {
        ...who,
        fillOrderDetails: true,
        filter: { take: 1 },
      }),
    ).orders[0]!;

  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
    await seed(s);
    ok(await s.post('/guests/save', { organization: org(), guest: { phone } }));
    ok(await s.post('/guests/addBonus', { ...who, amount: 5000, comment: 'start' }));
  });
  afterAll(() => s?.close());

  it("counts a modifier's cost as part of its line: the dish's campaign, the share, the accrual, the history and a refund", async () => {
    const o = pizzaWithCheese({ number: 1234 });
    const calc = await calculate(o);
    /** 10% of the line's 500 (pizza 450 + cheese 50); the campaign naming CHEESE does not apply to the modifier. */
    expect(calc.summary.discounts).toEqual({ total: 50, totalByCode: [{ code: 'PIZZA', total: 50 }] });
    expect(calc.details.bonuses?.max.payments.total).toBe(225);
    expect(calc.details.bonuses?.limit).toBe('share');
    const body = confirmBody(o as ReturnType<typeof order>, calc.fingerprint, { phone, payment: 225 });
    ok(await s.post('/orders/confirm', body));
    ok(await s.post('/orders/close', { id: body.id, closedAt: '2025-03-01T13:00:00Z' }));
    expect(await history()).toMatchObject({
      id: body.id,
      number: 1234,
      fullSum: 560,
      sumToPay: 450,
      paidWithBonuses: 225,
      еarnedBonuses: 11.25,
      products: [{ code: 'PIZZA', price: 560, cost: 450 }],
    });
    const refund = { id: body.id, refundId: randomUUID(), refundedAt: '2025-03-02T10:00:00Z', items: [] as object[] };
    refund.items.push({ product: { code: 'PIZZA' }, quantity: 1 });
    ok(await s.post('/orders/refund', refund));
    expect(await history()).toMatchObject({ bonusPaymentRollbackSum: 225, еarnedBonuses: 0 });
  });

  it('refuses a line whose modifiers make it negative, and a check number that is not a whole number from 0', async () => {
    const base = order([{ code: 'SOUP', price: 100 }], '2025-03-05T12:00:00Z');
    const minus = {
      modifier: { code: 'NO-BREAD', name: 'No bread' },
      price: -150,
      cost: -150,
      discount: 0,
      quantity: 1,
    };
    const negative = { ...base, items: [{ ...base.items[0]!, modifiers: [minus] }] };
    const reply = await s.post('/orders/calculate', { order: negative, ...who });
    expect(errorCode(reply)).toBe('9004');
    expect(reply.text).toContain('order.items[0]');
    for (const number of [-1, 1.5, '12'])
      expect(errorCode(await s.post('/orders/calculate', { order: { ...base, number }, ...who }))).toBe('9004');
    const absent = confirmBody(base, null, { phone });
    ok(await s.post('/orders/confirm', absent));
    expect((await history()).number).toBeNull();
  });

  it('lets bonuses pay a payment without a check up to the balance or the whole order, whatever the share', async () => {
    const small = { ...order([{ code: 'PAYMENT', price: 1000 }]), withoutCheck: true };
    const calc = await calculate(small);
    expect(calc.details.bonuses?.max.payments.total).toBe(1000);
    expect(calc.details.bonuses?.limit).toBe('order');
    const big = await calculate({ ...order([{ code: 'PAYMENT', price: 9000 }]), withoutCheck: true });
    expect(calc.details.bonuses?.notifications[0]?.secondary).toContain('the whole order');
    expect(big.details.bonuses?.limit).toBe('balance');
    const body = confirmBody(small as ReturnType<typeof order>, calc.fingerprint, { phone, payment: 1000 });
    ok(await s.post('/orders/confirm', body));
    const withCheck = await calculate(order([{ code: 'PAYMENT', price: 1000 }]));
    expect(withCheck.details.bonuses?.max.payments.total).toBe(500);
  });

  it('refuses every bonus payment without a check under the rule refused, saying why, but not one within a check the client capped; a bootstrap without the rule keeps it', async () => {
    const other = await startLoyaltyTestServer({ engine });
    try {
      await seed(other, 'refused');
      await seed(other);
      ok(await other.post('/guests/save', { organization: org(), guest: { phone } }));
      ok(await other.post('/guests/addBonus', { ...who, amount: 5000, comment: 'start' }));
      const reply = await other.post<CalculateResponse>('/orders/calculate', {
        order: { ...order([{ code: 'PAYMENT', price: 1000 }]), withoutCheck: true },
        ...who,
      });
      const bonuses = ok(reply).loyalty.details.bonuses;
      expect(bonuses?.max.payments.total).toBe(0);
      expect(bonuses?.limit).toBe('refusedWithoutCheck');
      expect(bonuses?.notifications[0]?.secondary).toBe('the programme refuses bonus payments without a check');
      const payment = order([{ code: 'PAYMENT', price: 1000 }]);
      const within = await other.post<CalculateResponse>('/orders/calculate', {
        order: { ...payment, withinCheck: true },
        ...who,
      });
      expect(ok(within).loyalty.details.bonuses).toMatchObject({ max: { payments: { total: 1000 } }, limit: 'order' });
      const both = await other.post('/orders/calculate', {
        order: { ...payment, withinCheck: true, withoutCheck: true },
        ...who,
      });
      expect(errorCode(both)).toBe('9004');
      expect(both.text).toContain('withinCheck');
    } finally {
      await other.close();
    }
  });
});
