import type { Database } from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPayments } from '../payments/test-support/seed-payments.js';
import { bridgeDatabase, managerGet } from '../manager/test-support/manager-client.js';
import { closeShift } from '../shifts/shift-reports.js';
import { startTestBridge, type TestBridge } from '../payments/test-support/station-driver.js';

let bridge: TestBridge;
let db: Database;
/** Local times, so hours and days are the till's. */
const at = (day: number, hour: number, minute = 0): string => new Date(2026, 10, day, hour, minute).toISOString();
const get = (route: string) => managerGet(bridge, `/reports${route}`);

beforeAll(async () => {
  bridge = await startTestBridge();
  db = bridgeDatabase(bridge.dataDir);
  seedPayments(db, [
    { id: 'a', state: 'confirmed', amountMinor: 10000, tipMinor: 1000, createdAt: at(20, 9, 5), station: 'S1' },
    { id: 'b', state: 'confirmed', amountMinor: 20000, createdAt: at(20, 9, 40), station: 'S2' },
    { id: 'c', state: 'voided', amountMinor: 5000, createdAt: at(20, 11, 0), station: 'S1' },
    { id: 'd', state: 'declined', amountMinor: 700, createdAt: at(20, 12, 0), station: 'S2' },
  ]);
  closeShift({ db, venue: 'Test venue', width: 32, language: 'en', now: new Date(at(20, 23)) }, { station: 'S1' });
  seedPayments(db, [
    { id: 'e', state: 'authorized', amountMinor: 3000, createdAt: at(21, 10), station: 'S1' },
    { id: 'f', state: 'awaiting_guest', amountMinor: 4000, createdAt: at(21, 10, 30), station: 'S1' },
  ]);
});
afterAll(async () => {
  db.close();
  await bridge.service.close();
});

describe('GET /api/reports/shifts', () => {
  it('lists shifts newest first with their Z-report numbers; the open one with its running totals', async () => {
    const reply = await get('/shifts');
    expect(reply.status).toBe(200);
    expect(reply.body.total).toBe(2);
    const [open, closed] = reply.body.shifts as Record<string, unknown>[];
    expect(open).toMatchObject({ id: 2, closedAt: null, paymentCount: 2, paidCount: 1, paidMinor: 3000 });
    expect(closed).toMatchObject({
      id: 1,
      closedByStation: 'Station 1',
      paymentCount: 4,
      paidCount: 2,
      paidMinor: 30000,
      tipsMinor: 1000,
      voidedCount: 1,
      voidedMinor: 5000,
    });
    expect(((await get('/shifts?offset=1&limit=1')).body.shifts as { id: number }[]).map((s) => s.id)).toEqual([1]);
  });

  it('gives a shift per hour, station and state, with its printed Z-report', async () => {
    const reply = await get('/shifts/1');
    expect(reply.status).toBe(200);
    const timeline = reply.body.timeline as { unit: string; slots: Record<string, unknown>[] };
    expect(timeline.unit).toBe('hour');
    expect(timeline.slots).toEqual([
      { slot: '2026-11-20T09:00', count: 2, paidCount: 2, paidMinor: 30000, tipMinor: 1000 },
      { slot: '2026-11-20T10:00', count: 0, paidCount: 0, paidMinor: 0, tipMinor: 0 },
      { slot: '2026-11-20T11:00', count: 1, paidCount: 0, paidMinor: 0, tipMinor: 0 },
      { slot: '2026-11-20T12:00', count: 1, paidCount: 0, paidMinor: 0, tipMinor: 0 },
    ]);
    const totals = reply.body.totals as {
      byStation: { name: string }[];
      byState: Record<string, { count: number }>;
      tips: unknown;
    };
    expect(totals.byStation.map((s) => s.name)).toEqual(['Station 1', 'Station 2']);
    expect(totals.byState.voided!.count).toBe(1);
    expect(totals.tips).toEqual({ count: 1, amountMinor: 1000 });
    const report = (reply.body.report as { lines: string[] }[])[0]!.lines.join('\n');
    expect(report).toMatch(/Z-REPORT No 1/);
    expect(report).toMatch(/Paid in all \(2\) +300\.00/);
  });

  it('shows the open shift with an X-report', async () => {
    const reply = await get('/shifts/2');
    expect((reply.body.report as { lines: string[] }[])[0]!.lines.join('\n')).toMatch(/X-REPORT shift No 2 \(open\)/);
  });

  it('answers 404 for an unknown shift and 400 naming the field for bad input', async () => {
    expect((await get('/shifts/99')).status).toBe(404);
    const bad = await get('/shifts/x');
    expect(bad.status).toBe(400);
    expect((bad.body.error as { message: string }).message).toMatch(/^id: /);
    expect(((await get('/shifts?limit=1000')).body.error as { message: string }).message).toMatch(/^limit: /);
  });
});

describe('GET /api/reports/period', () => {
  it('totals local days per day with the printed period report', async () => {
    const reply = await get('/period?from=2026-11-19&to=2026-11-22');
    expect(reply.status).toBe(200);
    const totals = reply.body.totals as { count: number; paid: { amountMinor: number } };
    expect(totals.count).toBe(6);
    expect(totals.paid.amountMinor).toBe(33000);
    const timeline = reply.body.timeline as { unit: string; slots: { slot: string; count: number }[] };
    expect(timeline.unit).toBe('day');
    expect(timeline.slots.map((s) => [s.slot, s.count])).toEqual([
      ['2026-11-19', 0],
      ['2026-11-20', 4],
      ['2026-11-21', 2],
      ['2026-11-22', 0],
    ]);
    expect((reply.body.report as { lines: string[] }[])[0]!.lines.join('\n')).toMatch(/PERIOD REPORT/);
  });

  it('goes per hour for one day', async () => {
    const reply = await get('/period?from=2026-11-21&to=2026-11-21');
    const timeline = reply.body.timeline as { unit: string; slots: { slot: string; count: number }[] };
    expect(timeline.unit).toBe('hour');
    expect(timeline.slots).toHaveLength(24);
    expect(timeline.slots.find((s) => s.slot === '2026-11-21T10:00')?.count).toBe(2);
  });

  it('refuses bad periods naming the field', async () => {
    const cases: [string, RegExp][] = [
      ['from=2026-02-30&to=2026-03-01', /^from: must be a real day/],
      ['from=2026-11-02&to=2026-11-01', /^to: must not be before from/],
      ['from=2025-01-01&to=2026-11-01', /^to: a period covers at most 366 days/],
      ['from=2026-11-01', /^to: /],
    ];
    for (const [query, message] of cases) {
      const reply = await get(`/period?${query}`);
      expect(reply.status, query).toBe(400);
      expect((reply.body.error as { message: string }).message, query).toMatch(message);
    }
  });
});
