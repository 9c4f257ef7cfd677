import { createHash } from 'node:crypto';
import { minorToUnits, unitsToMinor } from '../../../shared/money.js';
import type { CalculateResponse, Order, OrderItem } from '../../../shared/loyalty-api/b2b-api.js';
import type { CheckLine } from '../farcards-contract.js';

/** What the check service reads from a calculation, in hundredths. */
export interface CheckCalculation {
  readonly fingerprint: string;
  /** The lesser of the balance and the programme's share of the check after discounts. */
  readonly maxPaymentMinor: number;
  /** The same without the balance: the programme's share of the check after discounts. */
  readonly shareMinor: number;
  readonly discountMinor: number;
  /** What the guest earns when bonuses pay nothing, and when they pay the most. */
  readonly earnWithoutPaymentMinor: number;
  readonly balanceMinor: number | undefined;
  readonly rankName: string | undefined;
  /** The engine's "bonus payment unavailable: the guest is blocked" notification. */
  readonly blocked: boolean;
}

/** The secondary text of the loyalty engine's notification on a blocked guest (server/loyalty/orders/calculation-view.ts). */
const blockedNote = 'the guest is blocked';

/** Money-bearing lines the till really sells: a voided line (quantity 0) is not part of the order. */
function soldLines(lines: readonly CheckLine[]): CheckLine[] {
  return lines.filter((line) => line.quantity > 0 && line.listSumMinor >= 0 && line.sumMinor >= 0);
}

function product(line: CheckLine) {
  return { code: line.code, name: line.name, ...(line.category ? { categories: [line.category] } : {}) };
}

/** A quantity as the loyalty API takes it: at most 3 decimals, above 0. */
function quantityOf(value: number): number {
  return Math.max(0.001, Math.round(value * 1000) / 1000);
}

/**
 * The check's sold lines as dishes (combos, tickets) with their modifiers (`type` modify) folded under the dish their
 * `parentUni` names; a modifier whose dish is not in the check stands as a dish of its own.
 */
export function dishesOf(lines: readonly CheckLine[]): { readonly dish: CheckLine; readonly modifiers: CheckLine[] }[] {
  const sold = soldLines(lines);
  const parents = new Set(sold.filter((line) => line.type !== 'modify').map((line) => line.uni));
  return sold
    .filter((line) => line.type !== 'modify' || !parents.has(line.parentUni ?? ''))
    .map((dish) => ({
      dish,
      modifiers: dish.type === 'modify' ? [] : sold.filter((m) => m.type === 'modify' && m.parentUni === dish.uni),
    }));
}

/**
 * The loyalty order of a check's dishes: each an item (`price` its list sum, `cost` its sum after the till's
 * discounts). The check's number, when it is a whole number, becomes the order's `number` (the journal and the guest's
 * order history show it).
 */
export function orderOf(lines: readonly CheckLine[], openedAt: string, checkNumber?: string): Order {
  const items = dishesOf(lines).map(({ dish: line, modifiers }): OrderItem => ({
    product: product(line),
    price: minorToUnits(Math.max(line.listSumMinor, line.sumMinor)),
    cost: minorToUnits(line.sumMinor),
    quantity: quantityOf(line.quantity),
    ...(modifiers.length > 0
      ? {
          modifiers: modifiers.map((m) => ({
            modifier: product(m),
            price: minorToUnits(Math.max(m.listSumMinor, m.sumMinor)),
            cost: minorToUnits(m.sumMinor),
            discount: 0,
            quantity: quantityOf(m.quantity),
          })),
        }
      : {}),
  }));
  const number = checkNumber !== undefined && /^\d{1,15}$/.test(checkNumber) ? Number(checkNumber) : undefined;
  return { openedAt: withOffset(openedAt), items, ...(number === undefined ? {} : { number }) };
}

/**
 * A check's `generateddatetime` is the till's wall clock without a zone, which the loyalty API refuses: it is read on
 * this machine's clock (the bridge runs beside the till), as an instant in UTC.
 */
function withOffset(dateTime: string): string {
  return /(?:Z|[+-]\d{2}:?\d{2})$/i.test(dateTime) ? dateTime : new Date(dateTime).toISOString();
}

/** The sum of the order's costs in hundredths (what the check costs before the loyalty's own discounts). */
export function orderTotalMinor(order: Order): number {
  return order.items.reduce(
    (sum, item) => sum + unitsToMinor(item.cost) + (item.modifiers ?? []).reduce((m, x) => m + unitsToMinor(x.cost), 0),
    0,
  );
}

/** A digest of the order's lines (not its time): tells a changed check from the same one. */
export function linesDigest(order: Order): string {
  return createHash('sha256').update(JSON.stringify(order.items)).digest('base64url');
}

export function readCalculation(answer: CalculateResponse): CheckCalculation {
  const { summary, details } = answer.loyalty;
  const progress = details.bonuses?.progress;
  return {
    fingerprint: answer.loyalty.fingerprint,
    maxPaymentMinor: unitsToMinor(summary.bonuses?.max.payments.total ?? 0),
    shareMinor: unitsToMinor(details.bonuses?.maxBeforeBalance ?? 0),
    discountMinor: unitsToMinor(summary.discounts.total),
    earnWithoutPaymentMinor: unitsToMinor(summary.bonuses?.min.accruals.total ?? 0),
    balanceMinor: progress === undefined ? undefined : unitsToMinor(progress.balance),
    rankName: progress?.rank?.name,
    blocked: (details.bonuses?.notifications ?? []).some((note) => note.secondary === blockedNote),
  };
}
