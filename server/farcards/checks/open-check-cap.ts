import type { CheckDeps } from './check-deps.js';
import { orderOf, readCalculation } from './check-order.js';
import { getCheck, openCheckOf } from './check-store.js';

/**
 * What bonuses may still pay of the open check of `station` (FarCards' `UnitNo`) for the guest `phone`: the loyalty
 * engine's largest bonus payment on the check's lines (the lesser of the balance and the programme's share) less what
 * the check already wrote off through FarCards; undefined when the station has no open check.
 */
export async function openCheckCap(
  deps: CheckDeps,
  station: string,
  phone: string,
): Promise<{ readonly capMinor: number } | undefined> {
  const open = openCheckOf(deps.db, station);
  if (!open) return undefined;
  const order = orderOf(open.lines, open.updatedAt);
  const calculation = readCalculation(await deps.loyalty.calculateOrder({ order, guest: { type: 'phone', phone } }));
  const writtenOff = getCheck(deps.db, open.orderId)?.written_off_minor ?? 0;
  return { capMinor: Math.max(0, calculation.maxPaymentMinor - writtenOff) };
}
