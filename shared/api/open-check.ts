/** A line of the check as the window shows it: a dish (combo, ticket) with its modifiers folded under it. */
export interface OpenCheckLine {
  readonly name: string;
  readonly quantity: number;
  /** The line's sum after the till's own discounts, in hundredths. */
  readonly sumMinor: number;
  readonly modifiers: readonly { readonly name: string; readonly quantity: number; readonly sumMinor: number }[];
}

/**
 * `GET /api/farcards/check`: the FarCards check a station (or a guest) is on, as the loyalty engine last calculated it
 * at the check's lookup or write-off. Money in hundredths.
 */
export interface OpenCheckView {
  /** The FarCards unit number (`UnitNo`) of the station that holds the check. */
  readonly unitNo: string;
  readonly holder: string | undefined;
  readonly guestPhone: string | undefined;
  readonly lines: readonly OpenCheckLine[];
  /** The check's sum after the till's discounts. */
  readonly totalMinor: number;
  /** The campaigns' discount on the check. */
  readonly discountMinor: number;
  /** What bonuses may still pay on the check (the lesser of the balance and the programme's share). */
  readonly mayPayMinor: number;
  /** What bonuses already paid of it (FarCards write-offs). */
  readonly writtenOffMinor: number;
  /** What the guest earns on the check when bonuses pay nothing more. */
  readonly willEarnMinor: number;
  readonly updatedAt: string;
}

/** `event: check` of the window's event stream: a station's open check was looked up, written off, closed or cancelled. */
export interface CheckChangedEvent {
  readonly unitNo: string;
}
