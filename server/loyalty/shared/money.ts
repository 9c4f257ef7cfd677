import { LoyaltyError } from './loyalty-error.js';

/** Largest amount accepted, in currency units (keeps minor units far inside the safe integer range). */
export const maxMoney = 1_000_000_000_000;

/**
 * Largest balance a guest may hold and largest sum of one order, in minor units (10^12 currency units): a credit past
 * it is 9004. Far below 2^53 (JS numbers, exact), PostgreSQL's BIGINT and SQLite's 64-bit integers, so that sums of
 * many of them stay exact too.
 */
export const maxBalanceMinor = maxMoney * 100;

/** True when a JSON number has at most `decimals` decimal places, judged on its shortest decimal representation. */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  if (!Number.isFinite(value)) return false;
  const text = String(Math.abs(value));
  if (text.includes('e')) return Number.isInteger(value) && Math.abs(value) <= maxMoney;
  const dot = text.indexOf('.');
  return dot < 0 || text.length - dot - 1 <= decimals;
}

/** Exact conversion of currency units (at most 2 decimals) to integer hundredths, through the decimal text. */
export function toMinor(value: number, field = 'amount'): number {
  return scaled(value, 2, field);
}

/** Exact conversion of a quantity (at most 3 decimals) to integer thousandths. */
export function toMilli(value: number, field = 'quantity'): number {
  return scaled(value, 3, field);
}

function scaled(value: number, decimals: number, field: string): number {
  if (!hasAtMostDecimals(value, decimals) || Math.abs(value) > maxMoney)
    throw new LoyaltyError('validation', `${field}: must be a number with at most ${decimals} decimal places`);
  const negative = value < 0;
  const [whole = '0', fraction = ''] = String(Math.abs(value)).split('.');
  const minor = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return negative ? -minor : minor;
}

/** Integer hundredths to the API's number in currency units (the shortest decimal that round-trips). */
export function fromMinor(minor: number): number {
  return minor / 100;
}

export function fromMilli(milli: number): number {
  return milli / 1000;
}

/** `amount * bp / 10000`, rounded down, in integers. */
export function percentOf(amountMinor: number, bp: number): number {
  return Number((BigInt(amountMinor) * BigInt(bp)) / 10000n);
}
