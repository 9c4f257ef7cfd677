import type { JournalCheck } from './journal-checks.js';
import type { PaymentTotals } from './payment-totals.js';
import type { PrinterDocument } from './printer-document.js';

/** One slot of a chart's time axis (a local hour or day): payments made then, what was paid and the tips. */
export interface TimelineSlot {
  /** Local time: `YYYY-MM-DDTHH:00` for hours, `YYYY-MM-DD` for days. */
  readonly slot: string;
  readonly count: number;
  readonly paidCount: number;
  readonly paidMinor: number;
  readonly tipMinor: number;
}

export interface Timeline {
  readonly unit: 'hour' | 'day';
  readonly slots: readonly TimelineSlot[];
}

/** A shift in the list: when, who closed it, and its Z-report's headline numbers (hundredths). */
export interface ShiftSummary {
  readonly id: number;
  readonly openedAt: string;
  readonly closedAt: string | null;
  readonly closedByStation: string | null;
  readonly paymentCount: number;
  readonly paidCount: number;
  readonly paidMinor: number;
  readonly tipsMinor: number;
  readonly voidedCount: number;
  readonly voidedMinor: number;
}

/** `GET /api/reports/shifts`: shifts newest first, and how many there are. */
export interface ShiftList {
  readonly total: number;
  readonly shifts: readonly ShiftSummary[];
}

/**
 * `GET /api/reports/shifts/:id`: summary, totals (as printed at close), payments per hour, the printed report. This and
 * PeriodSummary are alike in shape to server/core/bridge-app.ts's BridgeAppDeps and
 * server/farcards/farcards-contract.ts's CardQuery by chance: unrelated fields.
 */
export interface ShiftDetail {
  readonly shift: ShiftSummary;
  readonly totals: PaymentTotals;
  readonly timeline: Timeline;
  /** The Z-report as printed at close; an X-report (so far) for the open shift. */
  readonly report: readonly PrinterDocument[];
  /** The FarCards checks closed while the shift was open, in the order they closed. */
  readonly checks: readonly JournalCheck[];
}

/** `GET /api/reports/period`: every payment made on the local days `from`..`to`, whatever its shift. */
export interface PeriodSummary {
  readonly from: string;
  readonly to: string;
  readonly totals: PaymentTotals;
  /** Per hour for one or two days, per day beyond. */
  readonly timeline: Timeline;
  readonly report: readonly PrinterDocument[];
}
