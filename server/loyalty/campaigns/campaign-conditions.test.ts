import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBootstrap } from '../provisioning/apply-bootstrap.js';
import { bootstrapSchema } from '../provisioning/bootstrap-schema.js';
import { closedVisit, giftPerVisit, giftsOf, productGift } from '../test-support/gift-fixtures.js';
import { confirmBody, order, type Line } from '../test-support/loyalty-fixtures.js';
import {
  errorCode,
  guestId,
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import type { CalculateResponse } from '../../../shared/loyalty-api/b2b-api.js';

const ids = {
  fromHundred: 'cccccccc-0000-4000-8000-000000000001',
  coffeeGifts: 'cccccccc-0000-4000-8000-000000000002',
  bigStamps: 'cccccccc-0000-4000-8000-000000000003',
};

describe.each(loyaltyEngines)('%s', (engine) => {
  let s: LoyaltyTestServer;
  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
    await applyBootstrap(
      s.db,
      bootstrapSchema.parse({
        campaigns: [
          {
            venue: 'solo',
            id: ids.fromHundred,
            name: 'From 100',
            description: 'Ten percent off a check from 100',
            from: '2020-01-01T00:00:00Z',
            minOrderSum: 100,
            discount: { percent: 10 },
          },
          giftPerVisit(ids.coffeeGifts, 'BREAKFAST', 'COFFEE'),
          giftPerVisit(ids.bigStamps, 'STEAK', 'WINE', { minOrderSum: 500 }),
        ],
      }),
    );
  });
  afterAll(() => s?.close());

  const calculate = async (lines: Line[], venue: string, phone: string | null) =>
    ok(
      await s.post<CalculateResponse>('/orders/calculate', {
        order: order(lines),
        organization: org(venue),
        guest: phone ? guestId(phone) : null,
      }),
    ).loyalty;

  describe('minOrderSum', () => {
    /** Calculates, confirms and closes an anonymous order of one line at `solo`; what it was closed at. */
    async function anonymousCheck(sum: number): Promise<{ discount: number; paid: number }> {
      const o = order([{ code: 'SOUP', price: sum }]);
      const calc = ok(
        await s.post<CalculateResponse>('/orders/calculate', { order: o, organization: org('solo'), guest: null }),
      );
      const body = confirmBody(o, calc.loyalty.fingerprint, { venue: 'solo' });
      ok(await s.post('/orders/confirm', body));
      ok(await s.post('/orders/close', { id: body.id, closedAt: '2025-03-01T12:30:00Z' }));
      const row = await s.db.query
        .selectFrom('orders')
        .select((eb) => ['status', eb('cost_minor', '-', eb.ref('discount_minor')).as('paid')])
        .where('id', '=', body.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('closed');
      return { discount: calc.loyalty.summary.discounts.total, paid: Number(row.paid) / 100 };
    }

    it('the vendor scenario "a discount on a check from 100": 99 gets nothing, 100 gets the discount', async () => {
      expect(await anonymousCheck(99)).toEqual({ discount: 0, paid: 99 });
      expect(await anonymousCheck(99.99)).toEqual({ discount: 0, paid: 99.99 });
      expect(await anonymousCheck(100)).toEqual({ discount: 10, paid: 90 });
      expect(await anonymousCheck(250)).toEqual({ discount: 25, paid: 225 });
    });

    it('compares the sum of the lines before loyalty discounts, and lists the campaign only when reached', async () => {
      const split = await calculate(
        [
          { code: 'SOUP', price: 60 },
          { code: 'TEA', price: 40, cost: 40 },
        ],
        'solo',
        null,
      );
      expect(split.details.programs.map((p) => p.program.id)).toEqual([ids.fromHundred]);
      expect(split.summary.discounts.total).toBe(10);
      const discounted = await calculate([{ code: 'SOUP', price: 120, cost: 99 }], 'solo', null);
      expect(discounted.details.programs).toEqual([]);
    });

    it('a stamp campaign counts a stamp only for an order that reaches its minimum', async () => {
      const phone = '+79990000261';
      ok(await s.post('/guests/save', { organization: org(), guest: { phone } }));
      await closedVisit(s, phone, 'STEAK', 499.99);
      expect(await giftsOf(s, phone, ids.bigStamps)).toEqual([]);
      await closedVisit(s, phone, 'STEAK', 500);
      expect(await giftsOf(s, phone, ids.bigStamps)).toMatchObject([
        { status: 'active', chosenGift: { type: 'product', productCode: 'WINE' } },
      ]);
    });

    it('getMarketingCampaigns shows the minimum to the guest, and nothing for a campaign without one', async () => {
      const phone = '+79990000263';
      ok(await s.post('/guests/save', { organization: org(), guest: { phone } }));
      const { marketingCampaigns } = ok(
        await s.post<{ marketingCampaigns: { id: string; minOrderSum?: number }[] }>('/guests/getMarketingCampaigns', {
          organization: org(),
          guest: guestId(phone),
        }),
      );
      const minimum = (id: string) => marketingCampaigns.find((c) => c.id === id);
      expect(minimum(ids.bigStamps)?.minOrderSum).toBe(500);
      expect(minimum(ids.coffeeGifts)).toBeDefined();
      expect(minimum(ids.coffeeGifts)).not.toHaveProperty('minOrderSum');
    });
  });

  describe('product gifts', () => {
    const phone = '+79990000262';
    const coffee = (quantity: number, price: number): Line => ({ code: 'COFFEE', price, quantity });
    const statuses = async () => (await giftsOf(s, phone, ids.coffeeGifts)).map((g) => g.status).sort();

    beforeAll(async () => {
      ok(await s.post('/guests/save', { organization: org(), guest: { phone } }));
      await closedVisit(s, phone, 'BREAKFAST', 15);
      await closedVisit(s, phone, 'BREAKFAST', 15);
    });

    it('are not applied to an order without their product (or with less than one unit of it), nor anonymously', async () => {
      for (const lines of [[{ code: 'TEA', price: 10 }], [coffee(0.5, 5)]]) {
        const calc = await calculate(lines, 'v1', phone);
        expect(calc.gifts).toEqual([]);
        expect(calc.summary.discounts.total).toBe(0);
      }
      expect((await calculate([coffee(1, 10)], 'v1', null)).gifts).toEqual([]);
      const body = confirmBody(order([{ code: 'TEA', price: 10 }]), null, { phone });
      ok(await s.post('/orders/confirm', body));
      ok(await s.post('/orders/close', { id: body.id, closedAt: '2025-03-01T12:30:00Z' }));
      expect(await statuses()).toEqual(['active', 'active']);
    });

    it('each held gift makes one unit free: the unit is the line cost over its quantity', async () => {
      const three = await calculate([coffee(3, 30), { code: 'CAKE', price: 25 }], 'v1', phone);
      expect(three.gifts.map((g) => [g.productCode, g.discount])).toEqual([
        ['COFFEE', 10],
        ['COFFEE', 10],
      ]);
      expect(three.summary.discounts).toEqual({ total: 20, totalByCode: [{ code: 'COFFEE', total: 20 }] });
      expect(three.details.programs.map((p) => p.program.id)).toEqual([ids.coffeeGifts]);
      const one = await calculate([coffee(1, 12.5)], 'v1', phone);
      expect(one.gifts.map((g) => g.discount)).toEqual([12.5]);
    });

    it('confirm holds the gift, close consumes it, a refund of its line gives it back', async () => {
      const o = order([coffee(1, 10), { code: 'TOAST', price: 5 }]);
      const calc = ok(
        await s.post<CalculateResponse>('/orders/calculate', { order: o, organization: org(), guest: guestId(phone) }),
      );
      expect(calc.loyalty.gifts).toHaveLength(1);
      const body = confirmBody(o, calc.loyalty.fingerprint, { phone });
      ok(await s.post('/orders/confirm', body));
      expect((await calculate([coffee(2, 20)], 'v1', phone)).gifts).toHaveLength(1);
      ok(await s.post('/orders/close', { id: body.id, closedAt: '2025-03-01T12:30:00Z' }));
      expect(await statuses()).toEqual(['active', 'received']);
      const refund = (code: string) => ({
        id: body.id,
        refundId: randomUUID(),
        refundedAt: '2025-03-01T13:00:00Z',
        items: [{ product: { code }, quantity: 1 }],
      });
      ok(await s.post('/orders/refund', refund('TOAST')));
      expect(await statuses()).toEqual(['active', 'received']);
      ok(await s.post('/orders/refund', refund('COFFEE')));
      expect(await statuses()).toEqual(['active', 'active']);
      expect((await calculate([coffee(2, 20)], 'v1', phone)).gifts).toHaveLength(2);
    });

    it('an open order refunded whole gives its gift back', async () => {
      const o = order([coffee(1, 10)]);
      const calc = ok(
        await s.post<CalculateResponse>('/orders/calculate', { order: o, organization: org(), guest: guestId(phone) }),
      );
      const body = confirmBody(o, calc.loyalty.fingerprint, { phone });
      ok(await s.post('/orders/confirm', body));
      expect((await calculate([coffee(2, 20)], 'v1', phone)).gifts).toHaveLength(1);
      ok(await s.post('/orders/refund', { id: body.id, refundId: randomUUID(), refundedAt: '2025-03-01T13:00:00Z' }));
      expect((await calculate([coffee(2, 20)], 'v1', phone)).gifts).toHaveLength(2);
    });

    it('two orders calculated with the same gift: the second confirm is 4015 and writes nothing', async () => {
      const first = order([coffee(2, 20)]);
      const second = order([coffee(1, 10), { code: 'TOAST', price: 5 }]);
      const calcFirst = ok(
        await s.post<CalculateResponse>('/orders/calculate', {
          order: first,
          organization: org(),
          guest: guestId(phone),
        }),
      );
      const calcSecond = ok(
        await s.post<CalculateResponse>('/orders/calculate', {
          order: second,
          organization: org(),
          guest: guestId(phone),
        }),
      );
      ok(await s.post('/orders/confirm', confirmBody(first, calcFirst.loyalty.fingerprint, { phone })));
      const late = confirmBody(second, calcSecond.loyalty.fingerprint, { phone });
      const reply = await s.post<{ error: { message: string } }>('/orders/confirm', late);
      expect([errorCode(reply), reply.body.error.message]).toEqual(['4015', expect.stringContaining('calculate')]);
      const stored = await s.db.query.selectFrom('orders').select('id').where('id', '=', late.id).execute();
      expect(stored).toEqual([]);
      expect((await calculate([coffee(1, 10)], 'v1', phone)).gifts).toEqual([]);
    });

    it('an expired gift is not applied', async () => {
      const other = '+79990000263';
      ok(await s.post('/guests/save', { organization: org(), guest: { phone: other } }));
      await closedVisit(s, other, 'BREAKFAST', 15);
      expect((await calculate([coffee(1, 10)], 'v1', other)).gifts).toHaveLength(1);
      await s.db.write((q) =>
        q
          .updateTable('gifts')
          .set({ expiration_date: '2020-01-01T00:00:00.000Z' })
          .where('order_id', 'is', null)
          .where('guest_id', 'in', q.selectFrom('guests').select('id').where('phone', '=', other))
          .execute(),
      );
      expect((await calculate([coffee(1, 10)], 'v1', other)).gifts).toEqual([]);
    });
  });
});

