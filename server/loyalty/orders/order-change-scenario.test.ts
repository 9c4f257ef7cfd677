import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBootstrap } from '../provisioning/apply-bootstrap.js';
import { bootstrapSchema } from '../provisioning/bootstrap-schema.js';
import { closedVisit, giftPerVisit, giftsOf } from '../test-support/gift-fixtures.js';
import { confirmBody, netGuest, order } from '../test-support/loyalty-fixtures.js';
import {
  errorCode,
  guestId,
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import { ledgerSum } from '../test-support/ledger-sum.js';
import type { CalculateResponse } from '../../../shared/loyalty-api/b2b-api.js';

interface HistoryRecord {
  id: string;
  status: string;
  fullSum: number;
  sumToPay: number;
  freeProductSum: number;
  paidWithBonuses: number;
  '\u0435arnedBonuses': number;
}
interface BonusRecord {
  amount: number;
  balanceAfter: number;
  comment: string | null;
  orderId: string | null;
}

const clubId = 'bbbbbbbb-0000-4000-8000-00000000d001';

/**
 * The vendor's scenario "recalculation when the order changes", with these prices: the guest (100 bonuses, bonuses may
 * pay at most 50% of an order, cashback 5%) holds a gift "a free lemonade". Order: a burger 150 and a lemonade 50; the
 * gift makes the lemonade free (discount 50), so at most 75 (50% of 150) can be paid with bonuses; the guest pays 75.
 * After that is fixed the guest orders a cake 90: the order's loyalty is reset (75 back, the gift back), the changed
 * order (290) is calculated again (lemonade free again, at most 100 = min(balance 100, 50% of 240)), fixed again with
 * 100 paid, and closed: 5% of the 140 paid in money, 7 bonuses, are accrued.
 */
describe.each(loyaltyEngines)('%s', (engine) => {
  let s: LoyaltyTestServer;
  const phone = '+79990000240';
  const who = { organization: org(), guest: guestId(phone) };
  const balance = async () => ok(await s.post<{ balance: number }>('/guests/getWallet', who)).balance;
  const calculate = async (o: ReturnType<typeof order>) =>
    ok(await s.post<CalculateResponse>('/orders/calculate', { order: o, ...who })).loyalty;
  const historyOf = async (id: string) =>
    ok(await s.post<{ orders: HistoryRecord[] }>('/guests/getOrdersHistory', who)).orders.find((o) => o.id === id);
  const bonusHistory = async () =>
    ok(await s.post<{ records: BonusRecord[] }>('/guests/getBonusHistory', who)).records.map((r) => ({
      amount: r.amount,
      balanceAfter: r.balanceAfter,
      comment: r.comment,
    }));

  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
    await applyBootstrap(
      s.db,
      bootstrapSchema.parse({
        programmes: [
          {
            network: 'net',
            maxBonusSharePercent: 50,
            ranks: [{ name: 'Base', threshold: 0, cashbackPercentage: 5 }],
          },
        ],
        campaigns: [giftPerVisit(clubId, 'BREAKFAST', 'LEMONADE')],
      }),
    );
    ok(await s.post('/guests/save', { organization: org(), guest: { phone } }));
  });
  afterAll(() => s?.close());

  it('the order changes after its loyalty was fixed: reset, calculated again, fixed again and closed', async () => {
    // Before: 90 welcome bonuses, and a breakfast of 200 (5% = 10 accrued) that earned the gift: 100 bonuses.
    ok(await s.post('/guests/addBonus', { ...who, amount: 90, comment: 'welcome' }));
    await closedVisit(s, phone, 'BREAKFAST', 200);
    expect(await balance()).toBe(100);
    expect(await giftsOf(s, phone, clubId)).toMatchObject([
      { status: 'active', chosenGift: { type: 'product', productCode: 'LEMONADE' } },
    ]);

    // The order: burger 150, lemonade 50.
    const first = order([
      { code: 'BURGER', price: 150 },
      { code: 'LEMONADE', price: 50 },
    ]);
    const calc1 = await calculate(first);
    expect(calc1.summary.discounts).toEqual({ total: 50, totalByCode: [{ code: 'LEMONADE', total: 50 }] });
    expect(calc1.gifts).toEqual([
      expect.objectContaining({ productCode: 'LEMONADE', name: 'Free lemonade', discount: 50, campaignId: clubId }),
    ]);
    expect(calc1.details.programs).toMatchObject([{ program: { id: clubId }, discounts: { total: 50 } }]);
    expect(calc1.summary.bonuses?.max.payments.total).toBe(75);
    expect(calc1.summary.bonuses?.max.accruals.total).toBe(3.75);
    expect(calc1.summary.bonuses?.min.accruals.total).toBe(7.5);
    const id = randomUUID();
    const confirm1 = confirmBody(first, calc1.fingerprint, { phone, payment: 75, id });
    expect(ok(await s.post('/orders/confirm', confirm1))).toEqual({ id });
    expect(await balance()).toBe(25);
    expect(await historyOf(id)).toMatchObject({
      status: 'open',
      fullSum: 200,
      sumToPay: 150,
      freeProductSum: 50,
      paidWithBonuses: 75,
    });

    // The guest orders a cake: the order's loyalty is reset.
    expect(ok(await s.post('/orders/reset', { organization: org(), orderId: id }))).toEqual({ id });
    expect(await balance()).toBe(100);
    expect(await giftsOf(s, phone, clubId)).toMatchObject([{ status: 'active' }]);
    expect(await historyOf(id)).toMatchObject({ status: 'open', freeProductSum: 0, paidWithBonuses: 0 });
    expect(errorCode(await s.post('/orders/close', { id, closedAt: '2025-03-01T13:00:00Z' }))).toBe('4014');
    expect(ok(await s.post('/orders/reset', { organization: org(), orderId: id }))).toEqual({ id });
    expect(await balance()).toBe(100);

    // The changed order: burger 150, lemonade 50, cake 90 (the first calculation does not fit it).
    const changed = order([
      { code: 'BURGER', price: 150 },
      { code: 'LEMONADE', price: 50 },
      { code: 'CAKE', price: 90 },
    ]);
    const stale = confirmBody(changed, calc1.fingerprint, { phone, payment: 75, id });
    expect(errorCode(await s.post('/orders/confirm', stale))).toBe('4003');
    const calc2 = await calculate(changed);
    expect(calc2.summary.discounts).toEqual({ total: 50, totalByCode: [{ code: 'LEMONADE', total: 50 }] });
    expect(calc2.gifts).toMatchObject([{ productCode: 'LEMONADE', discount: 50 }]);
    expect(calc2.summary.bonuses?.max.payments.total).toBe(100);
    expect(calc2.summary.bonuses?.max.accruals.total).toBe(7);
    const confirm2 = confirmBody(changed, calc2.fingerprint, { phone, payment: 100, id });
    expect(ok(await s.post('/orders/confirm', confirm2))).toEqual({ id });
    expect(ok(await s.post('/orders/confirm', confirm2))).toEqual({ id });
    expect(await balance()).toBe(0);
    expect(errorCode(await s.post('/orders/confirm', { ...confirm2, guest: null, loyalty: null }))).toBe('4005');

    // Closed at the new amounts.
    expect(ok(await s.post('/orders/close', { id, closedAt: '2025-03-01T13:30:00Z' }))).toEqual({
      id,
      accruedBonuses: 7,
    });
    /** A repeated close changes nothing and answers the same accrual. */
    expect(ok(await s.post('/orders/close', { id, closedAt: '2025-03-01T13:31:00Z' }))).toEqual({
      id,
      accruedBonuses: 7,
    });
    expect(await balance()).toBe(7);
    expect(await historyOf(id)).toMatchObject({
      status: 'closed',
      fullSum: 290,
      sumToPay: 240,
      freeProductSum: 50,
      paidWithBonuses: 100,
      '\u0435arnedBonuses': 7,
    });
    expect(await giftsOf(s, phone, clubId)).toMatchObject([{ status: 'received' }]);
    expect(errorCode(await s.post('/orders/reset', { organization: org(), orderId: id }))).toBe('4012');
    expect(await bonusHistory()).toEqual([
      { amount: 7, balanceAfter: 7, comment: 'accrual' },
      { amount: -100, balanceAfter: 0, comment: 'bonus payment' },
      { amount: 75, balanceAfter: 100, comment: 'bonus payment returned: order reset (1)' },
      { amount: -75, balanceAfter: 25, comment: 'bonus payment' },
      { amount: 10, balanceAfter: 100, comment: 'accrual' },
      { amount: 90, balanceAfter: 90, comment: 'welcome' },
    ]);
    const guest = await netGuest(s.db, phone);
    expect(await ledgerSum(s.db.query, guest?.id ?? 0)).toBe(700);
    const row = await s.db.query
      .selectFrom('orders')
      .select(['reset_count', 'reset_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row).toEqual({ reset_count: 1, reset_at: null });
  });
});
