import type { BonusLimit, Order } from '../../../shared/loyalty-api/b2b-api.js';
import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';
import { campaignsOf, stampsOf, type CampaignRow } from '../campaigns/campaign-store.js';
import { heldProductGifts } from '../campaigns/gift-store.js';
import type { GuestRow } from '../guest-store/guest-store.js';
import { LoyaltyError } from '../errors/loyalty-error.js';
import { maxBalanceMinor, percentOf } from '../../../shared/money.js';
import { toMilli, toMinor } from '../openapi/amount-input.js';
import { cashbackBp, programmeOf, type Programme } from '../wallet/programme.js';
import type { AppliedGift, AppliedProgram, Calculation, OrderLine } from './calculation-types.js';
import { applyDiscount, campaignSkip, hasDiscount, type CampaignOrderContext } from './campaign-discount.js';
import { applyGifts, withGiftPrograms } from './gift-discounts.js';
import { wallClock } from '../campaigns/campaign-time.js';

/**
 * The order's lines in integer units (exact conversion; more decimals are 9004). A line's price and cost include its
 * modifiers' (their totals on the line), so a modifier counts as part of its dish everywhere; the sum of a line with
 * its modifiers may not be negative.
 */
export function orderLines(order: Order): OrderLine[] {
  const lines = order.items.map((item, index) => {
    const field = `order.items[${index}]`;
    let priceMinor = toMinor(item.price, `${field}.price`);
    let costMinor = toMinor(item.cost, `${field}.cost`);
    for (const [m, modifier] of (item.modifiers ?? []).entries()) {
      priceMinor += toMinor(modifier.price, `${field}.modifiers[${m}].price`);
      costMinor += toMinor(modifier.cost, `${field}.modifiers[${m}].cost`);
    }
    if (priceMinor < 0 || costMinor < 0)
      throw new LoyaltyError(
        'validation',
        `${field}: the line's price and cost with its modifiers must not be negative`,
      );
    return {
      code: item.product.code,
      name: item.product.name,
      group: item.product.group ?? null,
      categories: item.product.categories ?? [],
      priceMinor,
      costMinor,
      quantityMilli: toMilli(item.quantity, `${field}.quantity`),
    };
  });
  const sum = lines.reduce((total, line) => total + line.costMinor, 0);
  if (sum > maxBalanceMinor)
    throw new LoyaltyError(
      'validation',
      `order.items: the order's sum ${sum / 100} is above the largest sum of an order (${maxBalanceMinor / 100})`,
    );
  return lines;
}

/** What a calculation works on: the scope's order lines, its guest and promocodes, at `now`. */
export interface CalculationInput {
  readonly scopeId: number;
  readonly lines: readonly OrderLine[];
  readonly guest: GuestRow | null;
  readonly promocodes: readonly string[];
  readonly now: string;
  /** The venue's zone: campaign periods are its wall-clock times (campaign-time.ts). */
  readonly zone: string;
}

/** The discounts of a calculation: what calculate shows and confirm repeats to check its fingerprint. */
export interface Discounts {
  /** What is left to pay per line after the discounts, hundredths. */
  readonly remaining: number[];
  readonly lineDiscounts: number[];
  readonly gifts: readonly AppliedGift[];
  /** The discount campaigns applied, by campaign. */
  readonly applied: ReadonlyMap<CampaignRow, AppliedProgram>;
  readonly campaigns: readonly CampaignRow[];
  readonly context: CampaignOrderContext;
}

/**
 * Makes one unit free per held product gift of the guest, then applies the live discount campaigns the order's sum
 * reaches, in order, each on what earlier ones left; deterministic for the same data and `now`.
 */
export async function discountsOf(
  db: LoyaltyDb,
  q: Queries,
  input: CalculationInput,
  /** Only these held gifts (by uuid) may apply: confirm repeats a calculation with the gifts it applied. */
  onlyGifts?: ReadonlySet<string>,
): Promise<Discounts> {
  const { scopeId, lines, guest, promocodes, now, zone } = input;
  const remaining = lines.map((line) => line.costMinor);
  const lineDiscounts = lines.map(() => 0);
  const orderSum = remaining.reduce((a, b) => a + b, 0);
  const held = !guest || onlyGifts?.size === 0 ? [] : await heldProductGifts(q, guest.id, now);
  const offered = onlyGifts ? held.filter((gift) => onlyGifts.has(gift.uuid)) : held;
  const gifts = applyGifts(offered, lines, remaining, lineDiscounts);
  const promocodeSet = new Set(promocodes.map((p) => p.trim().toLowerCase()));
  const context = {
    now: wallClock(now, zone),
    hasGuest: guest !== null,
    orderSumMinor: orderSum,
    promocodes: promocodeSet,
  };
  const campaigns = await campaignsOf(db, q, scopeId);
  const applied = new Map<CampaignRow, AppliedProgram>();
  for (const campaign of campaigns) {
    if (!hasDiscount(campaign) || campaignSkip(campaign, context) !== undefined) continue;
    const program = applyDiscount(campaign, lines, remaining, lineDiscounts);
    if (program) applied.set(campaign, program);
  }
  return { remaining, lineDiscounts, gifts, applied, campaigns, context };
}

