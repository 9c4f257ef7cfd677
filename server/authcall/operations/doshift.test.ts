import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPayments } from '../../payments/test-support/seed-payments.js';
import { printedDocuments } from '../../station-sim/station-output.js';
import { postXml, startTestBridge, type TestBridge } from '../../payments/test-support/station-driver.js';

let bridge: TestBridge;
let db: BetterSqlite3.Database;
const doShift = (station: string, version = 1) =>
  `<?xml version="1.0" encoding="utf-8"?><DoShift version="${version}"><SrcID cashguid="${station}" servguid="{S}" restguid="{R-1}" fullcode="1"/></DoShift>`;

beforeAll(async () => {
  bridge = await startTestBridge();
  db = new BetterSqlite3(path.join(bridge.dataDir, 'bridge.sqlite'));
});
afterAll(async () => {
  db.close();
  await bridge.service.close();
});

describe('doshift', () => {
  it('closes the shift: Z-report of every payment since the last close in PrinterT, stored, payments marked', async () => {
    const at = new Date().toISOString();
    seedPayments(db, [
      { id: 'd1', state: 'confirmed', amountMinor: 288000, tipMinor: 10000, createdAt: at, station: '{A}' },
      { id: 'd2', state: 'declined', amountMinor: 500, createdAt: at, station: '{B}', paymentSystem: 'Gift' },
      { id: 'd3', state: 'awaiting_guest', amountMinor: 700, createdAt: at, station: '{B}' },
    ]);
    const reply = await postXml(bridge.url, 'DOSHIFT', doShift('{A}'));
    expect(reply.status).toBe(200);
    expect(reply.text).toMatch(
      /^<\?xml version="1\.0" encoding="utf-8"\?><DoShiftResponse version="1"><PrinterT><Unfiscal CutAfter="1"><TextLine Text="/,
    );
    const lines = printedDocuments(reply.text)[0]!.lines;
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(32);
    const text = lines.join('\n');
    expect(text).toMatch(/Z-REPORT No 1[\s\S]*Payments +2[\s\S]*Confirmed \(1\) +2880\.00[\s\S]*Refused \(1\) +5\.00/);
    expect(text).toMatch(/BY PAYMENT SYSTEM[\s\S]*Gift +1[\s\S]*BY STATION[\s\S]*Station 1 +1/);
    expect(text).toContain('still running');
    const shift = db.prepare('SELECT * FROM shifts WHERE id = 1').get() as Record<string, unknown>;
    expect(shift).toMatchObject({
      closed_by_station: '{A}',
      restaurant: '{R-1}',
      payment_count: 2,
      printed_text: text,
    });
    expect(db.prepare('SELECT id, shift_id FROM payments ORDER BY id').all()).toEqual([
      { id: 'd1', shift_id: 1 },
      { id: 'd2', shift_id: 1 },
      { id: 'd3', shift_id: 2 },
    ]);
  });

  it('answers the same Z-report to a repeat with nothing new, and closes a new shift otherwise', async () => {
    const first = await postXml(bridge.url, 'doshift', doShift('{C}'));
    const repeat = await postXml(bridge.url, 'doshift', doShift('{C}', 7));
    expect(repeat.text).toBe(first.text);
    expect(db.prepare('SELECT count(*) FROM shifts WHERE closed_at IS NOT NULL').pluck().get()).toBe(2);
    const other = await postXml(bridge.url, 'doshift', doShift('{D}'));
    expect(other.text).toContain('Z-REPORT No 3');
  });

  it('refuses a DoShift without SrcID or with a bad version', async () => {
    expect(await postXml(bridge.url, 'doshift', '<DoShift version="1"/>')).toEqual({
      status: 400,
      text: '<DoShift> must carry SrcID',
    });
    expect((await postXml(bridge.url, 'doshift', '<DoShift version="x"><SrcID/></DoShift>')).status).toBe(400);
  });
});
