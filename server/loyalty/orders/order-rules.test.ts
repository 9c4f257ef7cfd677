import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../api-keys/api-key-store.js';
import { setGuestBlocked } from '../guest-store/guest-store.js';
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
  let short: LoyaltyTestServer;
  const phone = '+79990000020';
  const o = order([
    { code: 'A', price: 100 },
    { code: 'B', price: 100, quantity: 2 },
  ]);

  async function calculate(server: LoyaltyTestServer, body: object = o, who: string | null = phone) {
    return ok(
      await server.post<CalculateResponse>('/orders/calculate', {
        order: body,
        organization: org(),
        guest: who ? guestId(who) : null,
      }),
    ).loyalty;
  }
  /** Orders stored (with this id, when given). */
  async function orderCount(id?: string): Promise<number> {
    const row = await s.db.query
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .$if(id !== undefined, (qb) => qb.where('id', '=', id ?? ''))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const balance = async () =>
    ok(await s.post<{ balance: number }>('/guests/getWallet', { organization: org(), guest: guestId(phone) })).balance;

  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
    short = await startLoyaltyTestServer({ engine, fingerprintTtlMs: 1 });
    for (const server of [s, short]) {
      await seedProgramme(server.db);
      ok(await server.post('/guests/save', { organization: org(), guest: { phone } }));
      ok(
        await server.post('/guests/addBonus', {
          organization: org(),
          guest: guestId(phone),
          amount: 100,
          comment: 'start',
        }),
      );
    }
  });
  afterAll(async () => {
    await s?.close();
    await short?.close();
  });

  describe('fingerprint', () => {
    it('refuses a tampered fingerprint (4001)', async () => {
      const { fingerprint } = await calculate(s);
      const [body = '', mac = ''] = fingerprint.split('.');
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { maxPay: number };
      claims.maxPay = 1_000_000;
      const forged = `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${mac}`;
      for (const value of [forged, fingerprint + 'x', 'garbage', `${body}.${mac}.x`]) {
        const reply = await s.post('/orders/confirm', confirmBody(o, value, { phone, payment: 10 }));
        expect(errorCode(reply), value.slice(-10)).toBe('4001');
      }
    });

    it('refuses an expired fingerprint (4002)', async () => {
      const { fingerprint } = await calculate(short);
      await new Promise((r) => setTimeout(r, 5));
      expect(errorCode(await short.post('/orders/confirm', confirmBody(o, fingerprint, { phone })))).toBe('4002');
    });

    it('refuses an order, guest or organization that differs from the calculated one (4003)', async () => {
      const { fingerprint } = await calculate(s);
      const other = order([
        { code: 'A', price: 100 },
        { code: 'B', price: 100, quantity: 3 },
      ]);
      expect(errorCode(await s.post('/orders/confirm', confirmBody(other, fingerprint, { phone })))).toBe('4003');
      expect(errorCode(await s.post('/orders/confirm', confirmBody(o, fingerprint)))).toBe('4003');
      expect(errorCode(await s.post('/orders/confirm', confirmBody(o, fingerprint, { phone, venue: 'v2' })))).toBe(
        '4003',
      );
      expect(await orderCount()).toBe(0);
    });

    it('refuses a bonus payment outside min..max (4004) and leaves the balance', async () => {
      const { fingerprint, summary } = await calculate(s);
      expect(summary.bonuses?.max.payments.total).toBe(100);
      expect(errorCode(await s.post('/orders/confirm', confirmBody(o, fingerprint, { phone, payment: 100.01 })))).toBe(
        '4004',
      );
      expect(errorCode(await s.post('/orders/confirm', confirmBody(o, fingerprint, { phone, payment: 101 })))).toBe(
        '4004',
      );
      expect(errorCode(await s.post('/orders/confirm', confirmBody(o, fingerprint, { phone, payment: -1 })))).toBe(
        '9004',
      );
      expect(errorCode(await s.post('/orders/confirm', confirmBody(o, fingerprint, { phone, payment: 1.234 })))).toBe(
        '9004',
      );
      expect(await balance()).toBe(100);
    });

    it('caps the payment by the share of the programme (50%)', async () => {
      const { summary } = await calculate(s, order([{ code: 'A', price: 80 }]));
      expect(summary.bonuses?.max.payments.total).toBe(40);
    });
  });

  describe('confirm', () => {
    it('is idempotent on id: the same request twice is one order and one payment', async () => {
      const { fingerprint } = await calculate(s);
      const body = confirmBody(o, fingerprint, { phone, payment: 10 });
      const first = await s.post('/orders/confirm', body);
      const second = await s.post('/orders/confirm', body);
      expect(first.body).toEqual({ id: body.id });
      expect(second.body).toEqual(first.body);
      expect(await balance()).toBe(90);
      expect(errorCode(await s.post('/orders/confirm', { ...body, guest: null, loyalty: null }))).toBe('4005');
      ok(await s.post('/orders/refund', { id: body.id, refundId: randomUUID(), refundedAt: '2025-03-01T13:00:00Z' }));
      expect(await balance()).toBe(100);
      const row = await s.db.query
        .selectFrom('orders')
        .select(['status', 'rollback_bonus_minor'])
        .where('id', '=', body.id)
        .executeTakeFirst();
      expect(row).toEqual({ status: 'aborted', rollback_bonus_minor: 1000 });
      expect(errorCode(await s.post('/orders/close', { id: body.id, closedAt: '2025-03-01T13:00:00Z' }))).toBe('4010');
      const again = { id: body.id, refundId: randomUUID(), refundedAt: '2025-03-01T13:00:00Z' };
      expect(errorCode(await s.post('/orders/refund', again))).toBe('4010');
    });

    it('a blocked guest cannot pay with bonuses (3008) and calculate offers none', async () => {
      const guest = await netGuest(s.db, phone);
      await s.db.write((q) => setGuestBlocked(q, guest?.id ?? 0, true, new Date().toISOString()));
      try {
        const calc = await calculate(s);
        expect(calc.summary.bonuses?.max.payments.total).toBe(0);
        expect(
          errorCode(await s.post('/orders/confirm', confirmBody(o, calc.fingerprint, { phone, payment: 5 }))),
        ).toBe('3008');
      } finally {
        await s.db.write((q) => setGuestBlocked(q, guest?.id ?? 0, false, new Date().toISOString()));
      }
    });

    it('an unknown guest is 3007 on calculate and confirm', async () => {
      const who = guestId('+79990009999');
      expect(errorCode(await s.post('/orders/calculate', { order: o, organization: org(), guest: who }))).toBe('3007');
      expect(errorCode(await s.post('/orders/confirm', { ...confirmBody(o, null), guest: who }))).toBe('3007');
    });
  });

  describe('close and refund', () => {
    it('partial refunds return bonuses in proportion, are idempotent on refundId and stop at what is left', async () => {
      const { fingerprint } = await calculate(s);
      const body = confirmBody(o, fingerprint, { phone, payment: 100 });
      ok(await s.post('/orders/confirm', body));
      ok(await s.post('/orders/close', { id: body.id, closedAt: '2025-03-01T13:00:00Z' }));
      ok(await s.post('/orders/close', { id: body.id, closedAt: '2025-03-01T13:00:00Z' }));
      expect(await balance()).toBe(5);
      const refund = {
        id: body.id,
        refundId: randomUUID(),
        refundedAt: '2025-03-01T14:00:00Z',
        items: [{ product: { code: 'B' }, quantity: 1 }],
      };
      ok(await s.post('/orders/refund', refund));
      ok(await s.post('/orders/refund', refund));
      expect(await balance()).toBe(28.75);
      expect(
        errorCode(await s.post('/orders/refund', { ...refund, items: [{ product: { code: 'B' }, quantity: 2 }] })),
      ).toBe('4008');
      const more = { ...refund, refundId: randomUUID(), items: [{ product: { code: 'B' }, quantity: 2 }] };
      expect(errorCode(await s.post('/orders/refund', more))).toBe('4009');
      expect(
        errorCode(await s.post('/orders/refund', { ...more, items: [{ product: { code: 'Z' }, quantity: 1 }] })),
      ).toBe('4009');
      ok(await s.post('/orders/refund', { ...more, items: null }));
      expect(await balance()).toBe(100);
      const row = await s.db.query.selectFrom('orders').select('status').where('id', '=', body.id).executeTakeFirst();
      expect(row?.status).toBe('aborted');
      const guest = await netGuest(s.db, phone);
      expect(await ledgerSum(s.db.query, guest?.id ?? 0)).toBe(guest?.balance_minor);
    });

    it('a whole refund of an id never confirmed aborts the id: 4011, and a confirm arriving after it is 4011 too', async () => {
      const before = await balance();
      const { fingerprint } = await calculate(s);
      const body = confirmBody(o, fingerprint, { phone, payment: 10 });
      const undo = { id: body.id, refundId: randomUUID(), refundedAt: '2025-03-01T14:00:00Z', items: null };
      const part = { ...undo, refundId: randomUUID(), items: [{ product: { code: 'A' }, quantity: 1 }] };
      expect(errorCode(await s.post('/orders/refund', part))).toBe('4006');
      expect(errorCode(await s.post('/orders/refund', undo))).toBe('4011');
      expect(errorCode(await s.post('/orders/refund', undo))).toBe('4011');
      expect(errorCode(await s.post('/orders/confirm', body))).toBe('4011');
      expect(await balance()).toBe(before);
      expect(await orderCount(body.id)).toBe(0);
      expect(errorCode(await s.post('/orders/close', { id: body.id, closedAt: '2025-03-01T14:00:00Z' }))).toBe('4006');
    });

    it('an open order is refunded only whole; unknown orders are 4006; other keys get 403', async () => {
      const body = confirmBody(o, null);
      ok(await s.post('/orders/confirm', body));
      const partial = {
        id: body.id,
        refundId: randomUUID(),
        refundedAt: '2025-03-01T14:00:00Z',
        items: [{ product: { code: 'A' }, quantity: 1 }],
      };
      expect(errorCode(await s.post('/orders/refund', partial))).toBe('4007');
      expect(errorCode(await s.post('/orders/close', { id: randomUUID(), closedAt: '2025-03-01T14:00:00Z' }))).toBe(
        '4006',
      );
      const { rawKey: stranger } = await s.db.write((q) =>
        createApiKey(q, { label: 'other', kind: 'b2b', venues: ['other'] }),
      );
      expect((await s.post('/orders/close', { id: body.id, closedAt: '2025-03-01T14:00:00Z' }, stranger)).status).toBe(
        403,
      );
    });
  });
});