describe('bootstrap: campaign conditions and product gifts', () => {
  const campaign = (extra: object) => ({
    campaigns: [
      { id: ids.fromHundred, venue: 'solo', name: 'C', description: 'd', from: '2020-01-01T00:00:00Z', ...extra },
    ],
  });
  const problem = (input: object) => {
    const parsed = bootstrapSchema.safeParse(input);
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    return issue && `${issue.path.join('.')}: ${issue.message}`;
  };

  it('accepts a minimum sum above 0 with at most 2 decimals and a product gift with its productCode', () => {
    expect(problem(campaign({ minOrderSum: 99.99 }))).toBeUndefined();
    expect(problem(campaign({ stamp: { stampsPerGift: 3, gift: productGift('COFFEE') } }))).toBeUndefined();
  });

  it('refuses a minimum of 0, below 0, with more decimals or not a number, naming the field', () => {
    expect(problem(campaign({ minOrderSum: 0 }))).toBe('campaigns.0.minOrderSum: must be greater than 0');
    expect(problem(campaign({ minOrderSum: -5 }))).toBe('campaigns.0.minOrderSum: must be greater than 0');
    expect(problem(campaign({ minOrderSum: 1.005 }))).toBe(
      'campaigns.0.minOrderSum: must have at most 2 decimal places',
    );
    expect(problem(campaign({ minOrderSum: '100' }))).toMatch(/^campaigns\.0\.minOrderSum: /);
  });

  it('refuses a product gift without productCode and a productCode on another gift', () => {
    const { productCode: _, ...withoutCode } = productGift('COFFEE');
    expect(problem(campaign({ stamp: { stampsPerGift: 1, gift: withoutCode } }))).toBe(
      'campaigns.0.stamp.gift.productCode: a product gift needs productCode',
    );
    expect(problem(campaign({ stamp: { stampsPerGift: 1, gift: { ...productGift('COFFEE'), type: 'simple' } } }))).toBe(
      'campaigns.0.stamp.gift.productCode: only a product gift has productCode',
    );
  });
});
