import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postStationXml } from '../../http/post-station-xml.js';
import { paymentDocuments } from '../../payments/payment-records.js';
import {
  api,
  authPayXml,
  balance,
  cancelPayXml,
  embeddedAccess,
  pendingPayment,
  postXml,
  seedGuest,
  settleXml,
  startTestBridge,
  tag,
  type LoyaltyAccess,
  type TestBridge,
} from '../../payments/test-support/station-driver.js';

let bridge: TestBridge;
let access: LoyaltyAccess;
const phone = '+79990001111';
const card = '5536910012345678';

beforeAll(async () => {
  bridge = await startTestBridge({ tips: true });
  access = embeddedAccess(bridge.dataDir);
  await seedGuest(bridge.url, access, phone, card, 5000);
});
afterAll(() => bridge.service.close());

/** The documents the bridge kept for a payment (its order, the loyalty confirm bodies), read from its database. */
function recordsOf(id: string): ReturnType<typeof paymentDocuments> {
  const db = new BetterSqlite3(path.join(bridge.dataDir, 'bridge.sqlite'), { readonly: true });
  try {
    return paymentDocuments(db, id);
  } finally {
    db.close();
  }
}

/** Sends authpay (its XML made by `xml`), identifies the guest in the window, returns the authpay reply. */
async function pay(station: string, amount: number, identify: object, version = 4, xml = authPayXml) {
  const reply = postXml(bridge.url, 'authpay', xml(station, amount, version));
  const id = await pendingPayment(bridge, station);
  const identified = await api(bridge, 'POST', `/payments/${id}/identify`, identify);
  return { id, identified, reply: await reply };
}

