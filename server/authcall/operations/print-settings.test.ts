import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  authPayXml,
  embeddedAccess,
  pendingPayment,
  postXml,
  seedGuest,
  settleXml,
  startTestBridge,
  tag,
  type TestBridge,
} from '../../payments/test-support/station-driver.js';

const phone = '+79990004444';

/** The text lines of a reply's slips. */
const lines = (xml: string) => [...xml.matchAll(/<TextLine Text="([^"]*)"\/>/g)].map((m) => m[1]!.trim());

async function pay(bridge: TestBridge, station: string, amount: number, identify: object | 'decline') {
  const reply = postXml(bridge.url, 'authpay', authPayXml(station, amount, 4));
  const id = await pendingPayment(bridge, station);
  if (identify === 'decline') await api(bridge, 'POST', `/payments/${id}/decline`, {});
  else await api(bridge, 'POST', `/payments/${id}/identify`, identify);
  return { id, text: (await reply).text };
}

describe('printOnFailure (default on) and printConfirmation', () => {
  let bridge: TestBridge;
  beforeAll(async () => {
    bridge = await startTestBridge({ printConfirmation: true, language: 'ru' });
    await seedGuest(bridge.url, embeddedAccess(bridge.dataDir), phone, '5536910044445555', 20);
  });
  afterAll(() => bridge.service.close());

  it('prints a short slip when the loyalty service refused the payment', async () => {
    const { text } = await pay(bridge, '{PR-1}', 5000, { phone });
    expect(tag(text, 'OpResult')).toBe('0');
    expect(tag(text, 'DisplayT')).toBe('Недостаточно бонусов для оплаты 50,00. Баланс 20,00.');
    expect(lines(text)).toEqual(expect.arrayContaining(['НЕ ОПЛАЧЕНО', 'Недостаточно бонусов для оплаты']));
    expect(text).not.toContain('<ConfPrnT>');
  });

  it('prints nothing when the cashier declined (nothing to tell the guest on paper)', async () => {
    const { text } = await pay(bridge, '{PR-2}', 100, 'decline');
    expect(tag(text, 'OpResult')).toBe('0');
    expect(text).not.toContain('<PrinterT>');
  });

  it('asks for a print confirmation on authpay and confpay, not on voidpay; a partial void prints what stays', async () => {
    const { id, text } = await pay(bridge, '{PR-3}', 1000, { phone });
    expect(tag(text, 'ConfPrnT')).toBe('1');
    const authInfo = tag(text, 'AuthInfo')!;
    const confirm = await postXml(bridge.url, 'confpay', settleXml('ConfPay', '{PR-3}', 1000, id, 4, authInfo));
    expect(tag(confirm.text, 'ConfPrnT')).toBe('1');
    const part = await postXml(bridge.url, 'voidpay', settleXml('VoidPay', '{PR-3}', 400, id, 4, authInfo));
    expect(part.text).not.toContain('<ConfPrnT>');
    const printed = lines(part.text);
    expect(printed).toContain('ЧАСТИЧНОЕ СТОРНО ОПЛАТЫ');
    expect(printed.find((line) => line.startsWith('Авторизовано'))).toMatch(/10,00$/);
    expect(printed.find((line) => line.startsWith('Сторнировано сейчас'))).toMatch(/-4,00$/);
    expect(printed.find((line) => line.startsWith('Остаётся оплачено'))).toMatch(/6,00$/);
  });
});

describe('printOnFailure off', () => {
  let bridge: TestBridge;
  beforeAll(async () => {
    bridge = await startTestBridge({ printOnFailure: false });
    await seedGuest(bridge.url, embeddedAccess(bridge.dataDir), phone, '5536910044445555', 20);
  });
  afterAll(() => bridge.service.close());

  it('answers a refusal without a slip, and no ConfPrnT by default', async () => {
    const refused = await pay(bridge, '{PR-4}', 5000, { phone });
    expect(tag(refused.text, 'OpResult')).toBe('0');
    expect(refused.text).not.toContain('<PrinterT>');
    const paid = await pay(bridge, '{PR-5}', 100, { phone });
    expect(tag(paid.text, 'OpResult')).toBe('1');
    expect(paid.text).not.toContain('<ConfPrnT>');
  });
});
