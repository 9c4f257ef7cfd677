import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, CampaignDraft } from '../../../shared/api/admin-console.js';
import { applyBootstrap } from '../provisioning/apply-bootstrap.js';
import { bootstrapSchema } from '../provisioning/bootstrap-schema.js';
import { auditOf, consoleClient, scopeIdOf, type ConsoleClient } from '../test-support/console-client.js';
import { testAdmin } from '../test-support/console-session.js';
import { closedVisit, giftsOf, productGift } from '../test-support/gift-fixtures.js';
import { order, type Line } from '../test-support/loyalty-fixtures.js';
import {
  guestId,
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import type { CalculateResponse } from '../../../shared/loyalty-api/b2b-api.js';

const referralId = 'dddddddd-0000-4000-8000-000000000001';
const coffee: CampaignDraft = {
  name: 'Coffee -10%',
  description: 'Ten percent off coffee',
  type: 'nonBought',
  startsAt: '2020-01-01T00:00:00Z',
  discountPercentBp: 1000,
  productCodes: ['COFFEE'],
};

describe.each(loyaltyEngines)('%s', (engine) => {
  let s: LoyaltyTestServer;
  let net: ConsoleClient;
  let stranger: ConsoleClient;
  let solo: ConsoleClient;
  const phone = '+79990000601';

  const calculate = async (lines: Line[]) =>
    ok(
      await s.post<CalculateResponse>('/orders/calculate', {
        order: order(lines),
        organization: org(),
        guest: guestId(phone),
      }),
    ).loyalty.summary.discounts.total;

  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
    net = consoleClient(
      s,
      await testAdmin(s.db, 'net@example.com', { scopeIds: [await scopeIdOf(s.db, 'net')] }),
      'net',
    );
    stranger = consoleClient(
      s,
      await testAdmin(s.db, 'other@example.com', { scopeIds: [await scopeIdOf(s.db, 'venue:other')] }),
      'net',
    );
    solo = consoleClient(s, await testAdmin(s.db, 'owner@example.com', { owner: true }), 'venue:solo');
    await applyBootstrap(
      s.db,
      bootstrapSchema.parse({
        campaigns: [
          {
            network: 'net',
            id: referralId,
            type: 'referral',
            name: 'Bring a friend',
            description: 'both get a gift',
            from: '2020-01-01T00:00:00Z',
            referral: { referrerGift: productGift('TEA'), referralGift: productGift('TEA') },
          },
        ],
      }),
    );
    ok(await s.post('/guests/save', { organization: org(), guest: { phone } }));
  });
  afterAll(() => s?.close());

  let created: Campaign;

  it('creates a discount campaign that the b2b calculate applies at once, audited', async () => {
    expect(await calculate([{ code: 'COFFEE', price: 200 }])).toBe(0);
    const reply = await net.post<Campaign>('/campaigns', coffee);
    expect(reply.status).toBe(200);
    created = reply.body;
    expect(created).toEqual({ ...coffee, startsAt: '2020-01-01T00:00:00.000Z', id: created.id, active: true });
    expect(await calculate([{ code: 'COFFEE', price: 200 }])).toBe(20);
    expect(ok(await net.get<{ campaigns: Campaign[] }>('/campaigns')).campaigns).toEqual([created]);
    expect(await auditOf(net, 'campaign.create')).toEqual([
      expect.objectContaining({ adminEmail: 'net@example.com', target: 'campaign Coffee -10%', after: created }),
    ]);
  });

  it('edits, pauses and resumes it, each audited with before and after', async () => {
    const edited = { ...coffee, discountPercentBp: undefined, discountAmountMinor: 5000, minOrderSumMinor: 30_000 };
    const after = ok(await net.put<Campaign>(`/campaigns/${created.id}`, edited));
    expect(after).toMatchObject({ discountAmountMinor: 5000, minOrderSumMinor: 30_000, active: true });
    expect(after.discountPercentBp).toBeUndefined();
    expect(await calculate([{ code: 'COFFEE', price: 200 }])).toBe(0);
    expect(await calculate([{ code: 'COFFEE', price: 300 }])).toBe(50);
    expect(await auditOf(net, 'campaign.update')).toEqual([
      expect.objectContaining({ before: created, after, target: 'campaign Coffee -10%' }),
    ]);
    expect(ok(await net.post<Campaign>(`/campaigns/${created.id}/pause`, {})).active).toBe(false);
    expect(await calculate([{ code: 'COFFEE', price: 300 }])).toBe(0);
    expect(ok(await net.post<Campaign>(`/campaigns/${created.id}/resume`, {})).active).toBe(true);
    expect(await calculate([{ code: 'COFFEE', price: 300 }])).toBe(50);
    expect((await auditOf(net, 'campaign.pause'))[0]).toMatchObject({
      before: { active: true },
      after: { active: false },
    });
    expect((await auditOf(net, 'campaign.resume'))[0]).toMatchObject({
      before: { active: false },
      after: { active: true },
    });
  });

  it('makes a stamp campaign whose gift is one product free, as closing an order earns it', async () => {
    const stamp: CampaignDraft = {
      name: 'Breakfast club',
      description: 'every breakfast earns a free juice',
      type: 'stamp',
      startsAt: '2020-01-01T00:00:00Z',
      productCodes: ['BREAKFAST'],
      stamp: { stampsPerGift: 1, giftProductCode: 'JUICE', giftName: 'Free juice' },
    };
    const campaign = (await net.post<Campaign>('/campaigns', stamp)).body;
    expect(campaign).toMatchObject({ type: 'stamp', stamp: stamp.stamp, active: true });
    await closedVisit(s, phone, 'BREAKFAST', 100);
    expect(await giftsOf(s, phone, campaign.id)).toEqual([
      expect.objectContaining({ status: 'active', chosenGift: expect.objectContaining({ productCode: 'JUICE' }) }),
    ]);
  });

  it('lists only the kinds it edits and leaves bootstrap-only kinds to the file (409)', async () => {
    const { campaigns } = ok(await net.get<{ campaigns: Campaign[] }>('/campaigns'));
    expect(campaigns.map((c) => c.name)).toEqual(['Coffee -10%', 'Breakfast club']);
    const reply = await net.put(`/campaigns/${referralId}`, coffee);
    expect(reply.status).toBe(409);
    expect((reply.body as { message: string }).message).toContain('referral');
  });

  it('refuses bad drafts naming the field, writing nothing', async () => {
    const before = await s.db.query.selectFrom('campaigns').selectAll().orderBy('id').execute();
    for (const [body, field] of [
      [{ ...coffee, discountPercentBp: undefined }, 'discountPercentBp'],
      [{ ...coffee, discountAmountMinor: 100 }, 'discountPercentBp'],
      [{ ...coffee, discountPercentBp: 10_001 }, 'discountPercentBp'],
      [{ ...coffee, type: 'stamp', discountPercentBp: undefined }, 'stamp'],
      [{ ...coffee, stamp: { stampsPerGift: 2, giftProductCode: 'X', giftName: 'X' } }, 'stamp'],
      [{ ...coffee, type: 'bought' }, 'type'],
      [{ ...coffee, startsAt: 'yesterday' }, 'startsAt'],
      [{ ...coffee, endsAt: '2019-12-31T00:00:00Z' }, 'endsAt'],
      [{ ...coffee, minOrderSumMinor: 0 }, 'minOrderSumMinor'],
      [{ ...coffee, productCodes: [''] }, 'productCodes[0]'],
      [{ ...coffee, name: '' }, 'name'],
      [{ ...coffee, imageUrl: '/x.png' }, 'imageUrl'],
    ] as const) {
      for (const reply of [await net.post('/campaigns', body), await net.put(`/campaigns/${created.id}`, body)]) {
        expect(reply.status, JSON.stringify(body)).toBe(400);
        expect((reply.body as { message: string }).message).toContain(field);
      }
    }
    expect(await s.db.query.selectFrom('campaigns').selectAll().orderBy('id').execute()).toEqual(before);
    expect((await net.put('/campaigns/5b0f7c1e-0000-4000-8000-000000000000', coffee)).status).toBe(404);
  });

  describe('preview', () => {
    const sample = { lines: [{ code: 'COFFEE', name: 'Coffee', priceMinor: 15_000, quantity: 2 }] };
    const preview = async (campaign: CampaignDraft, o = sample) =>
      ok(await net.post<Record<string, unknown>>('/campaigns/preview', { campaign, order: o }));

    it("gives what the service's calculate gives for the same campaign and order", async () => {
      expect(await preview(coffee)).toEqual({
        orderSumMinor: 30_000,
        discountMinor: 3000,
        lines: [{ code: 'COFFEE', discountMinor: 3000 }],
      });
      const amount = { ...coffee, discountPercentBp: undefined, discountAmountMinor: 5000, minOrderSumMinor: 30_000 };
      const shown = await preview(amount, {
        lines: [{ code: 'COFFEE', name: 'Coffee', priceMinor: 30_000, quantity: 1 }],
      });
      expect(shown.discountMinor).toBe((await calculate([{ code: 'COFFEE', price: 300 }])) * 100);
    });

    it('says why a campaign gives nothing', async () => {
      const reasons = async (campaign: CampaignDraft, o = sample) => (await preview(campaign, o)).reason;
      expect(await reasons({ ...coffee, minOrderSumMinor: 50_000 })).toContain("below the campaign's minimum");
      expect(await reasons({ ...coffee, startsAt: '2999-01-01T00:00:00Z' })).toContain('has not started');
      expect(await reasons({ ...coffee, endsAt: '2021-01-01T00:00:00Z' })).toContain('ended');
      expect(await reasons({ ...coffee, productCodes: ['TEA'] })).toContain('no product of the order');
      expect(
        await reasons({
          ...coffee,
          type: 'stamp',
          discountPercentBp: undefined,
          stamp: { stampsPerGift: 5, giftProductCode: 'CAKE', giftName: 'Free cake' },
        }),
      ).toContain('earns one stamp');
      const promo = await preview({ ...coffee, promocode: 'HELLO' });
      expect(promo.discountMinor).toBe(3000);
    });

    it('writes nothing and refuses bad input naming the field', async () => {
      const campaigns = await s.db.query.selectFrom('campaigns').select('id').execute();
      const audits = await s.db.query.selectFrom('audit_log').select('id').execute();
      await preview(coffee);
      expect(await s.db.query.selectFrom('campaigns').select('id').execute()).toHaveLength(campaigns.length);
      expect(await s.db.query.selectFrom('audit_log').select('id').execute()).toHaveLength(audits.length);
      for (const [body, field] of [
        [{ campaign: coffee, order: { lines: [] } }, 'order.lines'],
        [{ campaign: coffee, order: { lines: [{ ...sample.lines[0], quantity: 0 }] } }, 'order.lines[0].quantity'],
        [
          { campaign: coffee, order: { lines: [{ ...sample.lines[0], priceMinor: 1.5 }] } },
          'order.lines[0].priceMinor',
        ],
        [{ campaign: { ...coffee, name: '' }, order: sample }, 'campaign.name'],
        [{ order: sample }, 'campaign'],
      ] as const) {
        const reply = await net.post('/campaigns/preview', body);
        expect(reply.status, JSON.stringify(body)).toBe(400);
        expect((reply.body as { message: string }).message).toContain(field);
      }
    });
  });

  it("answers another programme's administrator and campaign with 404", async () => {
    for (const reply of [
      await stranger.get('/campaigns'),
      await stranger.post('/campaigns', coffee),
      await stranger.put(`/campaigns/${created.id}`, coffee),
      await stranger.post(`/campaigns/${created.id}/pause`, {}),
      await stranger.post('/campaigns/preview', { campaign: coffee, order: { lines: [] } }),
      await solo.put(`/campaigns/${created.id}`, coffee),
      await solo.post(`/campaigns/${created.id}/pause`, {}),
    ])
      expect(reply.status).toBe(404);
    expect(ok(await net.get<{ campaigns: Campaign[] }>('/campaigns')).campaigns[0]).toMatchObject({ active: true });
  });
});
