import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalAccrualsPage } from '../../shared/api/journal-accruals.js';
import type { CheckDetail, JournalChecksPage } from '../../shared/api/journal-checks.js';
import { format } from 'date-fns';
import type { PeriodSummary, ShiftDetail } from '../../shared/api/reports.js';
import { managerGet } from '../manager/test-support/manager-client.js';
import { menuActions } from '../menu/menu-actions.js';
import { balance, postXml, type LoyaltyAccess, type TestBridge } from '../payments/test-support/station-driver.js';
import { farcardsTill, startEmbeddedFarcards } from '../farcards/test-support/embedded-farcards.js';
import { printedDocuments } from '../station-sim/station-output.js';

const phone = '+79990004455';
const card = '2990000012345';
let bridge: TestBridge;
let access: LoyaltyAccess;
let till: ReturnType<typeof farcardsTill>;

/** Three checks through the FarCards door: 5012 spends 500.00 and earns 25.00; 5013 earns 50.00 and is returned; 5014 stays open. */
beforeAll(async () => {
  ({ bridge, access } = await startEmbeddedFarcards({ phone, card, bonuses: 800 }, { stationAccruals: true }));
  till = farcardsTill(bridge.url, card);
  const guid = (n: number) => `{7E2A0000-0000-4000-8000-00000000${n}}`;
  expect((await till.lookUp(till.check(7, guid(5012), 5012))).status).toBe(200);
  await till.post([[0, -50000]], till.check(1, guid(5012), 5012), 5012);
  const closed = await till.post(
    [
      [0, -50000],
      [2, 2500],
      [3, 50000],
    ],
    till.check(1, guid(5012), 5012),
    5012,
  );
  expect(closed.text).toContain('Result="0"');
  await till.post(
    [
      [2, 5000],
      [3, 100000],
    ],
    till.check(1, guid(5013), 5013),
    5013,
  );
  await till.post([[2, -5000]], till.check(3, guid(5013), 5013), 5013);
  await till.post([[0, -20000]], till.check(1, guid(5014), 5014), 5014);
});
afterAll(() => bridge.service.close());

const checks = async (query = '') =>
  (await managerGet(bridge, `/journal/checks${query}`)).body as unknown as JournalChecksPage;

