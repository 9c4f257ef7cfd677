import type { Database } from 'better-sqlite3';
import { beforeEach, describe, expect, it } from 'vitest';
import { bridgeMigrations } from '../storage/migrations/bridge/index.js';
import { openDatabase } from '../storage/open-database.js';
import { tempDatabasePath } from '../storage/test-support/test-database.js';
import { paymentsByAmount } from './payments-by-amount.js';
import { seedPayments } from '../payments/test-support/seed-payments.js';
import { closeShift, currentShiftReport, lastShiftId, periodReport, reprintShift } from './shift-reports.js';

const stationA = '{6A2E1C43-1F0B-4C5A-9D1E-0B8A4C3F2E11}';
const stationB = '{7B3F2D54-2A1C-4D6B-8E2F-1C9B5D4A3F22}';
let db: Database;
const ctx = (width = 32, now = new Date('2026-11-21T20:00:00Z')) => ({
  db,
  venue: 'Café Tillbridge',
  width,
  language: 'en' as const,
  now,
});
const text = (docs: readonly { lines: readonly string[] }[]): string => docs.flatMap((d) => d.lines).join('\n');

beforeEach(() => {
  db = openDatabase(tempDatabasePath(), bridgeMigrations);
  seedPayments(db, [
    { id: 'p1', state: 'confirmed', amountMinor: 288000, tipMinor: 10000, createdAt: '2026-11-21T09:00:00.000Z' },
    { id: 'p2', state: 'confirmed', amountMinor: 1050, station: stationB, createdAt: '2026-11-21T10:00:00.000Z' },
    { id: 'p3', state: 'authorized', amountMinor: 500, paymentSystem: 'Other', createdAt: '2026-11-21T11:00:00.000Z' },
    { id: 'p4', state: 'voided', amountMinor: 700, tipMinor: 100, createdAt: '2026-11-21T12:00:00.000Z' },
    { id: 'p5', state: 'declined', amountMinor: 999, createdAt: '2026-11-21T13:00:00.000Z' },
    { id: 'p6', state: 'awaiting_guest', amountMinor: 1234, station: stationA, createdAt: '2026-11-21T14:00:00.000Z' },
  ]);
});

