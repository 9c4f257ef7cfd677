import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerGet } from '../../manager/test-support/manager-client.js';
import {
  api,
  authPayXml,
  balance,
  embeddedAccess,
  loyaltyCall,
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
const phone = '+79990002222';
const card = '5536910022223333';

beforeAll(async () => {
  bridge = await startTestBridge({ tips: true });
  access = embeddedAccess(bridge.dataDir);
  await seedGuest(bridge.url, access, phone, card, 10000);
});
afterAll(() => bridge.service.close());

interface Paid {
  readonly station: string;
  readonly id: string;
  /** The reply's AuthInfo (the loyalty order id), which a partial step changes. */
  authInfo: string;
  tipAuthInfo: string | undefined;
}

/** authpay of `amount` hundredths (and a tip) paid by the guest's card; answers what a driver stores of the reply. */
async function pay(station: string, amount: number, tipMinor = 0): Promise<Paid> {
  const reply = postXml(bridge.url, 'authpay', authPayXml(station, amount, 4));
  const id = await pendingPayment(bridge, station);
  const identified = await api(bridge, 'POST', `/payments/${id}/identify`, { cardNumber: card, tipMinor });
  expect(identified.body.state).toBe('authorized');
  const text = (await reply).text;
  const tip = /<Tip>(.*)<\/Tip>/.exec(text)?.[1];
  return { station, id, authInfo: tag(text, 'AuthInfo')!, tipAuthInfo: tip ? tag(tip, 'AuthInfo') : undefined };
}

/** A confpay/voidpay as a driver sends it: the stored auXML, MyPay, and a Tip block when `tip` is given. */
async function settle(root: 'ConfPay' | 'VoidPay', paid: Paid, amount: number, tip?: number) {
  let xml = settleXml(root, paid.station, amount, paid.id, 4, paid.authInfo);
  if (tip !== undefined)
    xml = xml.replace(
      `</${root}>`,
      `<Tip><MyPay myAmount="${tip}"/><auXML><ActionID/><AuthCode/><AuthInfo>${paid.tipAuthInfo ?? ''}</AuthInfo><CardCode/></auXML></Tip></${root}>`,
    );
  const reply = await postXml(bridge.url, root === 'ConfPay' ? 'confpay' : 'voidpay', xml);
  return { ...reply, ok: tag(reply.text, 'OpResult'), display: tag(reply.text, 'DisplayT') };
}

/** Sends what the outbox holds and checks that nothing is left or dead. */
async function synced(): Promise<void> {
  expect((await api(bridge, 'POST', '/sync')).body).toMatchObject({ pending: 0, dead: 0 });
}

/** The guest's loyalty orders by id: status, bonuses paid and returned (currency units). */
async function orders(): Promise<Map<string, { status: string; paid: number; rollback: number }>> {
  const history = await loyaltyCall(bridge.url, access, 'guests/getOrdersHistory', {
    guest: { type: 'phone', phone },
    filter: { take: 200 },
  });
  const list = history.orders as {
    id: string;
    status: string;
    paidWithBonuses: number;
    bonusPaymentRollbackSum: number;
  }[];
  return new Map(
    list.map((o) => [o.id, { status: o.status, paid: o.paidWithBonuses, rollback: o.bonusPaymentRollbackSum }]),
  );
}

/** Bonuses spent on the given orders: paid minus returned. */
async function spentOn(...ids: string[]): Promise<number> {
  const all = await orders();
  return ids.reduce((sum, id) => sum + (all.get(id)?.paid ?? 0) - (all.get(id)?.rollback ?? 0), 0);
}

describe('partial confirm and void through the station protocol', () => {
  it('confirms less than was authorized: the rest returns to the guest, the order ends with what was confirmed', async () => {
    const before = await balance(bridge.url, access, phone);
    const paid = await pay('{PS-1}', 20000);
    const first = paid.authInfo;
    const confirm = await settle('ConfPay', paid, 15000);
    expect(confirm).toMatchObject({
      status: 200,
      ok: '1',
      display: 'Confirmed 150.00 of 200.00: 50.00 returns to the guest.',
    });
    const newOrder = tag(confirm.text, 'AuthInfo')!;
    expect(newOrder).not.toBe(first);
    expect(tag(confirm.text, 'ActionID')).toBe(paid.id);
    await synced();
    expect(await balance(bridge.url, access, phone)).toBe(before - 150);
    const all = await orders();
    expect(all.get(first)).toMatchObject({ status: 'aborted', paid: 200, rollback: 200 });
    expect(all.get(newOrder)).toMatchObject({ status: 'closed', paid: 150, rollback: 0 });

    const repeat = await settle('ConfPay', paid, 15000);
    expect(repeat).toMatchObject({ status: 200, ok: '1' });
    const other = await settle('ConfPay', { ...paid, authInfo: newOrder }, 14000);
    expect(other).toMatchObject({ status: 200, ok: '0', display: 'This payment is already confirmed for 150.00.' });
    await synced();
    expect(await balance(bridge.url, access, phone)).toBe(before - 150);
  });

  it('refuses a confpay of more than was authorized, and writes nothing', async () => {
    const paid = await pay('{PS-2}', 1000);
    const more = await settle('ConfPay', paid, 1001);
    expect(more).toMatchObject({ status: 200, ok: '0', display: 'Cannot confirm 10.01: only 10.00 was authorized.' });
    const v3 = await postXml(
      bridge.url,
      'confpay',
      settleXml('ConfPay', paid.station, 1001, paid.id, 3, paid.authInfo),
    );
    expect(v3).toEqual({ status: 409, text: 'Cannot confirm 10.01: only 10.00 was authorized.' });
    expect((await settle('ConfPay', paid, 1000)).ok).toBe('1');
    await synced();
  });

  it('voids part of a confirmed payment, then more, never more than is paid; a repeat voids nothing twice', async () => {
    const before = await balance(bridge.url, access, phone);
    const paid = await pay('{PS-3}', 30000);
    expect((await settle('ConfPay', paid, 30000)).ok).toBe('1');
    await synced();
    const orderIds = [paid.authInfo];

    const part = await settle('VoidPay', paid, 5000);
    expect(part).toMatchObject({ status: 200, ok: '1', display: 'Voided 50.00: 250.00 stays paid.' });
    const repeated = await settle('VoidPay', paid, 5000);
    expect(repeated).toMatchObject({ status: 200, ok: '1', display: 'Voided 50.00: 250.00 stays paid.' });
    paid.authInfo = tag(part.text, 'AuthInfo')!;
    orderIds.push(paid.authInfo);
    await synced();
    expect(await balance(bridge.url, access, phone)).toBe(before - 250);
    expect(await spentOn(...orderIds)).toBe(250);

    const second = await settle('VoidPay', paid, 10000);
    expect(second).toMatchObject({ ok: '1', display: 'Voided 100.00: 150.00 stays paid.' });
    paid.authInfo = tag(second.text, 'AuthInfo')!;
    orderIds.push(paid.authInfo);
    const tooMuch = await settle('VoidPay', paid, 15001);
    expect(tooMuch).toMatchObject({ status: 200, ok: '0', display: 'Cannot void 150.01: only 150.00 is paid.' });
    await synced();
    expect(await balance(bridge.url, access, phone)).toBe(before - 150);
    expect(await spentOn(...orderIds)).toBe(150);
    expect((await orders()).get(paid.authInfo)).toMatchObject({ status: 'closed', paid: 150 });

    const detail = (await managerGet(bridge, `/journal/payments/${paid.id}`)).body;
    expect(detail).toMatchObject({ state: 'confirmed', amountMinor: 15000, authorizedMinor: 30000 });
    expect(detail.adjustments).toMatchObject([
      { part: 'payment', action: 'void', stepMinor: 5000, remainingMinor: 25000, fromOrderId: orderIds[0] },
      { part: 'payment', action: 'void', stepMinor: 10000, remainingMinor: 15000, toOrderId: paid.authInfo },
    ]);
    const slip = JSON.stringify(detail.slip);
    expect(slip).toMatch(/Authorized +300\.00/);
    expect(slip).toMatch(/Amount +150\.00/);

    const rest = await settle('VoidPay', paid, 15000);
    expect(rest).toMatchObject({
      ok: '1',
      display: expect.stringMatching(/^Payment voided: the bonuses return to the guest\./),
    });
    await synced();
    expect(await balance(bridge.url, access, phone)).toBe(before);
    expect(await spentOn(...orderIds)).toBe(0);
  });

  it('voids part of an authorized payment; a later confpay confirms what stays', async () => {
    const before = await balance(bridge.url, access, phone);
    const paid = await pay('{PS-4}', 8000);
    const part = await settle('VoidPay', paid, 3000);
    expect(part).toMatchObject({ ok: '1', display: 'Voided 30.00: 50.00 stays paid.' });
    paid.authInfo = tag(part.text, 'AuthInfo')!;
    const confirm = await settle('ConfPay', paid, 5000);
    expect(confirm).toMatchObject({ ok: '1', display: 'Confirmed 50.00 of 80.00: 30.00 returns to the guest.' });
    await synced();
    expect(await balance(bridge.url, access, phone)).toBe(before - 50);
    expect((await orders()).get(paid.authInfo)).toMatchObject({ status: 'closed', paid: 50 });
  });
});

describe('the Tip block of confpay and voidpay', () => {
  it('confirms a tip as it is, lowers it, and refuses to raise it', async () => {
    const before = await balance(bridge.url, access, phone);
    const paid = await pay('{TP-1}', 10000, 2000);
    expect(paid.tipAuthInfo).toBeDefined();
    const raised = await settle('ConfPay', paid, 10000, 2500);
    expect(raised).toMatchObject({
      ok: '0',
      display: 'A tip can be lowered, not raised: 25.00 asked, the guest agreed to 20.00.',
    });
    const lowered = await settle('ConfPay', paid, 10000, 1500);
    expect(lowered).toMatchObject({ ok: '1', display: 'Tip changed from 20.00 to 15.00.' });
    expect(/<Tip>.*<MyPay myAmount="1500"\/><\/Tip>/.test(lowered.text)).toBe(true);
    await synced();
    expect(await balance(bridge.url, access, phone)).toBe(before - 115);
  });

  it('voids a tip on its own (MyPay 0), and then the payment', async () => {
    const before = await balance(bridge.url, access, phone);
    const paid = await pay('{TP-2}', 10000, 1000);
    expect((await settle('ConfPay', paid, 10000, 1000)).ok).toBe('1');
    const tipVoid = await settle('VoidPay', paid, 0, 1000);
    expect(tipVoid).toMatchObject({ ok: '1', display: 'Tip of 10.00 voided: it returns to the guest.' });
    expect(tipVoid.text).not.toContain('<Tip>');
    const again = await settle('VoidPay', paid, 0, 1000);
    expect(again.ok).toBe('1');
    await synced();
    expect(await balance(bridge.url, access, phone)).toBe(before - 100);
    expect((await settle('VoidPay', paid, 10000)).ok).toBe('1');
    await synced();
    expect(await balance(bridge.url, access, phone)).toBe(before);
  });

  it('ignores a Tip block below version 2, where the protocol has none', async () => {
    const paid = await pay('{TP-4}', 1000, 500);
    const xml = settleXml('ConfPay', paid.station, 1000, paid.id, 1, paid.authInfo).replace(
      '</ConfPay>',
      '<Tip><MyPay myAmount="100"/><auXML><AuthInfo/></auXML></Tip></ConfPay>',
    );
    const reply = await postXml(bridge.url, 'confpay', xml);
    expect(reply.status).toBe(200);
    expect(reply.text).not.toContain('<Tip>');
    await synced();
    const detail = (await managerGet(bridge, `/journal/payments/${paid.id}`)).body;
    expect(detail).toMatchObject({ state: 'confirmed', tipMinor: 500, tipAuthorizedMinor: null });
  });

  it('refuses a Tip for a payment without one', async () => {
    const paid = await pay('{TP-3}', 1000);
    const reply = await settle('ConfPay', paid, 1000, 100);
    expect(reply).toMatchObject({ ok: '0', display: 'This payment has no tip: the Tip block cannot be applied.' });
    expect((await settle('VoidPay', paid, 0, 100)).ok).toBe('0');
    expect((await settle('ConfPay', paid, 1000)).ok).toBe('1');
    await synced();
  });
});

describe('the shift report after partial steps', () => {
  it('counts what partial steps returned, and pays only what stays paid', async () => {
    const xml =
      '<?xml version="1.0" encoding="utf-8"?><ExecMenuItem version="2">' +
      '<OperationId>{6D3A2F10-8B4C-4E1D-9A57-1C0E5B7D2001}</OperationId><Parameter>x-report</Parameter></ExecMenuItem>';
    const reply = await postXml(bridge.url, 'execmenuitem', xml);
    const lines = [...reply.text.matchAll(/<TextLine Text="([^"]*)"\/>/g)].map((m) => m[1]!);
    /** Steps of this file: 50.00 of PS-1, 50.00 and 100.00 of PS-3, 30.00 of PS-4, 5.00 of TP-1, 10.00 of TP-2. */
    expect(lines).toContainEqual(expect.stringMatching(/^Partly returned \(6\) +-245\.00$/));
  });
});
