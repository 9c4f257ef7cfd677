import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../api-keys/api-key-store.js';
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
  const phone = '+79990000250';
  const who = { organization: org(), guest: guestId(phone) };
  const balance = async () => ok(await s.post<{ balance: number }>('/guests/getWallet', who)).balance;
  const reset = (orderId: string, venue = 'v1', key?: string) =>
    s.post('/orders/reset', { organization: org(venue), orderId }, key);
  const close = (id: string) => s.post('/orders/close', { id, closedAt: '2025-03-01T13:00:00Z' });
  const refundWhole = (id: string) =>
    s.post('/orders/refund', { id, refundId: randomUUID(), refundedAt: '2025-03-01T14:00:00Z', items: null });
  /** An order of 100 at v1 confirmed with `payment` bonuses paid. */
  async function paidOrder(payment: number, venue = 'v1'): Promise<string> {
    const o = order([{ code: 'A', price: 100 }]);
    const calc = ok(
      await s.post<CalculateResponse>('/orders/calculate', {
        order: o,
        organization: org(venue),
        guest: guestId(phone),
      }),
    );
    const body = confirmBody(o, calc.loyalty.fingerprint, { phone, payment, venue });
    ok(await s.post('/orders/confirm', body));
    return body.id;
  }
  async function walletMatchesLedger(): Promise<void> {
    const guest = await netGuest(s.db, phone);
    expect(await ledgerSum(s.db.query, guest?.id ?? 0)).toBe(guest?.balance_minor);
  }
  const orderRow = (id: string) =>
    s.db.query
      .selectFrom('orders')
      .select(['status', 'reset_count', 'discount_minor', 'paid_bonus_minor'])
      .where('id', '=', id)
      .executeTakeFirst();

  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
    await seedProgramme(s.db);
    ok(await s.post('/guests/save', { organization: org(), guest: { phone } }));
    ok(await s.post('/guests/addBonus', { ...who, amount: 1000, comment: 'start' }));
  });
  afterAll(() => s?.close());

  describe('orders/reset', () => {
    it('returns the payment once, however often it is repeated, and counts the reset', async () => {
      const start = await balance();
      const id = await paidOrder(40);
      expect(await balance()).toBe(start - 40);
      for (let i = 0; i < 3; i++) expect(ok(await reset(id))).toEqual({ id });
      expect(await balance()).toBe(start);
      expect(await orderRow(id)).toEqual({ status: 'open', reset_count: 1, discount_minor: 0, paid_bonus_minor: 0 });
      await walletMatchesLedger();
    });

    it('an anonymous order without loyalty is reset and confirmed again with other content', async () => {
      const body = confirmBody(order([{ code: 'A', price: 10 }]), null);
      ok(await s.post('/orders/confirm', body));
      ok(await reset(body.id));
      const changed = { ...body, order: order([{ code: 'A', price: 20, quantity: 2 }]) };
      expect(ok(await s.post('/orders/confirm', changed))).toEqual({ id: body.id });
      ok(await close(body.id));
      const row = await s.db.query
        .selectFrom('orders')
        .select(['status', 'cost_minor', 'reset_count'])
        .where('id', '=', body.id)
        .executeTakeFirst();
      expect(row).toEqual({ status: 'closed', cost_minor: 2000, reset_count: 1 });
    });

    it('a reset order is confirmed again only by its own venue; reset again after that, it returns the new payment', async () => {
      const start = await balance();
      const id = await paidOrder(30);
      ok(await reset(id));
      const o = order([{ code: 'B', price: 60 }]);
      const other = ok(
        await s.post<CalculateResponse>('/orders/calculate', {
          order: o,
          organization: org('v2'),
          guest: guestId(phone),
        }),
      );
      expect(
        errorCode(
          await s.post('/orders/confirm', confirmBody(o, other.loyalty.fingerprint, { phone, id, venue: 'v2' })),
        ),
      ).toBe('4005');
      const mine = ok(await s.post<CalculateResponse>('/orders/calculate', { order: o, ...who }));
      ok(await s.post('/orders/confirm', confirmBody(o, mine.loyalty.fingerprint, { phone, id, payment: 20 })));
      expect(await balance()).toBe(start - 20);
      ok(await reset(id));
      expect(await balance()).toBe(start);
      expect((await orderRow(id))?.reset_count).toBe(2);
      await walletMatchesLedger();
    });

    it('a reset order refunded whole is aborted, returns nothing twice, and refuses a confirm afterwards (4011)', async () => {
      const start = await balance();
      const id = await paidOrder(25);
      ok(await reset(id));
      ok(await refundWhole(id));
      expect(await balance()).toBe(start);
      expect((await orderRow(id))?.status).toBe('aborted');
      const o = order([{ code: 'A', price: 100 }]);
      const calc = ok(await s.post<CalculateResponse>('/orders/calculate', { order: o, ...who }));
      expect(errorCode(await s.post('/orders/confirm', confirmBody(o, calc.loyalty.fingerprint, { phone, id })))).toBe(
        '4011',
      );
      expect(errorCode(await reset(id))).toBe('4013');
    });

    it('refuses closed (4012), aborted (4013), unknown (4006), aborted-in-advance (4011) and foreign orders (403)', async () => {
      const closed = await paidOrder(10);
      ok(await close(closed));
      const before = await balance();
      expect(errorCode(await reset(closed))).toBe('4012');
      const aborted = await paidOrder(10);
      ok(await refundWhole(aborted));
      expect(errorCode(await reset(aborted))).toBe('4013');
      expect(errorCode(await reset(randomUUID()))).toBe('4006');
      const never = randomUUID();
      expect(errorCode(await refundWhole(never))).toBe('4011');
      expect(errorCode(await reset(never))).toBe('4011');
      const open = await paidOrder(10);
      expect(errorCode(await reset(open, 'v2'))).toBe('4006');
      const { rawKey: stranger } = await s.db.write((q) =>
        createApiKey(q, { label: 'stranger', kind: 'b2b', venues: ['other'] }),
      );
      const foreign = await reset(open, 'other', stranger);
      expect([foreign.status, errorCode(foreign)]).toEqual([403, '9003']);
      const outside = await reset(open, 'v1', stranger);
      expect([outside.status, errorCode(outside)]).toEqual([403, '9003']);
      expect(await balance()).toBe(before - 10);
      expect((await orderRow(open))?.reset_count).toBe(0);
    });

    it('refuses a malformed request with 9004 naming the field', async () => {
      const missing = await s.post<{ error: { message: string } }>('/orders/reset', { organization: org() });
      expect([errorCode(missing), missing.body.error.message]).toEqual(['9004', expect.stringContaining('orderId')]);
      expect(errorCode(await s.post('/orders/reset', { organization: org(), orderId: 'not-a-uuid' }))).toBe('9004');
      expect(errorCode(await s.post('/orders/reset', { organization: org(), orderId: randomUUID(), id: 1 }))).toBe(
        '9004',
      );
    });
  });

  describe('orders/reset under concurrency', () => {
    it('20 parallel resets of one order return its payment once', async () => {
      const start = await balance();
      const id = await paidOrder(50);
      const replies = await Promise.all(Array.from({ length: 20 }, () => reset(id)));
      for (const reply of replies) expect(reply.body).toEqual({ id });
      expect(await balance()).toBe(start);
      const returns = await s.db.query
        .selectFrom('bonus_ledger')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('order_id', '=', id)
        .where('amount_minor', '>', 0)
        .executeTakeFirstOrThrow();
      expect(Number(returns.n)).toBe(1);
      expect((await orderRow(id))?.reset_count).toBe(1);
      await walletMatchesLedger();
    });

    it('a reset and a close of one order at once: exactly one of them wins, and the wallet stays exact', async () => {
      for (let round = 0; round < 5; round++) {
        const start = await balance();
        const id = await paidOrder(20);
        const [resetReply, closeReply] = await Promise.all([reset(id), close(id)]);
        const outcome = [
          resetReply.status === 200 ? 'reset' : errorCode(resetReply),
          closeReply.status === 200 ? 'closed' : errorCode(closeReply),
        ];
        expect([
          ['reset', '4014'],
          ['4012', 'closed'],
        ]).toContainEqual(outcome);
        const row = await orderRow(id);
        if (outcome[0] === 'reset') {
          expect(row).toMatchObject({ status: 'open', reset_count: 1 });
          expect(await balance()).toBe(start);
        } else {
          expect(row).toMatchObject({ status: 'closed', reset_count: 0 });
          expect(await balance()).toBe(start - 20 + 4);
        }
      }
      await walletMatchesLedger();
    });
  });
});
