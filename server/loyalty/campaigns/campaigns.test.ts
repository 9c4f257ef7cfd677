import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBootstrap } from '../provisioning/apply-bootstrap.js';
import { bootstrapSchema } from '../provisioning/bootstrap-schema.js';
import { confirmBody, order } from '../test-support/loyalty-fixtures.js';
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

const gift = (type: 'simple' | 'bonus', bonus?: number) => ({
  name: type === 'bonus' ? 'Bonus gift' : 'Free coffee',
  giftDescription: 'a gift',
  imageUrl: 'https://img/x.png',
  smallImageUrl: 'https://img/s.png',
  iconImageUrl: 'https://img/i.png',
  type,
  ...(bonus ? { bonus: { value: bonus } } : {}),
});
const base = { network: 'net', from: '2020-01-01T00:00:00Z', description: 'desc' };
const ids = {
  fixed: 'aaaaaaaa-0000-4000-8000-000000000001',
  promo: 'aaaaaaaa-0000-4000-8000-000000000002',
  stamp: 'aaaaaaaa-0000-4000-8000-000000000003',
  referral: 'aaaaaaaa-0000-4000-8000-000000000004',
  expired: 'aaaaaaaa-0000-4000-8000-000000000005',
  guests: 'aaaaaaaa-0000-4000-8000-000000000006',
};

describe.each(loyaltyEngines)('%s', (engine) => {
  let s: LoyaltyTestServer;
  const phone = '+79990000060';
  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
    await applyBootstrap(
      s.db,
      bootstrapSchema.parse({
        campaigns: [
          { ...base, id: ids.fixed, name: 'Dessert 5 off', categories: ['dessert'], discount: { amount: 5 } },
          { ...base, id: ids.promo, name: 'Promo 20%', promocode: 'SPRING', discount: { percent: 20 } },
          {
            ...base,
            id: ids.stamp,
            name: 'Coffee stamps',
            type: 'stamp',
            productCodes: ['COFFEE'],
            stamp: { stampsPerGift: 2, gift: gift('bonus', 7) },
          },
          {
            ...base,
            id: ids.referral,
            name: 'Bring a friend',
            type: 'referral',
            referral: { referrerGift: gift('simple'), referralGift: gift('simple') },
          },
          { ...base, id: ids.expired, name: 'Old', to: '2021-01-01T00:00:00Z', discount: { percent: 50 } },
          {
            ...base,
            id: ids.guests,
            name: 'Members 1 off',
            guestsOnly: true,
            productCodes: ['TEA'],
            discount: { amount: 1 },
          },
        ],
      }),
    );
    ok(await s.post('/guests/save', { organization: org(), guest: { phone } }));
  });
  afterAll(() => s?.close());

  const calc = async (body: object) =>
    ok(await s.post<CalculateResponse>('/orders/calculate', { organization: org(), ...body })).loyalty;

  describe('discount campaigns', () => {
    it('fixed discounts per unit on categories, percent with a promocode, guest-only campaigns', async () => {
      const o = order([
        { code: 'CAKE', price: 30, quantity: 2, categories: ['dessert'] },
        { code: 'TEA', price: 10 },
      ]);
      expect((await calc({ order: o })).summary.discounts).toEqual({
        total: 10,
        totalByCode: [{ code: 'CAKE', total: 10 }],
      });
      const promo = await calc({ order: o, promocodes: [{ value: 'spring' }] });
      expect(promo.summary.discounts).toEqual({
        total: 16,
        totalByCode: [
          { code: 'CAKE', total: 14 },
          { code: 'TEA', total: 2 },
        ],
      });
      const member = await calc({ order: o, guest: guestId(phone) });
      expect(member.summary.discounts.total).toBe(11);
      expect(member.details.programs.map((p) => p.program.id)).toEqual([ids.fixed, ids.stamp, ids.guests]);
    });
  });

  describe('stamps and getMarketingCampaigns', () => {
    interface Campaign {
      id: string;
      isActive: boolean;
      gifts: { status: string; stampIndex: number | null; chosenGift: { type: string } }[];
      from: string;
      to: string | null;
      globalPromocode: string | null;
      stampMarketingCampaign?: { userProgress: { stampCount: number }; giftSettings: { stampsCount: number }[] };
      referralCampaign?: { referrerStatus: string };
    }
    const campaigns = async () =>
      ok(
        await s.post<{ marketingCampaigns: Campaign[] }>('/guests/getMarketingCampaigns', {
          organization: org(),
          guest: guestId(phone),
        }),
      ).marketingCampaigns;

    it('lists every campaign with gifts never null', async () => {
      const list = await campaigns();
      expect(list).toHaveLength(6);
      for (const c of list) expect(c.gifts).toEqual([]);
      const byId = new Map(list.map((c) => [c.id, c]));
      expect(byId.get(ids.expired)).toMatchObject({
        isActive: false,
        from: '2020-01-01 00:00:00',
        to: '2021-01-01 00:00:00',
      });
      expect(byId.get(ids.promo)?.globalPromocode).toBe('SPRING');
      expect(byId.get(ids.referral)?.referralCampaign?.referrerStatus).toBe('canBeReferrer');
      expect(byId.get(ids.stamp)?.stampMarketingCampaign).toMatchObject({
        userProgress: { stampCount: 0 },
        giftSettings: [{ stampsCount: 2 }],
      });
    });

    it('grants a stamp per closed order and a bonus gift every 2 stamps', async () => {
      for (let i = 0; i < 2; i++) {
        const body = { ...confirmBody(order([{ code: 'COFFEE', price: 5 }]), null), guest: guestId(phone) };
        ok(await s.post('/orders/confirm', body));
        ok(await s.post('/orders/close', { id: body.id, closedAt: new Date().toISOString() }));
      }
      const stamp = (await campaigns()).find((c) => c.id === ids.stamp);
      expect(stamp?.gifts).toMatchObject([{ status: 'received', stampIndex: 2, chosenGift: { type: 'bonus' } }]);
      expect(stamp?.stampMarketingCampaign?.userProgress.stampCount).toBe(0);
      const wallet = ok(
        await s.post<{ balance: number }>('/guests/getWallet', { organization: org(), guest: guestId(phone) }),
      );
      expect(wallet.balance).toBe(7);
    });

    it('an active gift past its expiration date shows as expired', async () => {
      await s.db.write((q) =>
        q.updateTable('gifts').set({ status: 'active', expiration_date: '2020-01-01T00:00:00.000Z' }).execute(),
      );
      const stamp = (await campaigns()).find((c) => c.id === ids.stamp);
      expect(stamp?.gifts.map((g) => g.status)).toEqual(['expired']);
    });

    it('an unknown guest is 3007 and a bad body 9004', async () => {
      expect(
        errorCode(
          await s.post('/guests/getMarketingCampaigns', { organization: org(), guest: guestId('+79990009999') }),
        ),
      ).toBe('3007');
      expect(errorCode(await s.post('/guests/getMarketingCampaigns', { organization: org() }))).toBe('9004');
    });
  });
});
