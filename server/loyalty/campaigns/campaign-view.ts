import type { Queries } from '../database/loyalty-db.js';
import { minorToUnits } from '../../../shared/money.js';
import { isLive, stampsOf, type CampaignRow, type GiftDescription } from './campaign-store.js';

/**
 * 'YYYY-MM-DD hh:mm:ss' (UTC) as the loyalty API writes campaign periods (docs/loyalty-api.md, "Marketing campaigns").
 */
function seedDateTime(iso: string): string {
  return iso.slice(0, 19).replace('T', ' ');
}

interface GiftRow {
  uuid: string;
  chosen_gift: string;
  expiration_date: string;
  status: 'precalculated' | 'active' | 'expired' | 'received';
  stamp_index: number | null;
}

/** A campaign as getMarketingCampaigns shows it to one guest, with its gifts (never null) and progress. */
export async function campaignView(
  q: Queries,
  row: CampaignRow,
  guestId: number,
  /** The instant (gifts expire at instants) and the venue's wall clock (the campaign's period, campaign-time.ts). */
  { now, localNow }: { readonly now: string; readonly localNow: string },
) {
  const rows: GiftRow[] = await q
    .selectFrom('gifts')
    .select(['uuid', 'chosen_gift', 'expiration_date', 'status', 'stamp_index'])
    .where('guest_id', '=', guestId)
    .where('campaign_id', '=', row.id)
    .orderBy('id')
    .execute();
  const gifts = rows.map((gift) => ({
    settingsId: row.uuid,
    campaignId: row.uuid,
    chosenGift: JSON.parse(gift.chosen_gift) as GiftDescription,
    expirationDate: gift.expiration_date,
    status: gift.status === 'active' && gift.expiration_date <= now ? ('expired' as const) : gift.status,
    stampIndex: gift.stamp_index,
  }));
  const view = {
    id: row.uuid,
    name: row.name,
    description: row.description,
    imageUrl: row.image_url,
    from: seedDateTime(row.starts_at),
    to: row.ends_at === null ? null : seedDateTime(row.ends_at),
    globalPromocode: row.promocode,
    price: row.price,
    oldPrice: row.old_price,
    type: row.type,
    isActive: isLive(row, localNow),
    gifts,
    ...(row.min_order_sum_minor === null ? {} : { minOrderSum: minorToUnits(row.min_order_sum_minor) }),
  };
  if (row.type === 'stamp' && row.stamps_per_gift && row.gift) {
    const stamps = await stampsOf(q, guestId, row.id);
    return {
      ...view,
      stampMarketingCampaign: {
        giftSettings: [{ stampsCount: row.stamps_per_gift, giftDescription: JSON.parse(row.gift) as GiftDescription }],
        userProgress: { stampCount: stamps % row.stamps_per_gift },
        stampReceivingConditions: `one stamp per closed order; a gift every ${row.stamps_per_gift} stamps`,
      },
    };
  }
  if (row.type === 'referral' && row.referral) {
    const referral = JSON.parse(row.referral) as { referrerGift: GiftDescription; referralGift: GiftDescription };
    return { ...view, referralCampaign: { ...referral, referrerStatus: 'canBeReferrer' as const } };
  }
  return view;
}
