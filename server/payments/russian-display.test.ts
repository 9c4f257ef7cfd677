import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerGet } from '../manager/test-support/manager-client.js';
import {
  api,
  authPayXml,
  cancelPayXml,
  embeddedAccess,
  pendingPayment,
  postXml,
  seedGuest,
  settleXml,
  startTestBridge,
  tag,
  type TestBridge,
} from './test-support/station-driver.js';

/** A bridge set to Russian: what the station shows about payments (DisplayT), and the message kept for the window. */
let bridge: TestBridge;
const poor = { phone: '+79990004441', card: '5536930044440001' };
const rich = { phone: '+79990004442', card: '5536930044440002' };

beforeAll(async () => {
  bridge = await startTestBridge({ language: 'ru' });
  const access = embeddedAccess(bridge.dataDir);
  await seedGuest(bridge.url, access, poor.phone, poor.card, 20);
  await seedGuest(bridge.url, access, rich.phone, rich.card, 1000);
});
afterAll(() => bridge.service.close());

describe('payment messages on a Russian bridge', () => {
  it('declines for balance in Russian, and keeps the message for the window and the journal', async () => {
    const reply = postXml(bridge.url, 'authpay', authPayXml('{RU-1}', 15000));
    const id = await pendingPayment(bridge, '{RU-1}');
    const identified = await api(bridge, 'POST', `/payments/${id}/identify`, { cardNumber: poor.card });
    const { text } = await reply;
    const russian = 'Недостаточно бонусов для оплаты 150,00. Баланс 20,00.';
    expect(tag(text, 'OpResult')).toBe('0');
    expect(tag(text, 'DisplayT')).toBe(russian);
    const display = { key: 'notEnoughBonuses', params: { amountMinor: 15000, balanceMinor: 2000 } };
    expect(identified.body).toMatchObject({ state: 'declined', displayText: russian, display });
    expect((await api(bridge, 'GET', `/payments/${id}`)).body).toMatchObject({ displayText: russian, display });
    expect((await managerGet(bridge, `/journal/payments/${id}`)).body).toMatchObject({ displayText: russian, display });
  });

  it('pays, confirms and voids in Russian; after the void every screen and the reprinted slip show the balance after it', async () => {
    const reply = postXml(bridge.url, 'authpay', authPayXml('{RU-2}', 15000));
    const id = await pendingPayment(bridge, '{RU-2}');
    const paid = await api(bridge, 'POST', `/payments/${id}/identify`, { phone: rich.phone });
    expect(paid.body.display).toEqual({ key: 'paid', params: { amountMinor: 15000, balanceMinor: 85000 } });
    expect(tag((await reply).text, 'DisplayT')).toBe('Оплачено бонусами: 150,00. Остаток: 850,00');
    const confirmed = await postXml(bridge.url, 'confpay', settleXml('ConfPay', '{RU-2}', 15000, id));
    expect(tag(confirmed.text, 'DisplayT')).toBe('Оплата подтверждена.');
    const voided = await postXml(bridge.url, 'voidpay', settleXml('VoidPay', '{RU-2}', 15000, id));
    expect(tag(voided.text, 'DisplayT')).toBe('Оплата сторнирована: бонусы вернутся гостю. Остаток: 1000,00');
    expect(voided.text).toMatch(/Остаток бонусов +1000,00/);
    const shown = { state: 'voided', ending: 'voided', balanceAfterMinor: 100000 };
    expect((await api(bridge, 'GET', `/payments/${id}`)).body).toMatchObject(shown);
    const detail = (await managerGet(bridge, `/journal/payments/${id}`)).body;
    expect(detail).toMatchObject({ ...shown, display: { key: 'voided', params: { balanceMinor: 100000 } } });
    expect(JSON.stringify(detail.slip)).toMatch(/Остаток бонусов +1000,00/);
  });

  it('answers a cancelled authpay and a cashier’s decline in Russian', async () => {
    const cancelled = postXml(bridge.url, 'authpay', authPayXml('{RU-3}', 1000));
    const first = await pendingPayment(bridge, '{RU-3}');
    expect((await postXml(bridge.url, 'CancelPay', cancelPayXml('{RU-3}'))).status).toBe(200);
    expect(tag((await cancelled).text, 'DisplayT')).toBe('Оплата отменена на кассе: ничего не списано.');
    expect((await api(bridge, 'GET', `/payments/${first}`)).body.display).toEqual({
      key: 'cancelledAtStation',
      params: {},
    });

    const declined = postXml(bridge.url, 'authpay', authPayXml('{RU-4}', 1000));
    const second = await pendingPayment(bridge, '{RU-4}');
    await api(bridge, 'POST', `/payments/${second}/decline`, {});
    expect(tag((await declined).text, 'DisplayT')).toBe('Отклонено кассиром: ничего не списано.');
  });
});
