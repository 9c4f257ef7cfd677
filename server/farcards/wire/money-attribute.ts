import { formatMinor } from '../../../shared/money.js';

/** The unit of FarCards money attributes (setting `farcards.money`): integer kopecks, or decimal currency units. */
export type FarcardsMoney = 'kopecks' | 'units';

/** Hundredths as the setting's unit writes them: 50000 → `50000` (kopecks) or `500.00` (units). */
export function moneyAttribute(minor: number, unit: FarcardsMoney): string {
  return unit === 'kopecks' ? String(minor) : formatMinor(minor);
}
