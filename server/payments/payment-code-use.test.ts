import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  authPayXml,
  embeddedAccess,
  loyaltyCall,
  pendingPayment,
  postXml,
  seedGuest,
  startTestBridge,
  tag,
  type TestBridge,
} from './test-support/station-driver.js';

/** A real bridge with its embedded loyalty service, over HTTP: the station's authpay, the window's identify. */
let bridge: TestBridge;
const phone = '+79997770301';

beforeAll(async () => {
  bridge = await startTestBridge();
  await seedGuest(bridge.url, embeddedAccess(bridge.dataDir), phone, '6011000055550301', 500);
});
afterAll(() => bridge.service.close());

/** One authpay on its own station, the guest identified by `paymentCode`: the station's reply and the window's view. */
async function payWithCode(station: string, amountMinor: number, paymentCode: string) {
  const reply = postXml(bridge.url, 'authpay', authPayXml(station, amountMinor));
  const id = await pendingPayment(bridge, station);
  const tried = await api(bridge, 'POST', `/payments/${id}/identify`, { paymentCode });
  if (tried.body.state === 'awaiting_guest') await api(bridge, 'POST', `/payments/${id}/decline`, {});
  return { view: tried.body, station: await reply };
}

describe("the guest's one-time code", () => {
  it('is not used up by a refused payment; the payment it pays uses it up', async () => {
    const { code } = await loyaltyCall(bridge.url, embeddedAccess(bridge.dataDir), 'guests/generateCode', {
      guest: { type: 'phone', phone },
    });
    const overBalance = await payWithCode('{CODE-USE-1}', 100_000, code as string);
    expect(tag(overBalance.station.text, 'OpResult')).toBe('0');
    expect(overBalance.view).toMatchObject({ ending: 'refused' });

    const paid = await payWithCode('{CODE-USE-2}', 2_500, code as string);
    expect(paid.view).toMatchObject({ state: 'authorized', ending: 'paid' });
    expect(tag(paid.station.text, 'OpResult')).toBe('1');

    const again = await payWithCode('{CODE-USE-3}', 1_000, code as string);
    expect(again.view).toMatchObject({ display: { key: 'codeTryAgain' } });
    expect(tag(again.station.text, 'OpResult')).toBe('0');
  });

  it('pays at most once: two stations paying with one code at once, one is paid and the other refused', async () => {
    const access = embeddedAccess(bridge.dataDir);
    const balance = async () =>
      (await loyaltyCall(bridge.url, access, 'guests/getWallet', { guest: { type: 'phone', phone } }))
        .balance as number;
    const before = await balance();
    const { code } = await loyaltyCall(bridge.url, access, 'guests/generateCode', { guest: { type: 'phone', phone } });
    const tries = await Promise.all([
      payWithCode('{CODE-ONCE-1}', 1_000, code as string),
      payWithCode('{CODE-ONCE-2}', 1_000, code as string),
    ]);
    const outcome = (view: Record<string, unknown>) =>
      view.ending === 'paid' ? 'paid' : (view.display as { key: string }).key;
    const results = tries.map((t) => [outcome(t.view), tag(t.station.text, 'OpResult')]).sort();
    expect(results).toEqual([
      ['codeTryAgain', '0'],
      ['paid', '1'],
    ]);
    expect(await balance()).toBe(before - 10);
  });
});
