import type { Database } from 'better-sqlite3';
import type { PaymentTotals } from '../../shared/api/payment-totals.js';
import type { ShiftDetail, ShiftList, ShiftSummary } from '../../shared/api/reports.js';
import { currentShiftReport, type ReportContext } from '../shifts/shift-reports.js';
import { totalPayments } from '../shifts/shift-totals.js';
import { timeline } from './report-timeline.js';
import { windowChecks } from '../shifts/check-totals.js';
import type { Language } from '../../shared/i18n/language.js';
import { labelIfStation, stationLabelOf } from '../stations/station-registry.js';

interface ShiftRow {
  id: number;
  openedAt: string;
  closedAt: string | null;
  closedByStation: string | null;
  totals: string | null;
  printedText: string | null;
}

const shiftColumns = `id, opened_at AS openedAt, closed_at AS closedAt, closed_by_station AS closedByStation, totals,
  printed_text AS printedText`;

/** The stored Z-report totals of a closed shift, or the running totals of the open one. */
function totalsOf(db: Database, row: ShiftRow, language: Language): PaymentTotals {
  if (row.totals === null)
    return {
      ...totalPayments(db, { where: 'shift_id = @shift', params: { shift: row.id } }, language),
      checks: windowChecks(db, { fromAt: row.openedAt, toAt: undefined }).totals,
    };
  const stored = JSON.parse(row.totals) as PaymentTotals;
  /** Shifts closed before stations had labels stored their GUIDs. */
  const byStation = stored.byStation.map((group) => ({ ...group, name: labelIfStation(db, group.name, language) }));
  return { ...stored, byStation };
}

function summary(db: Database, row: ShiftRow, totals: PaymentTotals, language: Language): ShiftSummary {
  return {
    id: row.id,
    openedAt: row.openedAt,
    closedAt: row.closedAt,
    closedByStation: row.closedByStation === null ? null : stationLabelOf(db, row.closedByStation, language),
    paymentCount: totals.count,
    paidCount: totals.paid.count,
    paidMinor: totals.paid.amountMinor,
    tipsMinor: totals.tips.amountMinor,
    voidedCount: totals.byState.voided.count,
    voidedMinor: totals.byState.voided.amountMinor,
  };
}

/** Shifts newest first (the open one on top), `limit` from `offset`, and how many there are. */
export function listShifts(db: Database, offset: number, limit: number, language: Language = 'en'): ShiftList {
  const total = db.prepare('SELECT count(*) FROM shifts').pluck().get() as number;
  const rows = db
    .prepare(`SELECT ${shiftColumns} FROM shifts ORDER BY id DESC LIMIT ? OFFSET ?`)
    .all(limit, offset) as ShiftRow[];
  return { total, shifts: rows.map((row) => summary(db, row, totalsOf(db, row, language), language)) };
}

/** One shift for its report page; undefined when there is no such shift. */
export function shiftDetail(ctx: ReportContext, id: number): ShiftDetail | undefined {
  const row = ctx.db.prepare(`SELECT ${shiftColumns} FROM shifts WHERE id = ?`).get(id) as ShiftRow | undefined;
  if (!row) return undefined;
  const { language } = ctx;
  const totals = totalsOf(ctx.db, row, language);
  const report =
    row.printedText !== null ? [{ cutAfter: true, lines: row.printedText.split('\n') }] : currentShiftReport(ctx);
  return {
    shift: summary(ctx.db, row, totals, language),
    totals,
    timeline: timeline(ctx.db, 'hour', 'shift_id = @shift', { shift: id }),
    report,
    checks: windowChecks(ctx.db, { fromAt: row.openedAt, toAt: row.closedAt ?? undefined }).checks,
  };
}
