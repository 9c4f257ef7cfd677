/** What bonuses may still pay of the station's open check for this guest (the check's share less its write-offs). */
export interface CheckCap {
  readonly capMinor: number;
}

/**
 * The composition root's way to ask the FarCards check service (payments must not import it): the cap of the open
 * check of the station whose POS code is `fullcode` (`SrcID/@fullcode`; the setting `farcards.unitNo` maps it to
 * FarCards' `UnitNo`), calculated for the guest `guestPhone`; undefined when the station has no open check.
 */
export type CheckCapOf = (fullcode: string, guestPhone: string) => Promise<CheckCap | undefined>;
