import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuActions } from './menu-actions.js';
import {
  balance,
  embeddedAccess,
  loyaltyCall,
  postXml,
  seedGuest,
  startTestBridge,
  type LoyaltyAccess,
  type TestBridge,
} from '../payments/test-support/station-driver.js';
import { parseXml } from '../authcall/xml/authcall-xml.js';
import { printedDocuments } from '../station-sim/station-output.js';

let bridge: TestBridge;
let access: LoyaltyAccess;
const phone = '+79990003333';
const card = '5536920099998888';

beforeAll(async () => {
  bridge = await startTestBridge({ slipWidth: 42, stationAccruals: true });
  access = embeddedAccess(bridge.dataDir);
  await seedGuest(bridge.url, access, phone, card, 100);
});
afterAll(() => bridge.service.close());

/** Runs a menu item as station `station` (its SrcID); returns OpResult, DisplayT and the printed text. */
async function exec(station: string, action: keyof typeof menuActions, value?: string) {
  const dialog = value === undefined ? '' : `<DialogResult dialogType="OneNumber" value="${value}"/>`;
  const xml = `<?xml version="1.0" encoding="utf-8"?><ExecMenuItem version="2"><SrcID cashguid="${station}"/><OperationId>${menuActions[action].operationId}</OperationId><Parameter>${action}</Parameter>${dialog}</ExecMenuItem>`;
  const reply = await postXml(bridge.url, 'execmenuitem', xml);
  expect(reply.status).toBe(200);
  const { root } = parseXml(reply.text);
  const text = printedDocuments(reply.text)
    .flatMap((d) => d.lines)
    .join('\n');
  return { ok: root.OpResult, display: root.DisplayT as string, text };
}

function manualAccruals(): { detail: string }[] {
  const db = new BetterSqlite3(path.join(bridge.dataDir, 'bridge.sqlite'), { readonly: true });
  try {
    return db.prepare("SELECT detail FROM app_events WHERE kind = 'manual-accrual' ORDER BY id").all() as {
      detail: string;
    }[];
  } finally {
    db.close();
  }
}

describe('"Accrue bonuses" names the guest and asks a reason', () => {
  it('refuses without a looked-up guest, on another station than the lookup, and without an amount first', async () => {
    expect(await exec('{A-1}', 'accrue-bonuses', '10')).toMatchObject({
      ok: '0',
      display: 'Look the guest up first (Guests → Balance lookup), then accrue within 5 minutes.',
    });
    expect((await exec('{A-1}', 'guest-balance', card)).ok).toBe('1');
    expect((await exec('{A-2}', 'accrue-bonuses', '10')).ok).toBe('0');
    expect(await exec('{A-1}', 'accrue-reason', '1')).toMatchObject({
      ok: '0',
      display: 'Enter the bonuses to accrue first (Guests → Accrue bonuses).',
    });
    expect(manualAccruals()).toEqual([]);
  });

  it('credits nothing until a valid reason comes, then credits once with the reason in the history and the journal', async () => {
    const before = await balance(bridge.url, access, phone);
    expect((await exec('{A-3}', 'guest-balance', card)).ok).toBe('1');
    const proposed = await exec('{A-3}', 'accrue-bonuses', '15');
    expect(proposed.ok).toBe('1');
    expect(proposed.display).toBe(
      `Accrue 15.00 to Anna Test (+7999***3333), balance ${before.toFixed(2)}? Choose the reason in Guests → Accrual reason within 5 minutes.`,
    );
    expect(await balance(bridge.url, access, phone)).toBe(before);
    const noReason = await exec('{A-3}', 'accrue-reason', '9');
    expect(noReason).toMatchObject({ ok: '0' });
    expect(noReason.display).toBe(
      'Reason: "9" is not one of 1 Complaint, 2 Birthday, 3 Till error, 4 Promotion missed, 5 Other.',
    );
    expect((await exec('{A-3}', 'accrue-reason')).ok).toBe('0');
    expect(await balance(bridge.url, access, phone)).toBe(before);
    expect(manualAccruals()).toEqual([]);

    const proposedAgain = await exec('{A-3}', 'accrue-bonuses', '15');
    expect(proposedAgain.ok).toBe('1');
    const accrued = await exec('{A-3}', 'accrue-reason', '1');
    expect(accrued.ok).toBe('1');
    expect(accrued.display).toBe(
      `15.00 accrued to Anna Test (+7999***3333) (Complaint); balance ${(before + 15).toFixed(2)}.`,
    );
    expect(accrued.text).toMatch(/Reason +Complaint/);
    expect(await balance(bridge.url, access, phone)).toBe(before + 15);
    expect((await exec('{A-3}', 'accrue-reason', '1')).ok).toBe('0');
    expect(await balance(bridge.url, access, phone)).toBe(before + 15);

    const history = await loyaltyCall(bridge.url, access, 'guests/getBonusHistory', {
      guest: { type: 'phone', phone },
    });
    const comments = (history.records as { comment: string | null }[]).map((r) => r.comment);
    /** The reason, then the key of the journal's intent (recovery after a crash looks for it). */
    const keyed = /^accrued at the till \(.*\): Complaint \[[0-9a-f-]{36}\]$/;
    expect(comments.filter((c) => c !== null && keyed.test(c))).toHaveLength(1);
    const events = manualAccruals().map((e) => JSON.parse(e.detail) as Record<string, unknown>);
    expect(events).toEqual([
      expect.objectContaining({ phone, guest: 'Anna Test', amountMinor: 1500, reason: 'Complaint', station: '{A-3}' }),
    ]);
  });
});
