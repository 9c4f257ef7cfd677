import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { startOfDay } from 'date-fns/startOfDay';
import type { PeriodSummary } from '../../shared/api/reports.js';
import { periodReport, type ReportContext } from '../shifts/shift-reports.js';
import { totalPayments } from '../shifts/shift-totals.js';
import { timeline } from './report-timeline.js';

/** The longest period a report covers, in days (as the menu's period report). */
export const maxPeriodDays = 366;

/** Local calendar day `YYYY-MM-DD` as the Date of its start. */
export const localDay = (day: string): Date => new Date(`${day}T00:00`);

/** A period's report: every payment made on the local days `from`..`to`, whatever its shift. */
export function periodSummary(ctx: ReportContext, from: string, to: string): PeriodSummary {
  const start = startOfDay(localDay(from));
  const end = addDays(startOfDay(localDay(to)), 1);
  const params = { start: start.toISOString(), end: end.toISOString() };
  const where = 'created_at >= @start AND created_at < @end';
  const days = differenceInCalendarDays(end, start);
  const unit = days <= 2 ? 'hour' : 'day';
  const last = unit === 'hour' ? new Date(end.getTime() - 3_600_000) : addDays(end, -1);
  return {
    from,
    to,
    totals: totalPayments(ctx.db, { where, params }, ctx.language),
    timeline: timeline(ctx.db, unit, where, params, { from: start, to: last }),
    report: periodReport(ctx, localDay(from), localDay(to)),
  };
}
