import type { Database } from '../storage/open-database.js';

/** What the station's open FarCards check leaves for an authpay (FarCards' own write-offs already taken off). */
export interface CheckCap {
  /** The lesser of the guest's balance and the check's share less its write-offs. */
  readonly capMinor: number;
  /** The check's share less its write-offs, without the balance. */
  readonly shareLeftMinor: number;
  /** When the check was first looked up: the station's authpays since then paid this check too. */
  readonly openedAt: string;
}

/**
 * The composition root's way to ask the FarCards check service (payments must not import it): the cap of the open
 * check of the station whose POS code is `fullcode` (`SrcID/@fullcode`; the setting `farcards.unitNo` maps it to
 * FarCards' `UnitNo`), calculated for the guest `guestPhone`; undefined when the station has no open check.
 */
export type CheckCapOf = (fullcode: string, guestPhone: string) => Promise<CheckCap | undefined>;

/**
 * What an authpay may pay under the open check: its cap less what the other authpays of the station's POS code
 * (`fullcode`) paid since the check opened (authorized or confirmed, tips included); their bonuses already left the
 * balance, so only the share is lowered.
 */
export function capLeft(db: Database, cap: CheckCap, fullcode: string, paymentId: string): number {
  const paid = db
    .prepare(
      `SELECT COALESCE(SUM(amount_minor + tip_minor), 0) AS paid FROM payments
       WHERE created_at >= ? AND fullcode = ? AND id <> ? AND state IN ('authorized', 'confirmed')`,
    )
    .get(cap.openedAt, fullcode, paymentId) as { paid: number };
  return Math.max(0, Math.min(cap.capMinor, cap.shareLeftMinor - paid.paid));
}
