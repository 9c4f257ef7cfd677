import type { Database } from 'better-sqlite3';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { startOfDay } from 'date-fns/startOfDay';
import type { PrinterDocument } from '../../shared/api/printer-document.js';
import { printedTexts } from '../i18n/printed-texts.js';
import { centered, checkSlipWidth, cut } from '../slips/slip-layout.js';
import type { PrintLayout } from '../slips/print-layout.js';
import { printedTime } from '../slips/printed-time.js';
import { totalsReport } from './shift-report.js';
import type { PaymentTotals } from '../../shared/api/payment-totals.js';
import { inFlightStates, totalPayments } from './shift-totals.js';
import { stationLabelOf } from '../stations/station-registry.js';
import { windowChecks } from './check-totals.js';

/** The layout, the database and when. */
export interface ReportContext extends PrintLayout {
  readonly db: Database;
  readonly now: Date;
}

const textsOf = (ctx: ReportContext) => printedTexts(ctx.language).report;

const inFlightList = inFlightStates.map((s) => `'${s}'`).join(', ');

interface OpenShift {
  id: number;
  openedAt: string;
}

/** The open shift; payments that somehow have no shift yet are put into it first. */
function openShift(db: Database): OpenShift {
  const shift = db.prepare('SELECT id, opened_at AS openedAt FROM shifts WHERE closed_at IS NULL').get() as
    OpenShift | undefined;
  if (!shift) throw new Error('the bridge database has no open shift (migration 0003 opens one)');
  db.prepare('UPDATE payments SET shift_id = ? WHERE shift_id IS NULL').run(shift.id);
  return shift;
}

function running(totals: PaymentTotals): number {
  return inFlightStates.reduce((sum, state) => sum + totals.byState[state].count, 0);
}

export interface ClosedShift {
  readonly shiftId: number;
  readonly totals: PaymentTotals;
  readonly documents: PrinterDocument[];
}

/**
 * Closes the shift (`doshift.xml`) in one transaction: totals its finished payments, stores the Z-report (totals and
 * printed text), opens the next shift and moves the payments still running into it, so they count there.
 */
export function closeShift(ctx: ReportContext, closedBy: { station?: string; restaurant?: string } = {}): ClosedShift {
  const width = checkSlipWidth(ctx.width);
  return ctx.db
    .transaction((): ClosedShift => {
      const shift = openShift(ctx.db);
      const closed = ctx.now.toISOString();
      const checks = windowChecks(ctx.db, { fromAt: shift.openedAt, toAt: closed });
      const totals: PaymentTotals = {
        ...totalPayments(
          ctx.db,
          { where: `shift_id = @shift AND state NOT IN (${inFlightList})`, params: { shift: shift.id } },
          ctx.language,
        ),
        checks: checks.totals,
      };
      const moved = ctx.db
        .prepare(`SELECT count(*) FROM payments WHERE shift_id = ? AND state IN (${inFlightList})`)
        .pluck()
        .get(shift.id) as number;
      const t = textsOf(ctx);
      const document = totalsReport(
        {
          venue: ctx.venue,
          title: t.zTitle(shift.id),
          facts: [
            [t.opened, printedTime(shift.openedAt)],
            [t.closed, printedTime(closed)],
            ...(closedBy.station
              ? ([[t.closedBy, stationLabelOf(ctx.db, closedBy.station, ctx.language)]] as const)
              : []),
          ],
          notes: moved > 0 ? [t.carriedOver(moved)] : [],
        },
        totals,
        width,
        ctx.language,
        checks.checks,
      );
      ctx.db
        .prepare(
          `UPDATE shifts SET closed_at = ?, closed_by_station = ?, restaurant = ?, payment_count = ?, totals = ?,
             printed_text = ? WHERE id = ?`,
        )
        .run(
          closed,
          closedBy.station ?? null,
          closedBy.restaurant ?? null,
          totals.count,
          JSON.stringify(totals),
          document.lines.join('\n'),
          shift.id,
        );
      const next = ctx.db.prepare('INSERT INTO shifts (opened_at) VALUES (?)').run(closed).lastInsertRowid;
      ctx.db
        .prepare(`UPDATE payments SET shift_id = ? WHERE shift_id = ? AND state IN (${inFlightList})`)
        .run(next, shift.id);
      return { shiftId: shift.id, totals, documents: [document] };
    })
    .immediate();
}

