import type { ResolvedFarcardsSettings } from '../../config/bridge-settings.js';

/**
 * The FarCards `UnitNo` of a payment protocol station with the POS code `fullcode` (setting `farcards.unitNo`): the
 * whole code, or the last 4 digits of a full code that carries a prefix (as `restaurantcode` 199990007 does for 7);
 * undefined for a code that is not a whole number.
 */
export function unitNoOf(fullcode: string, rule: ResolvedFarcardsSettings['unitNo']): string | undefined {
  const digits = rule === 'fullcodeTail' ? fullcode.trim().slice(-4) : fullcode.trim();
  return /^\d{1,10}$/.test(digits) ? String(Number(digits)) : undefined;
}
