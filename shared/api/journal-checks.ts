/** How a FarCards check stands, as the journal shows it (from `farcards_checks.state`). */
export const checkStatuses = ['open', 'accrual-waiting', 'closed', 'return-waiting', 'returned'] as const;
export type CheckStatus = (typeof checkStatuses)[number];

/** One FarCards check as the journal lists it (`GET /api/journal/checks`); amounts in integer hundredths. */
export interface JournalCheck {
  readonly orderId: string;
  /** The till's check number when the check named one, else null. */
  readonly number: string | null;
  /** The r_keeper station (UnitNo) the check came from, when known. */
  readonly station: string | null;
  readonly card: string;
  readonly guestPhone: string;
  /** The check's sum after the till's discounts. */
  readonly totalMinor: number;
  /** Bonuses written off on the check. */
  readonly spentMinor: number;
  /** Bonuses accrued at its close; null while the accrual waits in the outbox or before the close. */
  readonly earnedMinor: number | null;
  readonly status: CheckStatus;
  readonly createdAt: string;
  /** When the till closed it (its accrual transaction was applied); null while open. */
  readonly closedAt: string | null;
}

export interface JournalChecksPage {
  readonly total: number;
  readonly offset: number;
  readonly entries: readonly JournalCheck[];
}

/** One transaction the till posted for a check (FarCards Kind: 0 payment, 1 discount, 2 bonus, 3 spending). */
export interface CheckTransactionView {
  readonly at: string;
  readonly kind: number;
  /** Signed as r_keeper signs it, in hundredths. */
  readonly amountMinor: number;
  /** The check's chmode (2 rollback, 3 return). */
  readonly mode: number;
  readonly refused: boolean;
  /** The answer's warning or refusal reason, when it had one. */
  readonly note: string | null;
}

/** `GET /api/journal/checks/:orderId`. */
export interface CheckDetail extends JournalCheck {
  readonly lines: readonly { readonly name: string; readonly quantity: number; readonly sumMinor: number }[];
  readonly transactions: readonly CheckTransactionView[];
}

/** A report's FarCards checks and manual accruals (stored in `shifts.totals` since checks existed). */
export interface CheckTotals {
  /** Checks closed in the period (returned ones included). */
  count: number;
  spentMinor: number;
  /** What their closes accrued (waiting accruals not yet known). */
  earnedMinor: number;
  /** Closed checks whose accrual still waits in the outbox. */
  waitingCount: number;
  /** Checks returned in the period: bonuses given back and accruals taken back are not subtracted here. */
  returnedCount: number;
  /** Bonuses accrued by hand ("Accrue bonuses" in the menu). */
  manual: { count: number; amountMinor: number };
}
