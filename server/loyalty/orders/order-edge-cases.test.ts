import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmBody, netGuest, order, seedProgramme } from '../test-support/loyalty-fixtures.js';
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

describe.each(loyaltyEngines)('%s', (engine) => {
  let s: LoyaltyTestServer;
  const phone = '+79990000080';
  const who = { organization: org(), guest: guestId(phone) };
  const balance = async () => ok(await s.post<{ balance: number }>('/guests/getWallet', who)).balance;
  const fingerprintFor = async (o: object, extra: object = {}) =>
    ok(await s.post<CalculateResponse>('/orders/calculate', { order: o, ...who, ...extra })).loyalty.fingerprint;

  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
    await seedProgramme(s.db);
    ok(await s.post('/guests/save', { organization: org(), guest: { phone } }));
    ok(await s.post('/guests/addBonus', { ...who, amount: 1000, comment: 'start' }));
  });
  afterAll(() => s?.close());

  describe('order edge cases', () => {
    it('20 parallel identical confirms make one order and one payment', async () => {
      const o = order([{ code: 'A', price: 100 }]);
      const body = confirmBody(o, await fingerprintFor(o), { phone, payment: 50 });
      const replies = await Promise.all(Array.from({ length: 20 }, () => s.post('/orders/confirm', body)));
      for (const reply of replies) expect(reply.body).toEqual({ id: body.id });
      expect(await balance()).toBe(950);
      const payments = await s.db.query
        .selectFrom('bonus_ledger')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('order_id', '=', body.id)
        .executeTakeFirstOrThrow();
      expect(Number(payments.n)).toBe(1);
    });

    it('a delivery order is recorded with source delivery; modifiers count in its sums, external discounts are accepted', async () => {
      const o = order([{ code: 'PIZZA', price: 500, cost: 450 }], '2025-03-05T12:00:00Z');
      const item = {
        ...o.items[0],
        discount: 50,
        extraCharge: 0,
        modifiers: [{ modifier: { code: 'CHEESE', name: 'Cheese' }, price: 30, cost: 30, discount: 0, quantity: 1 }],
      };
      const withMods = { ...o, items: [item] };
      const delivery = { expedition: { type: 'delivery' } };
      const fingerprint = await fingerprintFor(withMods, { delivery });
      const body = { ...confirmBody(withMods, fingerprint, { phone }), delivery };
      ok(await s.post('/orders/confirm', body));
      const history = ok(
        await s.post<{ orders: { id: string; source: string; fullSum: number; sumToPay: number }[] }>(
          '/guests/getOrdersHistory',
          { ...who, filter: { take: 1 } },
        ),
      );
      expect(history.orders[0]).toMatchObject({ id: body.id, source: 'delivery', fullSum: 530, sumToPay: 480 });
      const noDelivery = { ...body, id: randomUUID(), delivery: null };
      expect(errorCode(await s.post('/orders/confirm', noDelivery))).toBe('4003');
    });

    it('writes off accrued bonuses only down to 0 when the guest already spent them', async () => {
      const spender = '+79990000081';
      const spenderWho = { organization: org(), guest: guestId(spender) };
      ok(await s.post('/guests/save', { organization: org(), guest: { phone: spender } }));
      const body = { ...confirmBody(order([{ code: 'A', price: 1000 }]), null), guest: guestId(spender) };
      ok(await s.post('/orders/confirm', body));
      ok(await s.post('/orders/close', { id: body.id, closedAt: '2025-03-01T13:00:00Z' }));
      ok(await s.post('/guests/writeoffBonus', { ...spenderWho, amount: 30, comment: 'spent' }));
      const refund = { id: body.id, refundId: randomUUID(), refundedAt: '2025-03-02T10:00:00Z' };
      ok(await s.post('/orders/refund', refund));
      const wallet = ok(await s.post<{ balance: number }>('/guests/getWallet', spenderWho));
      expect(wallet.balance).toBe(0);
      const guest = await netGuest(s.db, spender);
      expect(await ledgerSum(s.db.query, guest?.id ?? 0)).toBe(0);
      const row = await s.db.query
        .selectFrom('orders')
        .select(['status', 'earned_bonus_minor'])
        .where('id', '=', body.id)
        .executeTakeFirst();
      expect(row).toEqual({ status: 'aborted', earned_bonus_minor: 3000 });
    });

    it('an anonymous order cannot pay with bonuses', async () => {
      const o = order([{ code: 'A', price: 10 }]);
      const fingerprint = ok(
        await s.post<CalculateResponse>('/orders/calculate', { order: o, organization: org(), guest: null }),
      ).loyalty.fingerprint;
      expect(errorCode(await s.post('/orders/confirm', confirmBody(o, fingerprint, { payment: 1 })))).toBe('4004');
    });
  });
});
