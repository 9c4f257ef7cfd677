import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuActions } from '../../menu/menu-actions.js';
import { seedPayments } from '../../payments/test-support/seed-payments.js';
import {
  balance,
  embeddedAccess,
  postXml,
  seedGuest,
  startTestBridge,
  type LoyaltyAccess,
  type TestBridge,
} from '../../payments/test-support/station-driver.js';
import { parseXml } from '../xml/authcall-xml.js';
import { menuRecheckMs } from './getmenulist.js';
import { printedDocuments } from '../../station-sim/station-output.js';

let bridge: TestBridge;
let access: LoyaltyAccess;
const phone = '+79990002222';
const card = '5536920012345678';
const today = format(new Date(), 'yyyy-MM-dd');

beforeAll(async () => {
  bridge = await startTestBridge({ slipWidth: 42, stationAccruals: true });
  access = embeddedAccess(bridge.dataDir);
  await seedGuest(bridge.url, access, phone, card, 100);
  const db = new BetterSqlite3(path.join(bridge.dataDir, 'bridge.sqlite'));
  const at = new Date().toISOString();
  seedPayments(db, [
    { id: 'm1', state: 'confirmed', amountMinor: 288000, tipMinor: 10000, createdAt: at, cardNumber: card },
    { id: 'm2', state: 'voided', amountMinor: 1500, createdAt: at },
  ]);
  db.close();
});
afterAll(() => bridge.service.close());

const execXml = (operationId: string, dialog = '', parameter = '') =>
  `<?xml version="1.0" encoding="utf-8"?><ExecMenuItem version="2"><OperationId>${operationId}</OperationId><Parameter>${parameter}</Parameter>${dialog}</ExecMenuItem>`;

/** Runs a menu item; returns OpResult, DisplayT and the printed text. */
async function exec(action: keyof typeof menuActions, dialog = '') {
  const reply = await postXml(bridge.url, 'execmenuitem', execXml(menuActions[action].operationId, dialog, action));
  expect(reply.status).toBe(200);
  expect(reply.text.startsWith('<?xml version="1.0" encoding="utf-8"?><ExecMenuItemResponse version="2">')).toBe(true);
  const { root } = parseXml(reply.text);
  const documents = printedDocuments(reply.text);
  for (const line of documents.flatMap((d) => d.lines)) expect(line.length).toBeLessThanOrEqual(42);
  return {
    ok: root.OpResult,
    display: root.DisplayT as string,
    documents,
    text: documents.flatMap((d) => d.lines).join('\n'),
  };
}

describe('getmenulist', () => {
  it('serves the MENU tree, four levels deep, with every dialog type', async () => {
    const reply = await postXml(bridge.url, 'GetMenuList', '<?xml version="1.0"?><GetMenuList version="2"/>');
    expect(reply.status).toBe(200);
    expect(reply.text).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?><GetMenuListResponse version="2"><MENU>/);
    expect(reply.text).toContain(
      `</MENUITEM><MENUITEM caption="X-report" operationId="${menuActions['x-report'].operationId}" parameter="x-report"/><MENUITEM caption="Payments">`,
    );
    for (const type of ['DateInterval', 'NumberInterval', 'OneDate', 'OneNumber'])
      expect(reply.text).toContain(`<DIALOGINFO dialogType="${type}" caption=`);
  });
});

