import type { Database } from 'better-sqlite3';
import type { CheckTotals, JournalCheck } from '../../shared/api/journal-checks.js';
import { checksClosedIn } from '../farcards/checks/check-journal.js';
import { sql } from '../storage/statements.js';

/** The `app_events` kind of a manual accrual ("Accrue bonuses" in the menu); its detail holds `amountMinor`. */
export const manualAccrualEvent = 'manual-accrual';

/** A report's window: from its start to its end (undefined: still open). */
export interface ReportWindow {
  readonly fromAt: string;
  readonly toAt: string | undefined;
}

export interface WindowChecks {
  readonly checks: JournalCheck[];
  readonly totals: CheckTotals;
}

/**
 * The FarCards checks closed in the window (a check belongs to the shift that was open when it closed) and the manual
 * accruals made in it, with their totals.
 */
export function windowChecks(db: Database, window: ReportWindow): WindowChecks {
  const checks = checksClosedIn(db, window.fromAt, window.toAt);
  const manual = sql(
    db,
    `SELECT count(*) AS count, coalesce(sum(json_extract(detail, '$.amountMinor')), 0) AS amountMinor FROM app_events
     WHERE kind = @kind AND at >= @fromAt AND (@toAt IS NULL OR at < @toAt)`,
  ).get({ kind: manualAccrualEvent, fromAt: window.fromAt, toAt: window.toAt ?? null }) as {
    count: number;
    amountMinor: number;
  };
  const returned = (c: JournalCheck): boolean => c.status === 'returned' || c.status === 'return-waiting';
  return {
    checks,
    totals: {
      count: checks.length,
      spentMinor: checks.reduce((sum, c) => sum + c.spentMinor, 0),
      earnedMinor: checks.reduce((sum, c) => sum + (c.earnedMinor ?? 0), 0),
      waitingCount: checks.filter((c) => c.status === 'accrual-waiting').length,
      returnedCount: checks.filter(returned).length,
      manual,
    },
  };
}
