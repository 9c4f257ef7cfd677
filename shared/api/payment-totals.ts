import type { CheckTotals } from './journal-checks.js';
import type { PaymentState } from './payment-state.js';

/** Count and sums (hundredths) of a set of payments. */
export interface Bucket {
  count: number;
  amountMinor: number;
  tipMinor: number;
}

/** One payment system or one station: all its payments, what was paid and what was voided. */
export interface GroupTotals {
  readonly name: string;
  count: number;
  paid: Bucket;
  voided: Bucket;
}

/** The totals of a Z, X or period report; amounts in integer hundredths. Stored as JSON in `shifts.totals`. */
export interface PaymentTotals {
  count: number;
  byState: Record<PaymentState, Bucket>;
  paid: Bucket;
  /** Tips of paid payments: how many carried one, and their sum. */
  tips: { count: number; amountMinor: number };
  byPaymentSystem: GroupTotals[];
  byStation: GroupTotals[];
  /**
   * Partial steps of these payments (a confpay below the authorized amount, a partial voidpay, a lowered or voided
   * tip): how many, and what they returned to guests. Absent in Z-reports stored before partial steps existed.
   */
  returned?: { count: number; amountMinor: number };
  /** FarCards checks closed in the period and manual accruals; absent in Z-reports stored before checks existed. */
  checks?: CheckTotals;
  firstAt: string | null;
  lastAt: string | null;
}
