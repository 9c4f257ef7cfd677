import { describe, expect, it } from 'vitest';
import { daysBefore, nextDay, totalsPerDay } from './daily-totals';

const row = (date: string, posObjectId: string, orders: number, earnedMinor: number, spentMinor: number) => ({
  date,
  posObjectId,
  venueName: posObjectId,
  guests: orders,
  orders,
  earnedMinor,
  spentMinor,
});

describe('report totals per day', () => {
  it('sums venues per day and fills the days without orders', () => {
    const totals = totalsPerDay(
      [row('2026-11-01', 'a', 2, 100, 50), row('2026-11-01', 'b', 1, 10, 0), row('2026-11-03', 'a', 4, 40, 5)],
      '2026-11-01',
      '2026-11-03',
    );
    expect(totals).toEqual([
      { date: '2026-11-01', guests: 3, orders: 3, earnedMinor: 110, spentMinor: 50 },
      { date: '2026-11-02', guests: 0, orders: 0, earnedMinor: 0, spentMinor: 0 },
      { date: '2026-11-03', guests: 4, orders: 4, earnedMinor: 40, spentMinor: 5 },
    ]);
  });

  it('walks the calendar across months and years', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
  });
});
