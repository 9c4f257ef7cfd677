import type { DailyReportRow } from '../../../shared/api/admin-console';

export interface DayTotals {
  readonly date: string;
  readonly guests: number;
  readonly orders: number;
  readonly earnedMinor: number;
  readonly spentMinor: number;
}

/**
 * The report's rows summed per day across venues, every day from `from` to `to` present (a day without orders is a
 * zero, so the chart's axis is the calendar). Guests are summed too: a guest at two venues that day counts twice.
 */
export function totalsPerDay(rows: readonly DailyReportRow[], from: string, to: string): DayTotals[] {
  const byDate = new Map<string, DayTotals>();
  for (const row of rows) {
    const day = byDate.get(row.date);
    byDate.set(row.date, {
      date: row.date,
      guests: (day?.guests ?? 0) + row.guests,
      orders: (day?.orders ?? 0) + row.orders,
      earnedMinor: (day?.earnedMinor ?? 0) + row.earnedMinor,
      spentMinor: (day?.spentMinor ?? 0) + row.spentMinor,
    });
  }
  const days: DayTotals[] = [];
  for (let date = from; date <= to && days.length <= 366; date = nextDay(date))
    days.push(byDate.get(date) ?? { date, guests: 0, orders: 0, earnedMinor: 0, spentMinor: 0 });
  return days;
}

/** The calendar day after `YYYY-MM-DD`. */
export function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The day `count` days before `YYYY-MM-DD`. */
export function daysBefore(date: string, count: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - count);
  return day.toISOString().slice(0, 10);
}