describe('GET /api/journal/checks', () => {
  it('lists the checks newest first with their number, guest, total, bonuses spent and earned, and state', async () => {
    const page = await checks();
    expect(page.total).toBe(3);
    const byNumber = Object.fromEntries(page.entries.map((c) => [c.number, c]));
    expect(byNumber['5012']).toMatchObject({
      station: '2',
      card,
      guestPhone: phone,
      totalMinor: 100000,
      spentMinor: 50000,
      earnedMinor: 2500,
      status: 'closed',
    });
    expect(byNumber['5012']!.closedAt).not.toBeNull();
    expect(byNumber['5013']).toMatchObject({ spentMinor: 0, earnedMinor: 5000, status: 'returned' });
    expect(byNumber['5014']).toMatchObject({ spentMinor: 20000, earnedMinor: null, status: 'open', closedAt: null });
    expect(Math.round((await balance(bridge.url, access, phone)) * 100)).toBe(80000 - 50000 + 2500 - 20000);
  });

  it('filters by state, by the card or phone, by days or instants, and pages', async () => {
    expect((await checks('?status=closed')).entries.map((c) => c.number)).toEqual(['5012']);
    const today = format(new Date(), 'yyyy-MM-dd');
    expect((await checks(`?from=${today}&to=${today}`)).total).toBe(3);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    expect((await checks(`?from=${encodeURIComponent(later)}`)).total).toBe(0);
    expect((await checks(`?to=${encodeURIComponent(later)}`)).total).toBe(3);
    const reversed = await managerGet(bridge, `/journal/checks?from=${today}&to=2000-01-01`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.error).toMatchObject({ params: { field: 'to' } });
    expect((await checks('?q=4455')).total).toBe(3);
    expect((await checks('?q=nobody')).total).toBe(0);
    const first = await checks('?limit=1');
    expect(first).toMatchObject({ total: 3, offset: 0 });
    expect(first.entries).toHaveLength(1);
  });

  it('refuses a bad filter with the field named, and an unknown check with 404', async () => {
    const bad = await managerGet(bridge, '/journal/checks?status=lost');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('status');
    expect((await managerGet(bridge, '/journal/checks?what=1')).status).toBe(400);
    const unknown = await managerGet(bridge, '/journal/checks/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: '9630' });
  });

  it("shows one check's lines and the transactions the till posted", async () => {
    const id = (await checks('?status=closed')).entries[0]!.orderId;
    const detail = (await managerGet(bridge, `/journal/checks/${id}`)).body as unknown as CheckDetail;
    expect(detail.lines).toEqual([
      { name: 'Steak', quantity: 1, sumMinor: 60000 },
      { name: 'Tea', quantity: 1, sumMinor: 40000 },
    ]);
    expect(detail.transactions.map((t) => [t.kind, t.amountMinor, t.mode])).toEqual([
      [0, -50000, 1],
      [2, 2500, 1],
      [3, 50000, 1],
    ]);
  });
});

describe('GET /api/journal/checks.csv', () => {
  it('exports the checks with their sums, in English and in Russian', async () => {
    const en = await managerGet(bridge, '/journal/checks.csv?language=en&status=closed');
    expect(en.status).toBe(200);
    expect(en.headers.get('content-disposition')).toMatch(/tillbridge-checks-.*\.csv/);
    const [header, row] = en.text.replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toMatch(/^Time \(.+\),Closed,Check,Station,Card,Phone,Total,Bonuses spent,Bonuses earned,State$/);
    expect(row).toMatch(/,5012,2,2990000012345,'\+79990004455,1000\.00,500\.00,25\.00,Closed$/);
    const ru = await managerGet(bridge, '/journal/checks.csv?language=ru&status=returned');
    const [ruHeader, ruRow] = ru.text.replace('\uFEFF', '').trim().split('\r\n');
    expect(ruHeader).toContain(';Чек;Касса;Карта;Телефон;Сумма;Списано бонусов;Начислено бонусов;Состояние');
    expect(ruRow).toMatch(/;5013;2;2990000012345;'\+79990004455;1000,00;0,00;50,00;Возвращён$/);
  });
});

/** Runs a menu item as station `{J-1}`; returns OpResult and the printed lines. */
async function menu(action: keyof typeof menuActions, value?: string) {
  const dialog = value === undefined ? '' : `<DialogResult dialogType="OneNumber" value="${value}"/>`;
  const reply = await postXml(
    bridge.url,
    'execmenuitem',
    `<?xml version="1.0" encoding="utf-8"?><ExecMenuItem version="2"><SrcID cashguid="{J-1}"/><OperationId>${menuActions[action].operationId}</OperationId><Parameter>${action}</Parameter>${dialog}</ExecMenuItem>`,
  );
  return printedDocuments(reply.text).flatMap((d) => d.lines);
}

describe('the shift report and its checks', () => {
  it('lists the checks closed in the shift, totals their accruals and the manual ones, in X, the window and Z', async () => {
    await menu('guest-balance', card);
    await menu('accrue-bonuses', '10');
    await menu('accrue-reason', '3');
    const x = (await menu('x-report')).join('\n');
    expect(x).toContain('LOYALTY CHECKS');
    expect(x).toMatch(/Check 5012 +-500\.00 \+25\.00/);
    expect(x).toMatch(/Check 5013 +\+50\.00 returned/);
    expect(x).not.toContain('5014');
    expect(x).toMatch(/Checks +2\n/);
    expect(x).toMatch(/Bonuses spent +500\.00/);
    expect(x).toMatch(/Earned at close +75\.00/);
    expect(x).toMatch(/Accrued by hand \(1\) +10\.00/);
    expect(x).toMatch(/Accrued in total +85\.00/);

    const open = (await managerGet(bridge, '/reports/shifts/1')).body as unknown as ShiftDetail;
    expect(open.checks.map((c) => c.number)).toEqual(['5012', '5013']);
    expect(open.totals.checks).toMatchObject({
      count: 2,
      spentMinor: 50000,
      earnedMinor: 7500,
      returnedCount: 1,
      manual: { count: 1, amountMinor: 1000 },
    });

    const today = format(new Date(), 'yyyy-MM-dd');
    const period = (await managerGet(bridge, `/reports/period?from=${today}&to=${today}`))
      .body as unknown as PeriodSummary;
    expect(period.report[0]!.lines.join('\n')).toMatch(/Accrued in total +85\.00/);

    const z = await postXml(bridge.url, 'doshift', '<DoShift version="1"><SrcID cashguid="{J-1}"/></DoShift>');
    expect(
      printedDocuments(z.text)
        .flatMap((d) => d.lines)
        .join('\n'),
    ).toMatch(/Accrued in total +85\.00/);
    const closed = (await managerGet(bridge, '/reports/shifts/1')).body as unknown as ShiftDetail;
    expect(closed.totals.checks).toMatchObject({ count: 2, earnedMinor: 7500 });
    expect(closed.checks).toHaveLength(2);
    const next = (await managerGet(bridge, '/reports/shifts/2')).body as unknown as ShiftDetail;
    expect(next.checks).toEqual([]);
    expect(next.totals.checks).toMatchObject({ count: 0, manual: { count: 0 } });
  });
});

describe('GET /api/journal/accruals', () => {
  it('lists the manual accruals with the guest, amount, reason, station and who called it; a bad page is a 400', async () => {
    const page = (await managerGet(bridge, '/journal/accruals')).body as unknown as JournalAccrualsPage;
    expect(page.total).toBe(1);
    expect(page.entries).toEqual([
      expect.objectContaining({ phone, amountMinor: 1000, reason: 'Till error', via: 'station' }),
    ]);
    expect(page.entries[0]!.stationLabel).not.toBeNull();
    expect(
      ((await managerGet(bridge, '/journal/accruals?offset=1')).body as unknown as JournalAccrualsPage).entries,
    ).toEqual([]);
    const bad = await managerGet(bridge, '/journal/accruals?limit=0');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('limit');
  });
});