describe('execmenuitem with each dialog type', () => {
  it('prints the X-report of the open shift (no dialog)', async () => {
    const result = await exec('x-report');
    expect(result.ok).toBe('1');
    expect(result.text).toMatch(/X-REPORT[\s\S]*Paid in all \(1\) +2880\.00[\s\S]*Tips \(1\) +100\.00/);
  });

  it('runs a period report (DateInterval) and a day report (OneDate)', async () => {
    const period = await exec(
      'period-report',
      `<DialogResult dialogType="DateInterval" from="${today}" to="${today}"/>`,
    );
    expect(period.ok).toBe('1');
    expect(period.text).toMatch(/Payments +2/);
    const day = await exec('day-report', `<DialogResult dialogType="OneDate" value="${today}"/>`);
    expect(day.text).toMatch(/DAY REPORT[\s\S]*Voided \(1\) +-15\.00/);
  });

  it('finds payments by amount range (NumberInterval)', async () => {
    const found = await exec(
      'payments-by-amount',
      '<DialogResult dialogType="NumberInterval" from="1000" to="3000.5"/>',
    );
    expect(found.ok).toBe('1');
    expect(found.text).toMatch(/Found +1[\s\S]*5536 92\.\. \.\.\.\. 5678 +2880\.00 \+100\.00/);
  });

  it('reprints a Z-report by number (OneNumber) after doshift closed it', async () => {
    const none = await exec('reprint-z-report', '<DialogResult dialogType="OneNumber" value="1"/>');
    expect(none).toMatchObject({ ok: '0', display: 'No Z-report No 1: no shift has been closed yet.' });
    const shift = await postXml(bridge.url, 'doshift', '<DoShift version="1"><SrcID cashguid="{M-1}"/></DoShift>');
    const copy = await exec('reprint-z-report', '<DialogResult dialogType="OneNumber" value="1"/>');
    expect(copy.ok).toBe('1');
    expect(copy.documents[0]!.lines.slice(1)).toEqual(printedDocuments(shift.text)[0]!.lines);
  });

  it('looks a guest up by card or phone (OneNumber) and accrues bonuses to them', async () => {
    const before = await balance(bridge.url, access, phone);
    const byCard = await exec('guest-balance', `<DialogResult dialogType="OneNumber" value="${card}"/>`);
    expect(byCard).toMatchObject({ ok: '1', display: `5536 92.. .... 5678: balance ${before.toFixed(2)}.` });
    expect(byCard.text).toMatch(/Phone +\+7999\*\*\*2222/);
    const byPhone = await exec('guest-balance', `<DialogResult dialogType="OneNumber" value="${phone.slice(1)}"/>`);
    expect(byPhone.ok).toBe('1');
    for (const typed of ['+7 999 000-22-22', '8 (999) 000-22-22', '89990002222', '9990002222']) {
      const asTyped = await exec('guest-balance', `<DialogResult dialogType="OneNumber" value="${typed}"/>`);
      expect(asTyped.ok, typed).toBe('1');
    }
    const notAPhone = await exec('guest-balance', '<DialogResult dialogType="OneNumber" value="+7 999 000"/>');
    expect(notAPhone.ok).toBe('0');
    expect(notAPhone.display).toMatch(/nor a phone such as \+7 999 123-45-67/);
    const proposed = await exec('accrue-bonuses', '<DialogResult dialogType="OneNumber" value="12.5"/>');
    expect(proposed).toMatchObject({ ok: '1', documents: [] });
    expect(proposed.display).toMatch(/^Accrue 12\.50 to Anna Test \(\+7999\*\*\*2222\), balance /);
    const accrued = await exec('accrue-reason', '<DialogResult dialogType="OneNumber" value="2"/>');
    expect(accrued.ok).toBe('1');
    expect(accrued.text).toMatch(/Accrued +12\.50/);
    expect(accrued.text).toMatch(/Reason +Birthday/);
    expect(await balance(bridge.url, access, phone)).toBe(before + 12.5);
    const nobody = await exec('guest-balance', '<DialogResult dialogType="OneNumber" value="4000000000"/>');
    expect(nobody).toMatchObject({ ok: '0', display: 'No guest with card or phone 4000000000.' });
  });

  it('syncs and tests the connection', async () => {
    expect(await exec('sync-now')).toMatchObject({ ok: '1', display: 'Everything is sent to the loyalty service.' });
    expect((await exec('test-connection')).display).toMatch(/^Loyalty service answers \(\d+ ms\)/);
  });
});

