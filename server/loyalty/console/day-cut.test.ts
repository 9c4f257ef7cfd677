import { describe, expect, it } from 'vitest';
import { dayStart, daysBetween, isTimeZone, nextDay } from './day-cut.js';

const iso = (ms: number) => new Date(ms).toISOString();

describe('day cut', () => {
  it('starts a day at local midnight, across daylight-saving changes and half-hour zones', () => {
    expect(iso(dayStart('2025-03-01', 'UTC'))).toBe('2025-03-01T00:00:00.000Z');
    expect(iso(dayStart('2025-03-01', 'Europe/Moscow'))).toBe('2025-02-28T21:00:00.000Z');
    expect(iso(dayStart('2025-03-30', 'Europe/Berlin'))).toBe('2025-03-29T23:00:00.000Z');
    expect(iso(dayStart('2025-03-31', 'Europe/Berlin'))).toBe('2025-03-30T22:00:00.000Z');
    expect(iso(dayStart('2025-11-02', 'America/New_York'))).toBe('2025-11-02T04:00:00.000Z');
    expect(iso(dayStart('2025-11-03', 'America/New_York'))).toBe('2025-11-03T05:00:00.000Z');
    expect(iso(dayStart('2025-01-01', 'Asia/Kolkata'))).toBe('2024-12-31T18:30:00.000Z');
    expect(iso(dayStart('2025-01-01', 'Pacific/Chatham'))).toBe('2024-12-31T10:15:00.000Z');
  });

  it('starts a day whose midnight is skipped at its first instant', () => {
    /** Chile moved its clocks from 00:00 to 01:00 on 2024-09-08: the day begins at 01:00 local (-03:00). */
    expect(iso(dayStart('2024-09-08', 'America/Santiago'))).toBe('2024-09-08T04:00:00.000Z');
  });

  it('lists the days of a range and knows the names of zones', () => {
    expect(daysBetween('2024-02-27', '2024-03-01')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
    expect(daysBetween('2024-12-31', '2024-12-31')).toEqual(['2024-12-31']);
    expect(nextDay('2024-12-31')).toBe('2025-01-01');
    expect(isTimeZone('Europe/Moscow')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