describe('closeShift (Z-report)', () => {
  it('totals finished payments per state, tips, payment system and station, and stores the report', () => {
    const closed = closeShift(ctx(), { station: stationA });
    expect(closed.shiftId).toBe(1);
    const t = closed.totals;
    expect(t.count).toBe(5);
    expect(t.byState.confirmed).toEqual({ count: 2, amountMinor: 289050, tipMinor: 10000 });
    expect(t.byState.awaiting_guest.count).toBe(0);
    expect(t.paid).toEqual({ count: 3, amountMinor: 289550, tipMinor: 10000 });
    expect(t.tips).toEqual({ count: 1, amountMinor: 10000 });
    expect(t.byPaymentSystem.map((g) => [g.name, g.count, g.paid.amountMinor])).toEqual([
      ['Other', 1, 500],
      ['Tillbridge', 4, 289050],
    ]);
    /** Stations read as their labels, numbered as first seen: the default station of p1, then B. */
    expect(t.byStation.find((g) => g.name === 'Station 2')?.paid.amountMinor).toBe(1050);
    expect(JSON.stringify(t.byStation)).not.toContain(stationB);
    const printed = text(closed.documents);
    expect(printed).toMatch(/Z-REPORT No 1/);
    expect(printed).toMatch(/Paid in all \(3\) +2895\.50/);
    expect(printed).toMatch(/Tips \(1\) +100\.00/);
    expect(printed).toContain('1 payment(s) still running');
    /** States on the way to an ending print only while a payment is in one (here: p3 authorized). */
    expect(printed).not.toMatch(/Awaiting guest|Authorizing/);
    expect(printed).toMatch(/Paid \(1\) +5\.00/);
    expect(printed).toMatch(/Refused \(1\)/);
    const row = db.prepare('SELECT payment_count, totals, printed_text FROM shifts WHERE id = 1').get() as {
      payment_count: number;
      totals: string;
      printed_text: string;
    };
    expect(row.payment_count).toBe(5);
    expect(JSON.parse(row.totals)).toEqual(t);
    expect(row.printed_text).toBe(closed.documents[0]!.lines.join('\n'));
    expect(db.prepare('SELECT id FROM payments WHERE shift_id = 2').pluck().all()).toEqual(['p6']);
    expect(db.prepare('SELECT count(*) FROM payments WHERE shift_id = 1').pluck().get()).toBe(5);
  });

  it('starts the next shift where the last one closed and carries running payments over', () => {
    closeShift(ctx());
    db.prepare(`UPDATE payments SET state = 'confirmed' WHERE id = 'p6'`).run();
    const second = closeShift(ctx(32, new Date('2026-11-22T20:00:00Z')));
    expect(second.shiftId).toBe(2);
    expect(second.totals.count).toBe(1);
    expect(second.totals.paid.amountMinor).toBe(1234);
    expect(db.prepare('SELECT opened_at FROM shifts WHERE id = 2').pluck().get()).toBe('2026-11-21T20:00:00.000Z');
    const empty = closeShift(ctx(32, new Date('2026-11-23T20:00:00Z')));
    expect(empty.totals.count).toBe(0);
    expect(lastShiftId(db)).toBe(3);
  });

  it('puts every new payment into the open shift, and a payment without one into it at the next report', () => {
    closeShift(ctx());
    seedPayments(db, [{ id: 'n1', state: 'confirmed', amountMinor: 100, createdAt: '2026-11-22T09:00:00.000Z' }]);
    expect(db.prepare(`SELECT shift_id FROM payments WHERE id = 'n1'`).pluck().get()).toBe(2);
    db.prepare(`UPDATE payments SET shift_id = NULL WHERE id = 'n1'`).run();
    expect(closeShift(ctx()).totals.count).toBe(1);
    expect(db.prepare(`SELECT shift_id FROM payments WHERE id = 'n1'`).pluck().get()).toBe(2);
    expect(() => db.prepare('INSERT INTO shifts (opened_at) VALUES (?)').run('x')).toThrow(/UNIQUE/);
  });

  it.each([32, 42, 48])('keeps every line of every report within %i characters', (width) => {
    const all = [
      ...currentShiftReport(ctx(width)),
      ...closeShift(ctx(width), { station: stationA }).documents,
      ...reprintShift(ctx(width), 1)!,
      ...periodReport(ctx(width), new Date(2026, 10, 1), new Date(2026, 10, 30)),
      ...paymentsByAmount(ctx(width), 0, 10_000_000),
    ];
    for (const line of all.flatMap((d) => d.lines)) expect(line.length).toBeLessThanOrEqual(width);
  });
});

describe('other reports', () => {
  it('X-report shows the open shift including running payments and closes nothing', () => {
    const printed = text(currentShiftReport(ctx()));
    expect(printed).toContain('X-REPORT');
    expect(printed).toMatch(/Payments +6/);
    expect(printed).toContain('1 payment(s) still running');
    expect(db.prepare('SELECT count(*) FROM shifts WHERE closed_at IS NOT NULL').pluck().get()).toBe(0);
    expect(printed).toContain('shift No 1');
  });

  it('reprints a stored Z-report as a copy, and nothing for an unknown shift', () => {
    const closed = closeShift(ctx());
    const copy = reprintShift(ctx(), 1)!;
    expect(copy[0]!.lines[0]).toMatch(/COPY/);
    expect(copy[0]!.lines.slice(-closed.documents[0]!.lines.length)).toEqual(closed.documents[0]!.lines);
    expect(reprintShift(ctx(), 99)).toBeUndefined();
  });

  it('period and day reports cover payments of local days whatever their shift', () => {
    closeShift(ctx());
    const day = new Date('2026-11-21T12:00:00.000Z');
    expect(text(periodReport(ctx(), day, day))).toMatch(/DAY REPORT[\s\S]*Payments +6/);
    expect(text(periodReport(ctx(), new Date(2027, 0, 1), new Date(2027, 0, 2)))).toMatch(
      /PERIOD REPORT[\s\S]*Payments +0/,
    );
  });

  it('lists payments within an amount range, newest first', () => {
    const printed = text(paymentsByAmount(ctx(48), 500, 1050));
    expect(printed).toMatch(/Found +4/);
    const rows = printed.split('\n').filter((line) => /^p\d/.test(line));
    expect(rows.map((line) => line.slice(0, 2))).toEqual(['p5', 'p4', 'p3', 'p2']);
    expect(printed).not.toContain('2880.00');
  });
});