describe('execmenuitem refusals', () => {
  it.each([
    [
      'period-report',
      '<DialogResult dialogType="DateInterval" from="2026-11-21" to="2026-11-01"/>',
      'Period: the start is after the end.',
    ],
    [
      'day-report',
      '<DialogResult dialogType="OneDate" value="2026-02-30"/>',
      'Day: "2026-02-30" is not a date (YYYY-MM-DD).',
    ],
    ['day-report', '', 'Day: no value was entered.'],
    [
      'day-report',
      '<DialogResult dialogType="OneNumber" value="1"/>',
      'Day: this item asks for a OneDate, the station sent a OneNumber.',
    ],
    [
      'payments-by-amount',
      '<DialogResult dialogType="NumberInterval" from="1,5" to="2"/>',
      'Amount from: "1,5" is not a number.',
    ],
    [
      'reprint-z-report',
      '<DialogResult dialogType="OneNumber" value="1.5"/>',
      'Shift number: "1.5" is not a whole number of 1 or more.',
    ],
    [
      'accrue-bonuses',
      '<DialogResult dialogType="OneNumber" value="0"/>',
      'Bonuses: "0" must be an amount above 0 with at most 2 decimals.',
    ],
  ] as const)('%s %s → OpResult 0 saying what is wrong', async (action, dialog, display) => {
    expect(await exec(action, dialog)).toMatchObject({ ok: '0', display, documents: [] });
  });

  it('answers OpResult 0 for an item that is not in the menu', async () => {
    const reply = await postXml(bridge.url, 'execmenuitem', execXml('{00000000-0000-0000-0000-000000000000}'));
    expect(reply.text).toContain(
      '<OpResult>0</OpResult><DisplayT>Menu item {00000000-0000-0000-0000-000000000000} is not in the menu any more: reload the menu.</DisplayT>',
    );
  });

  it.each([
    [execXml(''), '<ExecMenuItem> must carry OperationId'],
    [execXml('x-report'), 'OperationId must be a GUID in braces, as the menu gives it; got "x-report"'],
    [
      execXml(menuActions['day-report'].operationId, '<DialogResult dialogType="Calendar" value="1"/>'),
      '<DialogResult> dialogType must be one of DateInterval, NumberInterval, OneDate, OneNumber; got "Calendar"',
    ],
    ['<GetMenuList version="2"/>', 'wrong root element <GetMenuList>: execmenuitem.xml takes <ExecMenuItem>'],
  ])('answers 400 with a description for a malformed request', async (body, message) => {
    const reply = await postXml(bridge.url, 'execmenuitem', body);
    expect(reply).toEqual({ status: 400, text: message });
  });
});

/** getmenulist until `changed` holds: the bridge looks at the menu file at most once per menuRecheckMs. */
async function menuOnceChanged(
  url: string,
  changed: (reply: { status: number; text: string }) => boolean,
): Promise<{ status: number; text: string }> {
  const until = Date.now() + menuRecheckMs * 3;
  for (;;) {
    const reply = await postXml(url, 'getmenulist', '<GetMenuList version="2"/>');
    if (changed(reply) || Date.now() > until) return reply;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a venue menu file', () => {
  it('is served as written, and a broken one is a 500 naming the item', async () => {
    const file = path.join(bridge.dataDir, 'menu.json');
    fs.writeFileSync(
      file,
      JSON.stringify({ items: [{ caption: 'Z', items: [{ caption: 'Close', action: 'x-report' }] }] }),
    );
    const served = await menuOnceChanged(bridge.url, (reply) => reply.text.includes('caption="Z"'));
    expect(served.text).toContain('<MENU><MENUITEM caption="Z"><MENUITEM caption="Close" operationId=');
    fs.writeFileSync(
      file,
      JSON.stringify({ items: [{ caption: 'Z', items: [{ caption: 'Close', action: 'close' }] }] }),
    );
    fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    const broken = await menuOnceChanged(bridge.url, (reply) => reply.status !== 200);
    expect(broken.status).toBe(500);
    expect(broken.text).toMatch(/^menu configuration error: menu\.json: item Z → Close, field action: must be one of /);
    fs.rmSync(file);
  });
});