describe('authpay → confpay → voidpay against the embedded loyalty service', () => {
  it('pays with bonuses, confirms, voids, and answers repeats the same without moving bonuses twice', async () => {
    const before = await balance(bridge.url, access, phone);
    const { id, identified, reply } = await pay('{ST-1}', 28800, { cardNumber: card });
    expect(identified.status).toBe(200);
    expect(identified.body.state).toBe('authorized');
    expect(reply.status).toBe(200);
    expect(reply.text.startsWith('<?xml version="1.0" encoding="utf-8"?><AuthPayResponse version="4">')).toBe(true);
    expect(tag(reply.text, 'OpResult')).toBe('1');
    expect(tag(reply.text, 'ActionID')).toBe(id);
    expect(tag(reply.text, 'CardCode')).toBe('5536 91.. .... 5678');
    expect(tag(reply.text, 'AuthCode')).toMatch(/^\d{6}$/);
    expect(tag(reply.text, 'PaymentSystem')).toBe('Tillbridge');
    expect(reply.text).toContain('<PrinterT><Unfiscal CutAfter="1"><TextLine Text=');
    expect(reply.text).not.toContain('<Tip>');
    expect(await balance(bridge.url, access, phone)).toBe(before - 288);
    const authInfo = tag(reply.text, 'AuthInfo')!;

    const confirm = await postXml(bridge.url, 'confpay', settleXml('ConfPay', '{ST-1}', 28800, id, 4, authInfo));
    expect(confirm.status).toBe(200);
    expect(tag(confirm.text, 'OpResult')).toBe('1');
    expect(tag(confirm.text, 'ActionID')).toBe(id);
    const again = await postXml(bridge.url, 'ConfPay', settleXml('ConfPay', '{ST-1}', 28800, '', 4, authInfo));
    expect(again.status).toBe(200);
    expect((await api(bridge, 'POST', '/sync')).body).toMatchObject({ pending: 0, dead: 0 });
    const afterClose = await balance(bridge.url, access, phone);

    const voided = await postXml(bridge.url, 'voidpay', settleXml('VoidPay', '{ST-1}', 28800, id));
    expect(voided.status).toBe(200);
    expect(tag(voided.text, 'OpResult')).toBe('1');
    const voidedAgain = await postXml(bridge.url, 'voidpay', settleXml('VoidPay', '{ST-1}', 28800, id));
    expect(voidedAgain.status).toBe(200);
    expect((await api(bridge, 'POST', '/sync')).body).toMatchObject({ pending: 0, dead: 0 });
    expect(await balance(bridge.url, access, phone)).toBe(before);
    expect(afterClose).toBeLessThanOrEqual(before - 288 + 288);

    const late = await postXml(bridge.url, 'confpay', settleXml('ConfPay', '{ST-1}', 28800, id));
    expect(late.status).toBe(409);
    expect(late.text).toMatch(/already voided/);
  });

  it('voids an authorized (open) payment by aborting its order', async () => {
    const before = await balance(bridge.url, access, phone);
    const { id, reply } = await pay('{ST-2}', 1000, { phone });
    expect(tag(reply.text, 'OpResult')).toBe('1');
    expect(await balance(bridge.url, access, phone)).toBe(before - 10);
    expect((await postXml(bridge.url, 'voidpay', settleXml('VoidPay', '{ST-2}', 1000, id))).status).toBe(200);
    await api(bridge, 'POST', '/sync');
    expect(await balance(bridge.url, access, phone)).toBe(before);
  });

  it('keeps an Order with content as it came, and no record for an empty one', async () => {
    const withOrder = (station: string, amount: string | number, version?: number) =>
      authPayXml(station, amount, version).replace(
        '<Order/>',
        '<Order id="77"><Item code="TEA" sum="1000">Tea &amp; lemon</Item></Order>',
      );
    const { id, reply } = await pay('{ST-7}', 1000, { phone }, 4, withOrder);
    expect(tag(reply.text, 'OpResult')).toBe('1');
    expect(JSON.parse(recordsOf(id).order ?? 'null')).toEqual({
      '@_id': '77',
      Item: { '@_code': 'TEA', '@_sum': '1000', '#text': 'Tea & lemon' },
    });
    const empty = await pay('{ST-7}', 1000, { phone });
    expect(recordsOf(empty.id).order).toBeUndefined();
  });

  it('declines with OpResult 0 and the balance when bonuses are short, nothing charged', async () => {
    const before = await balance(bridge.url, access, phone);
    const { identified, reply } = await pay('{ST-3}', 99_999_00, { cardNumber: card });
    expect(identified.body.state).toBe('declined');
    expect(reply.status).toBe(200);
    expect(tag(reply.text, 'OpResult')).toBe('0');
    expect(tag(reply.text, 'DisplayT')).toMatch(/Not enough bonuses to pay 99999\.00\. Balance \d+\.\d\d/);
    expect(await balance(bridge.url, access, phone)).toBe(before);
  });

  it('keeps waiting after an unknown card; a refusal is OpResult 0, below version 4 an HTTP error with the text', async () => {
    const waiting = postXml(bridge.url, 'authpay', authPayXml('{ST-4}', 100));
    const id = await pendingPayment(bridge, '{ST-4}');
    const unknown = await api(bridge, 'POST', `/payments/${id}/identify`, { cardNumber: '0000' });
    expect(unknown.body).toMatchObject({ state: 'awaiting_guest', displayText: expect.stringMatching(/not found/) });
    expect((await api(bridge, 'POST', `/payments/${id}/identify`, { cardNumber: card })).body.state).toBe('authorized');
    expect(tag((await waiting).text, 'OpResult')).toBe('1');
    const { reply } = await pay('{ST-4}', 99_999_999_00, { cardNumber: card });
    expect(tag(reply.text, 'OpResult')).toBe('0');
    expect(tag(reply.text, 'DisplayT')).toMatch(/Not enough bonuses/);
    const old = await pay('{ST-4}', 99_999_999_00, { cardNumber: card }, 3);
    expect(old.reply.status).toBe(409);
    expect(old.reply.text).toMatch(/Not enough bonuses/);
  });

  it('pays a tip for version 2+ and returns it in Tip with its own ids; no Tip and no OpResult below', async () => {
    const before = await balance(bridge.url, access, phone);
    const { id, reply } = await pay('{ST-5}', 5000, { phone, tipMinor: 700 }, 2);
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('<AuthPayResponse version="4">');
    expect(tag(reply.text, 'OpResult')).toBeUndefined();
    expect(reply.text).toMatch(/<Tip><ActionID>[0-9a-f-]{36}<\/ActionID><AuthCode>\d{6}<\/AuthCode>/);
    expect(reply.text).toContain('<MyPay myAmount="700"/>');
    expect(await balance(bridge.url, access, phone)).toBe(before - 57);
    const records = recordsOf(id);
    expect(records.order).toBeUndefined();
    const payment = JSON.parse(records.confirm ?? '{}') as { id: string };
    const tip = JSON.parse(records.tip_confirm ?? '{}') as { id: string };
    expect([payment.id, tip.id]).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    ]);
    expect(tip.id).not.toBe(payment.id);
    const confirm = await postXml(bridge.url, 'confpay', settleXml('ConfPay', '{ST-5}', 5000, id, 1));
    expect(confirm.text).not.toContain('<Tip>');
    expect(tag(confirm.text, 'OpResult')).toBeUndefined();
    await postXml(bridge.url, 'voidpay', settleXml('VoidPay', '{ST-5}', 5000, id, 2));
    expect((await api(bridge, 'POST', '/sync')).body).toMatchObject({ pending: 0, dead: 0 });
    expect(await balance(bridge.url, access, phone)).toBe(before);
    const v1 = postXml(bridge.url, 'authpay', authPayXml('{ST-5}', 100, 1));
    const v1Id = await pendingPayment(bridge, '{ST-5}');
    const refused = await api(bridge, 'POST', `/payments/${v1Id}/identify`, { phone, tipMinor: 100 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { message: expect.stringMatching(/version 1/) } });
    expect((await api(bridge, 'POST', `/payments/${v1Id}/decline`, {})).body.state).toBe('declined');
    expect((await v1).status).toBe(409);
  });

  it('CancelPay ends a held authpay with OpResult 0; nothing to cancel is a 409', async () => {
    const reply = postXml(bridge.url, 'authpay', authPayXml('{ST-6}', 500));
    await pendingPayment(bridge, '{ST-6}');
    const busy = await postXml(bridge.url, 'authpay', authPayXml('{ST-6}', 500));
    expect(busy.status).toBe(409);
    const cancel = await postXml(bridge.url, 'CancelPay', cancelPayXml('{ST-6}'));
    expect(cancel.status).toBe(200);
    expect(cancel.text).toBe('<?xml version="1.0" encoding="utf-8"?><CancelPayResponse version="2"/>');
    const answered = await reply;
    expect(tag(answered.text, 'OpResult')).toBe('0');
    expect(tag(answered.text, 'DisplayT')).toMatch(/cancelled/);
    expect((await postXml(bridge.url, 'cancelpay', cancelPayXml('{ST-6}'))).status).toBe(409);
  });

  it('says in Server-Timing how long the authpay waited for the cashier, the loyalty calls and itself', async () => {
    const reply = postStationXml(`${bridge.url}/authcall.xml/authpay.xml`, authPayXml('{ST-7}', 100));
    const id = await pendingPayment(bridge, '{ST-7}');
    await api(bridge, 'POST', `/payments/${id}/identify`, { cardNumber: card });
    const answered = await reply;
    await answered.body.dump();
    const timing = String(answered.headers['server-timing'] ?? '');
    const match = /^guest;dur=(\d+\.\d\d), loyalty;dur=(\d+\.\d\d), terminal;dur=(\d+\.\d\d)$/.exec(timing);
    expect(match, timing).not.toBeNull();
    expect(Number(match![2])).toBeGreaterThan(0);
  });
});
