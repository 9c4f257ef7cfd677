import type { Database } from 'better-sqlite3';
import type { PrinterDocument } from '../authcall/printer-documents.js';
import { currentShiftReport, type ReportContext } from '../shifts/shift-reports.js';
import { totalPayments, type PaymentTotals } from '../shifts/shift-totals.js';
import { timeline, type Timeline } from './report-timeline.js';

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
function totalsOf(db: Database, row: ShiftRow): PaymentTotals {
  if (row.totals !== null) return JSON.parse(row.totals) as PaymentTotals;
  return totalPayments(db, { where: 'shift_id = @shift', params: { shift: row.id } });
}

function summary(row: ShiftRow, totals: PaymentTotals): ShiftSummary {
  return {
    id: row.id,
    openedAt: row.openedAt,
    closedAt: row.closedAt,
    closedByStation: row.closedByStation,
    paymentCount: totals.count,
    paidCount: totals.paid.count,
    paidMinor: totals.paid.amountMinor,
    tipsMinor: totals.tips.amountMinor,
    voidedCount: totals.byState.voided.count,
    voidedMinor: totals.byState.voided.amountMinor,
  };
}

/** Shifts newest first (the open one on top), `limit` from `offset`, and how many there are. */
export function listShifts(db: Database, offset: number, limit: number): { total: number; shifts: ShiftSummary[] } {
  const total = db.prepare('SELECT count(*) FROM shifts').pluck().get() as number;
  const rows = db
    .prepare(`SELECT ${shiftColumns} FROM shifts ORDER BY id DESC LIMIT ? OFFSET ?`)
    .all(limit, offset) as ShiftRow[];
  return { total, shifts: rows.map((row) => summary(row, totalsOf(db, row))) };
}

/** One shift for its report page: summary, totals (as printed at close), payments per hour, the printed report. */
export interface ShiftDetail {
  readonly shift: ShiftSummary;
  readonly totals: PaymentTotals;
  readonly timeline: Timeline;
  /** The Z-report as printed at close; an X-report (so far) for the open shift. */
  readonly report: readonly PrinterDocument[];
}

export function shiftDetail(ctx: ReportContext, id: number): ShiftDetail | undefined {
  const row = ctx.db.prepare(`SELECT ${shiftColumns} FROM shifts WHERE id = ?`).get(id) as ShiftRow | undefined;
  if (!row) return undefined;
  const totals = totalsOf(ctx.db, row);
  const report =
    row.printedText !== null ? [{ cutAfter: true, lines: row.printedText.split('\n') }] : currentShiftReport(ctx);
  return {
    shift: summary(row, totals),
    totals,
    timeline: timeline(ctx.db, 'hour', 'shift_id = @shift', { shift: id }),
    report,
  };
}
