import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBootstrap } from '../provisioning/apply-bootstrap.js';
import { bootstrapSchema } from '../provisioning/bootstrap-schema.js';
import { confirmBody, order, seedProgramme } from '../test-support/loyalty-fixtures.js';
import {
  guestId,
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import type { CalculateResponse, OrdersHistoryResponse } from '../../../shared/loyalty-api/b2b-api.js';

describe.each(loyaltyEngines)('%s', (engine) => {
  let s: LoyaltyTestServer;
  const phone = '+79990000010';
  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
    await seedProgramme(s.db);
    await applyBootstrap(
      s.db,
      bootstrapSchema.parse({
        campaigns: [
          {
            network: 'net',
            id: '11111111-1111-4111-8111-111111111111',
            name: 'Coffee -10%',
            description: 'Ten percent off coffee',
            from: '2020-01-01T00:00:00Z',
            productCodes: ['COFFEE'],
            discount: { percent: 10 },
          },
        ],
      }),
    );
    ok(await s.post('/guests/save', { organization: org(), guest: { phone } }));
    ok(
      await s.post('/guests/addBonus', { organization: org(), guest: guestId(phone), amount: 300, comment: 'welcome' }),
    );
  });
  afterAll(() => s?.close());

  const history = async (filter: object = {}) =>
    ok(
      await s.post<OrdersHistoryResponse>('/guests/getOrdersHistory', {
        organization: org(),
        guest: guestId(phone),
        filter,
        fillOrderDetails: true,
      }),
    );

  describe('the three scenarios of docs/loyalty-api.md', () => {
    it('1: an anonymous order without discount is confirmed and closed at full cost', async () => {
      const body = confirmBody(order([{ code: 'TEA', price: 120.5 }]), null);
      expect(ok(await s.post('/orders/confirm', body))).toEqual({ id: body.id });
      expect(ok(await s.post('/orders/close', { id: body.id, closedAt: '2025-03-01T12:30:00Z' }))).toEqual({
        id: body.id,
        accruedBonuses: 0,
      });
      const row = await s.db.query
        .selectFrom('orders')
        .select(['status', 'cost_minor', 'discount_minor', 'paid_bonus_minor'])
        .where('id', '=', body.id)
        .executeTakeFirst();
      expect(row).toEqual({ status: 'closed', cost_minor: 12050, discount_minor: 0, paid_bonus_minor: 0 });
    });

    it('2: an anonymous discount is calculated, confirmed with the fingerprint and closed at the discounted sum', async () => {
      const o = order([
        { code: 'COFFEE', price: 200, quantity: 2 },
        { code: 'CAKE', price: 150 },
      ]);
      const calc = ok(
        await s.post<CalculateResponse>('/orders/calculate', { order: o, organization: org(), guest: null }),
      );
      expect(calc.loyalty.summary.discounts).toEqual({ total: 20, totalByCode: [{ code: 'COFFEE', total: 20 }] });
      expect(calc.loyalty.summary.bonuses).toBeUndefined();
      expect(calc.loyalty.details.programs[0]?.program).toEqual({
        id: '11111111-1111-4111-8111-111111111111',
        name: 'Coffee -10%',
      });
      const body = confirmBody(o, calc.loyalty.fingerprint);
      ok(await s.post('/orders/confirm', body));
      ok(await s.post('/orders/close', { id: body.id, closedAt: '2025-03-01T12:30:00Z' }));
      const row = await s.db.query
        .selectFrom('orders')
        .select((eb) => ['status', eb('cost_minor', '-', eb.ref('discount_minor')).as('paid')])
        .where('id', '=', body.id)
        .executeTakeFirst();
      expect(row).toEqual({ status: 'closed', paid: 33000 });
    });

    it('3: a known guest pays with bonuses, the order closes with accrual, the refund reverses both', async () => {
      const wallet = async () =>
        ok(await s.post<{ balance: number }>('/guests/getWallet', { organization: org(), guest: guestId(phone) }));
      ok(await s.post('/guests/get', { organization: org(), guest: guestId(phone) }));
      const o = order([{ code: 'STEAK', price: 1000 }]);
      const calc = ok(
        await s.post<CalculateResponse>('/orders/calculate', { order: o, organization: org(), guest: guestId(phone) }),
      );
      const max = calc.loyalty.summary.bonuses?.max;
      expect(max?.payments.total).toBe(300);
      expect(max?.accruals.total).toBe(35);
      expect(max?.payment).toBe(300);
      expect(max?.accrual).toBe(35);
      expect(calc.loyalty.summary.bonuses?.min.payments.total).toBe(0);
      const body = confirmBody(o, calc.loyalty.fingerprint, { phone, payment: 250 });
      ok(await s.post('/orders/confirm', body));
      expect((await wallet()).balance).toBe(50);
      ok(await s.post('/orders/close', { id: body.id, closedAt: '2025-03-01T13:00:00Z' }));
      expect((await wallet()).balance).toBe(87.5);
      const [record] = (await history({ take: 1 })).orders;
      expect(record).toMatchObject({
        id: body.id,
        fullSum: 1000,
        sumToPay: 1000,
        freeProductSum: 0,
        paidWithBonuses: 250,
        '\u0435arnedBonuses': 37.5,
        bonusPaymentRollbackSum: 0,
        status: 'closed',
        closeTime: '2025-03-01T13:00:00.000Z',
        source: 'indoor',
        products: [{ code: 'STEAK', name: 'Product STEAK', group: null, price: 1000, cost: 1000, quantity: 1 }],
      });
      const refund = { id: body.id, refundId: randomUUID(), refundedAt: '2025-03-02T10:00:00Z', items: null };
      expect(ok(await s.post('/orders/refund', refund))).toEqual({ id: body.id });
      expect((await wallet()).balance).toBe(300);
      ok(await s.post('/orders/refund', refund));
      expect((await wallet()).balance).toBe(300);
      const [after] = (await history({ take: 1 })).orders;
      expect(after).toMatchObject({ status: 'aborted', bonusPaymentRollbackSum: 250, '\u0435arnedBonuses': 0 });
    });
  });
});
