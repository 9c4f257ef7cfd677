/** Who credited a manual accrual: the window's own menu (with the manager's unlock) or a station's menu. */
export type AccrualCaller = 'window' | 'station';

/** One manual accrual ("Accrue bonuses" in the menu) as the journal lists it (`GET /api/journal/accruals`). */
export interface JournalAccrual {
  readonly id: number;
  readonly at: string;
  readonly phone: string;
  /** The guest's name, or the phone when the guest has none. */
  readonly guest: string;
  readonly amountMinor: number;
  readonly reason: string;
  /** The station's label in the bridge's language when a station's menu called it; null from the window. */
  readonly stationLabel: string | null;
  /** Null for an accrual recorded before the bridge kept who called it. */
  readonly via: AccrualCaller | null;
}

export interface JournalAccrualsPage {
  readonly total: number;
  readonly offset: number;
  readonly entries: readonly JournalAccrual[];
}
