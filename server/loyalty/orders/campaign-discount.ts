import { notLiveBecause, reachesMinimum, targets, type CampaignRow } from '../campaigns/campaign-store.js';
import { percentOf } from '../../../shared/money.js';
import type { AppliedProgram, OrderLine } from './calculation-types.js';

/** Why a campaign does not apply to an order at all (before its products are looked at). */
export type CampaignSkip = 'paused' | 'notStarted' | 'ended' | 'guestsOnly' | 'belowMinimum' | 'promocodeMissing';

export interface CampaignOrderContext {
  /** The venue's wall clock (campaign-time.ts): campaign periods are compared with it. */
  readonly now: string;
  readonly hasGuest: boolean;
  /** The order's lines' cost, before loyalty discounts. */
  readonly orderSumMinor: number;
  /** The promocodes given, trimmed and lower-cased. */
  readonly promocodes: ReadonlySet<string>;
}

/** The first reason the campaign skips this order, or undefined when it takes part. */
export function campaignSkip(campaign: CampaignRow, order: CampaignOrderContext): CampaignSkip | undefined {
  const notLive = notLiveBecause(campaign, order.now);
  if (notLive) return notLive;
  if (Number(campaign.guests_only) === 1 && !order.hasGuest) return 'guestsOnly';
  if (!reachesMinimum(campaign, order.orderSumMinor)) return 'belowMinimum';
  if (campaign.promocode !== null && !order.promocodes.has(campaign.promocode.toLowerCase())) return 'promocodeMissing';
  return undefined;
}

/** Whether the campaign discounts (a percentage or an amount per unit) rather than only counting stamps. */
export function hasDiscount(campaign: CampaignRow): boolean {
  return campaign.discount_percent_bp !== null || campaign.discount_amount_minor !== null;
}

/**
 * Applies one discount campaign to the targeted lines on what earlier ones left (`remaining`, changed in place, as is
 * `lineDiscounts`); undefined when it takes nothing off.
 */
export function applyDiscount(
  campaign: CampaignRow,
  lines: readonly OrderLine[],
  remaining: number[],
  lineDiscounts: number[],
): AppliedProgram | undefined {
  const byCode = new Map<string, number>();
  let total = 0;
  lines.forEach((line, i) => {
    if (!targets(campaign, line.code, line.categories)) return;
    const wanted =
      campaign.discount_percent_bp !== null
        ? percentOf(remaining[i] ?? 0, campaign.discount_percent_bp)
        : Math.floor(((campaign.discount_amount_minor ?? 0) * line.quantityMilli) / 1000);
    const discount = Math.min(wanted, remaining[i] ?? 0);
    if (discount <= 0) return;
    remaining[i] = (remaining[i] ?? 0) - discount;
    lineDiscounts[i] = (lineDiscounts[i] ?? 0) + discount;
    byCode.set(line.code, (byCode.get(line.code) ?? 0) + discount);
    total += discount;
  });
  return total > 0 ? { campaign, discountMinor: total, byCode, notes: [] } : undefined;
}
