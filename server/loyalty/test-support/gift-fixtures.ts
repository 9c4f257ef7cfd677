import { randomUUID } from 'node:crypto';
import { confirmBody, order } from './loyalty-fixtures.js';
import { guestId, ok, org, type LoyaltyTestServer } from './loyalty-test-server.js';

/** The description of a product gift (project extension): one unit of `productCode` free. */
export function productGift(productCode: string, name = `Free ${productCode.toLowerCase()}`) {
  return {
    name,
    giftDescription: `one ${productCode} free`,
    imageUrl: '/g.png',
    smallImageUrl: '/g-s.png',
    iconImageUrl: '/g-i.png',
    type: 'product' as const,
    productCode,
  };
}

/** A stamp campaign of network `net` whose every stamp (an order with `stampCode`) earns a product gift. */
export function giftPerVisit(id: string, stampCode: string, giftCode: string, extra: object = {}) {
  return {
    id,
    network: 'net',
    type: 'stamp' as const,
    name: `${stampCode} club`,
    description: `every ${stampCode} earns a free ${giftCode}`,
    from: '2020-01-01T00:00:00Z',
    productCodes: [stampCode],
    stamp: { stampsPerGift: 1, gift: productGift(giftCode) },
    ...extra,
  };
}

/**
 * An order of the guest at v1 confirmed without loyalty and closed now: it counts the stamps its products earn (a gift
 * lasts 30 days from the close).
 */
export async function closedVisit(s: LoyaltyTestServer, phone: string, code: string, price: number): Promise<string> {
  const body = { ...confirmBody(order([{ code, price }]), null), id: randomUUID(), guest: guestId(phone) };
  ok(await s.post('/orders/confirm', body));
  ok(await s.post('/orders/close', { id: body.id, closedAt: new Date().toISOString() }));
  return body.id;
}

export interface ShownGift {
  status: string;
  chosenGift: { type: string; productCode?: string };
}

/** The guest's gifts of a campaign, as getMarketingCampaigns shows them. */
export async function giftsOf(s: LoyaltyTestServer, phone: string, campaignId: string): Promise<ShownGift[]> {
  const { marketingCampaigns } = ok(
    await s.post<{ marketingCampaigns: { id: string; gifts: ShownGift[] }[] }>('/guests/getMarketingCampaigns', {
      organization: org(),
      guest: guestId(phone),
    }),
  );
  return marketingCampaigns.find((c) => c.id === campaignId)?.gifts ?? [];
}
