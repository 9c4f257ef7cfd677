import { scaledInteger } from '../../../shared/money.js';
import { LoyaltyError } from '../errors/loyalty-error.js';

/** An amount of the request (at most 2 decimals) as integer hundredths; anything else is a 9004 naming the field. */
export function toMinor(value: number, field = 'amount'): number {
  return scaledOrRefused(value, 2, field);
}

/** A quantity of the request (at most 3 decimals) as integer thousandths; anything else is a 9004 naming the field. */
export function toMilli(value: number, field = 'quantity'): number {
  return scaledOrRefused(value, 3, field);
}

function scaledOrRefused(value: number, decimals: number, field: string): number {
  const scaled = scaledInteger(value, decimals);
  if (scaled === undefined)
    throw new LoyaltyError('validation', `${field}: must be a number with at most ${decimals} decimal places`);
  return scaled;
}