/** The X-report: totals of the open shift so far, including running payments; nothing is closed or stored. */
export function currentShiftReport(ctx: ReportContext): PrinterDocument[] {
  const shift = openShift(ctx.db);
  const checks = windowChecks(ctx.db, { fromAt: shift.openedAt, toAt: undefined });
  const totals: PaymentTotals = {
    ...totalPayments(ctx.db, { where: 'shift_id = @shift', params: { shift: shift.id } }, ctx.language),
    checks: checks.totals,
  };
  const count = running(totals);
  const t = textsOf(ctx);
  return [
    totalsReport(
      {
        venue: ctx.venue,
        title: t.xTitle(shift.id),
        facts: [
          [t.opened, printedTime(shift.openedAt)],
          [t.printed, printedTime(ctx.now)],
        ],
        notes: count > 0 ? [t.stillRunning(count)] : [],
      },
      totals,
      ctx.width,
      ctx.language,
      checks.checks,
    ),
  ];
}

/** A stored Z-report printed again, marked as a copy; undefined when there is no such shift. */
export function reprintShift(ctx: ReportContext, shiftId: number): PrinterDocument[] | undefined {
  const width = checkSlipWidth(ctx.width);
  const text = ctx.db
    .prepare('SELECT printed_text FROM shifts WHERE id = ? AND closed_at IS NOT NULL')
    .pluck()
    .get(shiftId) as string | undefined;
  if (text === undefined) return undefined;
  return [
    {
      cutAfter: true,
      lines: [
        ...centered(textsOf(ctx).copyPrinted(printedTime(ctx.now)), width),
        ...text.split('\n').map((l) => cut(l, width)),
      ],
    },
  ];
}

/** The number of the last closed shift, or 0 when none was closed yet. */
export function lastShiftId(db: Database): number {
  return (db.prepare('SELECT max(id) FROM shifts WHERE closed_at IS NOT NULL').pluck().get() as number | null) ?? 0;
}

/** Totals of every payment made on the local days `from`..`to` (both included), whatever their shift, and the checks closed then. */
export function periodReport(ctx: ReportContext, from: Date, to: Date): PrinterDocument[] {
  const start = startOfDay(from);
  const end = addDays(startOfDay(to), 1);
  const checks = windowChecks(ctx.db, { fromAt: start.toISOString(), toAt: end.toISOString() });
  const totals: PaymentTotals = {
    ...totalPayments(
      ctx.db,
      {
        where: 'created_at >= @start AND created_at < @end',
        params: { start: start.toISOString(), end: end.toISOString() },
      },
      ctx.language,
    ),
    checks: checks.totals,
  };
  const day = (d: Date): string => format(d, 'dd.MM.yyyy');
  const oneDay = day(from) === day(to);
  const t = textsOf(ctx);
  return [
    totalsReport(
      {
        venue: ctx.venue,
        title: oneDay ? t.dayTitle(day(from)) : t.periodTitle,
        facts: [
          ...(oneDay ? [] : ([[t.from, day(from)] as const, [t.to, day(to)] as const] as const)),
          [t.printed, printedTime(ctx.now)],
        ],
      },
      totals,
      ctx.width,
      ctx.language,
      checks.checks,
    ),
  ];
}

/** A doshift repeated within this time by the same station, with no payment since, answers the same Z-report. */
export const repeatWindowMs = 120_000;

/**
 * The Z-report just closed by `station`, when its doshift is repeated (e.g. the driver lost the reply) and no payment
 * finished since: closing again would print an empty shift. Undefined otherwise.
 */
export function repeatedClose(ctx: ReportContext, station: string | undefined): ClosedShift | undefined {
  if (!station) return undefined;
  const last = ctx.db
    .prepare(
      `SELECT id, closed_at AS closedAt, closed_by_station AS station, totals, printed_text AS text FROM shifts
       WHERE closed_at IS NOT NULL ORDER BY id DESC LIMIT 1`,
    )
    .get() as { id: number; closedAt: string; station: string | null; totals: string; text: string } | undefined;
  if (!last || last.station !== station) return undefined;
  const age = ctx.now.getTime() - Date.parse(last.closedAt);
  if (age < 0 || age > repeatWindowMs) return undefined;
  const open = ctx.db.prepare('SELECT id FROM shifts WHERE closed_at IS NULL').pluck().get() as number;
  const since = ctx.db
    .prepare(
      `SELECT count(*) FROM payments WHERE (shift_id = ? OR shift_id IS NULL) AND state NOT IN (${inFlightList})`,
    )
    .pluck();
  if ((since.get(open) as number) > 0) return undefined;
  return {
    shiftId: last.id,
    totals: JSON.parse(last.totals) as PaymentTotals,
    documents: [{ cutAfter: true, lines: last.text.split('\n') }],
  };
}
