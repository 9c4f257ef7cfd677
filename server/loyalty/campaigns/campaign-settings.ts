import type { Queries } from '../database/loyalty-db.js';
import type { CampaignRow, GiftDescription } from './campaign-store.js';

/** A campaign as the bootstrap file and the console write it: money in minor units, shares in basis points. */
export interface CampaignSettings {
  readonly name: string;
  readonly description: string;
  readonly imageUrl: string | null;
  readonly type: CampaignRow['type'];
  /** ISO-8601 UTC. */
  readonly startsAt: string;
  readonly endsAt: string | null;
  readonly isActive: boolean;
  readonly promocode: string | null;
  readonly guestsOnly: boolean;
  readonly discountPercentBp: number | null;
  readonly discountAmountMinor: number | null;
  readonly productCodes: readonly string[];
  readonly categories: readonly string[];
  readonly stamp: { readonly stampsPerGift: number; readonly gift: GiftDescription } | null;
  readonly referral: { readonly referrerGift: GiftDescription; readonly referralGift: GiftDescription } | null;
  readonly price: number | null;
  readonly oldPrice: number | null;
  readonly minOrderSumMinor: number | null;
}

/** The row's columns of a campaign's settings. */
export function campaignColumns(scopeId: number, c: CampaignSettings) {
  return {
    scope_id: scopeId,
    name: c.name,
    description: c.description,
    image_url: c.imageUrl,
    type: c.type,
    starts_at: c.startsAt,
    ends_at: c.endsAt,
    is_active: c.isActive ? 1 : 0,
    promocode: c.promocode,
    guests_only: c.guestsOnly ? 1 : 0,
    discount_percent_bp: c.discountPercentBp,
    discount_amount_minor: c.discountAmountMinor,
    product_codes: JSON.stringify(c.productCodes),
    categories: JSON.stringify(c.categories),
    stamps_per_gift: c.stamp?.stampsPerGift ?? null,
    gift: c.stamp ? JSON.stringify(c.stamp.gift) : null,
    referral: c.referral ? JSON.stringify(c.referral) : null,
    price: c.price,
    old_price: c.oldPrice,
    min_order_sum_minor: c.minOrderSumMinor,
  };
}

/**
 * Creates the campaign with this uuid or replaces its settings, inside a write; the caller calls `db.configChanged()`
 * once it has committed.
 */
export async function saveCampaign(q: Queries, scopeId: number, uuid: string, c: CampaignSettings): Promise<void> {
  const values = campaignColumns(scopeId, c);
  await q
    .insertInto('campaigns')
    .values({ uuid, ...values })
    .onConflict((conflict) => conflict.column('uuid').doUpdateSet(values))
    .execute();
}

/** Pauses or resumes a campaign (`is_active`), inside a write. */
export async function setCampaignActive(q: Queries, campaignId: number, active: boolean): Promise<void> {
  await q
    .updateTable('campaigns')
    .set({ is_active: active ? 1 : 0 })
    .where('id', '=', campaignId)
    .execute();
}

/** The settings a stored campaign row holds. */
export function campaignSettingsOf(row: CampaignRow): CampaignSettings {
  return {
    name: row.name,
    description: row.description,
    imageUrl: row.image_url,
    type: row.type,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    isActive: Number(row.is_active) === 1,
    promocode: row.promocode,
    guestsOnly: Number(row.guests_only) === 1,
    discountPercentBp: row.discount_percent_bp,
    discountAmountMinor: row.discount_amount_minor,
    productCodes: JSON.parse(row.product_codes) as string[],
    categories: JSON.parse(row.categories) as string[],
    stamp:
      row.stamps_per_gift !== null && row.gift !== null
        ? { stampsPerGift: row.stamps_per_gift, gift: JSON.parse(row.gift) as GiftDescription }
        : null,
    referral: row.referral === null ? null : (JSON.parse(row.referral) as CampaignSettings['referral']),
    price: row.price,
    oldPrice: row.old_price,
    minOrderSumMinor: row.min_order_sum_minor,
  };
}
