import type { CheckDeps } from './check-deps.js';
import { orderOf, readCalculation } from './check-order.js';
import { getCheck, openCheckOf } from './check-store.js';

/** What bonuses may still pay of a station's open check, and when the check opened. */
export interface OpenCheckCap {
  /** The lesser of the guest's balance and `shareLeftMinor`. */
  readonly capMinor: number;
  /** The programme's share of the check's lines less what the check wrote off through FarCards. */
  readonly shareLeftMinor: number;
  readonly openedAt: string;
}

/**
 * What bonuses may still pay of the open check of `station` (FarCards' `UnitNo`) for the guest `phone`, from the
 * loyalty engine's calculation of the check's lines: its share less the check's write-offs, and the balance (which
 * already lacks them); undefined when the station has no open check.
 */
export async function openCheckCap(deps: CheckDeps, station: string, phone: string): Promise<OpenCheckCap | undefined> {
  const open = openCheckOf(deps.db, station);
  if (!open) return undefined;
  const order = orderOf(open.lines, open.updatedAt);
  const calculation = readCalculation(await deps.loyalty.calculateOrder({ order, guest: { type: 'phone', phone } }));
  const writtenOff = getCheck(deps.db, open.orderId)?.written_off_minor ?? 0;
  const shareLeftMinor = Math.max(0, calculation.shareMinor - writtenOff);
  return {
    capMinor: Math.min(calculation.maxPaymentMinor, shareLeftMinor),
    shareLeftMinor,
    openedAt: open.openedAt,
  };
}