/** The discounts, then the guest's bonus limits; the programs in campaign order, stamp campaigns' notices among them. */
export async function calculate(
  db: LoyaltyDb,
  q: Queries,
  input: CalculationInput,
  basis: OrderBasis = 'check',
): Promise<Calculation> {
  const { scopeId, lines, guest } = input;
  const { remaining, lineDiscounts, gifts, applied, campaigns, context } = await discountsOf(db, q, input);
  const found: AppliedProgram[] = [];
  for (const campaign of campaigns) {
    const program = applied.get(campaign);
    if (program) found.push(program);
    else if (campaign.type === 'stamp' && guest && !hasDiscount(campaign) && !campaignSkip(campaign, context))
      found.push(await stampNotice(q, campaign, guest));
  }
  const programs = withGiftPrograms(found, gifts, campaigns, lines);
  const programme = await programmeOf(db, q, scopeId);
  if (!guest) return { lines, lineDiscounts, programs, gifts, programme };
  const net = remaining.reduce((a, b) => a + b, 0);
  const blocked = guest.blocked_at !== null;
  const { maxPay, limit, beforeBalance } = paymentLimit(programme, guest.balance_minor, net, basis);
  const cashback = await cashbackBp(db, q, guest);
  return {
    lines,
    lineDiscounts,
    programs,
    gifts,
    programme,
    bonuses: {
      minPay: 0,
      maxPay: blocked ? 0 : maxPay,
      limit,
      maxBeforeBalance: blocked ? 0 : beforeBalance,
      accrualMin: percentOf(net, cashback),
      accrualMax: percentOf(net - (blocked ? 0 : maxPay), cashback),
      cashbackBp: cashback,
      blocked,
    },
  };
}

/**
 * What the programme's share means for an order: `check`, the order is the check (the share applies); `withoutCheck`,
 * the till pays an amount without knowing the check (the programme's rule for payments without a check applies);
 * `withinCheck`, the client pays an amount of a check whose share it applied itself (the whole order may be paid).
 */
export type OrderBasis = 'check' | 'withoutCheck' | 'withinCheck';

/** The order's basis from its Tillbridge extensions `withinCheck` and `withoutCheck` (never both: the schema refuses it). */
export function orderBasis(order: Pick<Order, 'withoutCheck' | 'withinCheck'>): OrderBasis {
  if (order.withinCheck === true) return 'withinCheck';
  return order.withoutCheck === true ? 'withoutCheck' : 'check';
}

/**
 * The most bonuses may pay of an order whose discounted sum is `net`, and what bounds it: the programme's share and the
 * balance; for a payment without a check the programme's rule instead of its share (the order's sum and the balance,
 * or nothing); for a payment within a check the client capped, the order's sum and the balance. `beforeBalance` is
 * that most without the balance (the share, the order's sum, or nothing).
 */
export function paymentLimit(
  programme: Programme,
  balance: number,
  net: number,
  basis: OrderBasis,
): { maxPay: number; limit: BonusLimit; beforeBalance: number } {
  if (basis === 'withoutCheck' && programme.paymentsWithoutCheck === 'refused')
    return { maxPay: 0, limit: 'refusedWithoutCheck', beforeBalance: 0 };
  const cap = basis === 'check' ? percentOf(net, programme.maxBonusShareBp) : net;
  if (cap >= balance) return { maxPay: balance, limit: 'balance', beforeBalance: cap };
  return { maxPay: cap, limit: basis === 'check' ? 'share' : 'order', beforeBalance: cap };
}

/** The promocodes of the programs applied, lower-cased: what confirm needs to repeat the calculation. */
export function appliedPromocodes(programs: readonly AppliedProgram[]): string[] {
  const codes = new Set<string>();
  for (const program of programs)
    if (program.campaign.promocode !== null) codes.add(program.campaign.promocode.toLowerCase());
  return [...codes];
}

async function stampNotice(q: Queries, campaign: CampaignRow, guest: GuestRow): Promise<AppliedProgram> {
  const stamps = await stampsOf(q, guest.id, campaign.id);
  const every = campaign.stamps_per_gift ?? 1;
  return {
    campaign,
    discountMinor: 0,
    byCode: new Map(),
    notes: [`${stamps % every} of ${every} stamps collected; this order adds one when it closes`],
  };
}

/** Splits `total` over weights in proportion, in integers, largest remainders first (sums exactly to total). */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const shares = weights.map((w) => BigInt(total) * BigInt(Math.max(0, w)));
  const out = shares.map((x) => Number(x / BigInt(sum)));
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = shares.map((x, i) => ({ i, r: x % BigInt(sum) })).sort((a, b) => (b.r > a.r ? 1 : b.r < a.r ? -1 : 0));
  for (const { i } of order) {
    if (left <= 0) break;
    out[i] = (out[i] ?? 0) + 1;
    left -= 1;
  }
  return out;
}
