import type { GuestCampaign } from '../../../shared/loyalty-api/guest-api.js';
import { campaignsOf, isLive, stampsOf } from '../campaigns/campaign-store.js';
import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';
import { minorToUnits } from '../../../shared/money.js';

/** The guest's gifts per campaign that are active, unexpired and held by no order: what the till can still give. */
async function activeGiftCounts(q: Queries, guestId: number, now: string): Promise<Map<number, number>> {
  const rows = await q
    .selectFrom('gifts')
    .select(['campaign_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('guest_id', '=', guestId)
    .where('status', '=', 'active')
    .where('order_id', 'is', null)
    .where('expiration_date', '>', now)
    .groupBy('campaign_id')
    .execute();
  return new Map(rows.map((row) => [row.campaign_id, Number(row.count)]));
}

/** The programme's live campaigns as the guest sees them: stamp progress toward the next gift and gifts to take. */
export async function guestCampaigns(
  db: LoyaltyDb,
  q: Queries,
  guest: { readonly id: number; readonly scope_id: number },
  /** The instant (gifts expire at instants) and the programme's wall clock (campaign periods, campaign-time.ts). */
  { now, localNow }: { readonly now: string; readonly localNow: string },
): Promise<GuestCampaign[]> {
  const gifts = await activeGiftCounts(q, guest.id, now);
  const live = (await campaignsOf(db, q, guest.scope_id)).filter((row) => isLive(row, localNow));
  const campaigns: GuestCampaign[] = [];
  for (const row of live) {
    const perGift = row.type === 'stamp' ? row.stamps_per_gift : null;
    campaigns.push({
      id: row.uuid,
      name: row.name,
      description: row.description,
      type: row.type,
      ...(row.ends_at === null ? {} : { endsAt: row.ends_at }),
      ...(row.min_order_sum_minor === null ? {} : { minOrderSum: minorToUnits(row.min_order_sum_minor) }),
      ...(perGift ? { stamps: { collected: (await stampsOf(q, guest.id, row.id)) % perGift, perGift } } : {}),
      activeGifts: gifts.get(row.id) ?? 0,
    });
  }
  return campaigns;
}
