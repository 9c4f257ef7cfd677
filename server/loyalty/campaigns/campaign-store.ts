import { randomUUID } from 'node:crypto';
import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';
import type { Row } from '../database/loyalty-schema.js';
import { appendLedger } from '../wallet/ledger.js';
import { scopeCache } from '../config-cache/scope-cache.js';

export interface GiftDescription {
  name: string;
  giftDescription: string;
  imageUrl: string;
  smallImageUrl: string;
  iconImageUrl: string;
  /** `product` (project extension): one unit of `productCode` free in an order, see gift-store.ts. */
  type: 'simple' | 'bonus' | 'abonnement' | 'product';
  bonus?: { value: number };
  productCode?: string;
}

export type CampaignRow = Row<'campaigns'>;

/** Days a stamp gift stays usable. */
export const giftLifetimeDays = 30;

/** The scope's campaigns by id (cached until the configuration changes, see scope-cache.ts; do not mutate). */
export const campaignsOf = scopeCache((q: Queries, scopeId: number): Promise<readonly CampaignRow[]> =>
  q.selectFrom('campaigns').selectAll().where('scope_id', '=', scopeId).orderBy('id').execute(),
);

/** The guest's stamps in a campaign so far (0 before the first). */
export async function stampsOf(q: Queries, guestId: number, campaignId: number): Promise<number> {
  const row = await q
    .selectFrom('stamp_progress')
    .select('stamps')
    .where('guest_id', '=', guestId)
    .where('campaign_id', '=', campaignId)
    .executeTakeFirst();
  return row?.stamps ?? 0;
}

const targetLists = new WeakMap<CampaignRow, { codes: readonly string[]; cats: readonly string[] }>();

/** The campaign's product codes and categories, parsed once per row object. */
function targetListOf(row: CampaignRow): { codes: readonly string[]; cats: readonly string[] } {
  let lists = targetLists.get(row);
  if (!lists) {
    lists = { codes: JSON.parse(row.product_codes) as string[], cats: JSON.parse(row.categories) as string[] };
    targetLists.set(row, lists);
  }
  return lists;
}

/** Why a campaign is not live at `now`: switched off, not started yet or ended; undefined when it is live. */
export function notLiveBecause(row: CampaignRow, now: string): 'paused' | 'notStarted' | 'ended' | undefined {
  if (Number(row.is_active) !== 1) return 'paused';
  if (now < row.starts_at) return 'notStarted';
  if (row.ends_at !== null && row.ends_at <= now) return 'ended';
  return undefined;
}

/** Switched on and inside its validity period. */
export function isLive(row: CampaignRow, now: string): boolean {
  return notLiveBecause(row, now) === undefined;
}

/** Whether an order of this sum (its lines' cost, before loyalty discounts) reaches the campaign's minimum. */
export function reachesMinimum(row: CampaignRow, orderSumMinor: number): boolean {
  return row.min_order_sum_minor === null || orderSumMinor >= row.min_order_sum_minor;
}

/** Whether a product line is targeted (no codes and no categories: every product). */
export function targets(row: CampaignRow, code: string, categories: readonly string[] | null | undefined): boolean {
  const { codes, cats } = targetListOf(row);
  if (codes.length === 0 && cats.length === 0) return true;
  return codes.includes(code) || (categories ?? []).some((c) => cats.includes(c));
}

/** Whether a closed order with these products and this sum earns a stamp of the (live stamp) campaign. */
export function earnsStamp(row: CampaignRow, codes: readonly string[], sumMinor: number): boolean {
  return codes.some((code) => targets(row, code, [])) && reachesMinimum(row, sumMinor);
}

/** The closed order a stamp is counted for. */
export interface StampedOrder {
  readonly scopeId: number;
  readonly guestId: number;
  readonly venueId: number;
  readonly orderId: string;
  readonly codes: readonly string[];
  /** The order's sum (its lines' cost), for the campaigns' minimum. */
  readonly sumMinor: number;
  readonly now: string;
  /** When the ledger records a gift's bonuses. */
  readonly recordedAt: string;
  /** `now` on the venue's wall clock (campaign-time.ts): campaign periods are compared with it. */
  readonly localNow: string;
}

/**
 * One stamp per closed order of the guest containing a targeted product and reaching the campaign's minimum sum; a
 * gift every `stamps_per_gift` stamps.
 */
export async function grantStamps(db: LoyaltyDb, q: Queries, order: StampedOrder): Promise<void> {
  const { guestId, venueId, orderId, now } = order;
  for (const row of await campaignsOf(db, q, order.scopeId)) {
    if (row.type !== 'stamp' || !row.stamps_per_gift || !row.gift || !isLive(row, order.localNow)) continue;
    if (!earnsStamp(row, order.codes, order.sumMinor)) continue;
    const { stamps } = await q
      .insertInto('stamp_progress')
      .values({ guest_id: guestId, campaign_id: row.id, stamps: 1 })
      .onConflict((conflict) =>
        conflict
          .columns(['guest_id', 'campaign_id'])
          .doUpdateSet((eb) => ({ stamps: eb('stamp_progress.stamps', '+', 1) })),
      )
      .returning('stamps')
      .executeTakeFirstOrThrow();
    if (stamps % row.stamps_per_gift !== 0) continue;
    const gift = JSON.parse(row.gift) as GiftDescription;
    const bonus = gift.type === 'bonus' && gift.bonus ? gift.bonus.value * 100 : 0;
    const expires = new Date(Date.parse(now) + giftLifetimeDays * 86_400_000).toISOString();
    await q
      .insertInto('gifts')
      .values({
        uuid: randomUUID(),
        guest_id: guestId,
        campaign_id: row.id,
        chosen_gift: row.gift,
        expiration_date: expires,
        status: bonus > 0 ? 'received' : 'active',
        stamp_index: stamps,
        created_at: now,
      })
      .execute();
    if (bonus > 0)
      await appendLedger(q, {
        guestId,
        venueId,
        operation: 'campaign',
        amountMinor: bonus,
        comment: row.name,
        orderId,
        occurredAt: order.recordedAt,
      });
  }
}
