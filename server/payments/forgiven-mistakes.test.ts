import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  authPayXml,
  cancelPayXml,
  embeddedAccess,
  loyaltyCall,
  pendingPayment,
  postXml,
  seedGuest,
  startTestBridge,
  tag,
  type TestBridge,
} from './test-support/station-driver.js';

/** A real bridge with its embedded loyalty service; each test uses its own station and guest. */
let bridge: TestBridge;
const card = '6011000055554444';
const phone = '+79997770101';

beforeAll(async () => {
  bridge = await startTestBridge({ authpayTimeout: 2 });
  await seedGuest(bridge.url, embeddedAccess(bridge.dataDir), phone, card, 500);
});
afterAll(() => bridge.service.close());

const identify = (id: string, body: Record<string, unknown>) => api(bridge, 'POST', `/payments/${id}/identify`, body);
const code = async () =>
  (
    await loyaltyCall(bridge.url, embeddedAccess(bridge.dataDir), 'guests/generateCode', {
      guest: { type: 'phone', phone },
    })
  ).code as string;
/** A code of the same length that is not the guest's live one. */
const wrongCodeFor = (live: string) => String((Number(live) + 1) % 10 ** live.length).padStart(live.length, '0');
const events = async (id: string) => {
  const detail = await fetch(`${bridge.url}/api/journal/payments/${id}`, {
    headers: { 'x-tillbridge-token': bridge.token },
  });
  return ((await detail.json()) as { events: { fromState: string; toState: string }[] }).events;
};

describe('a wrong card, phone or code is forgiven', () => {
  it('keeps the payment waiting after an unknown card and pays with the right one; the station gets one answer', async () => {
    let answered = false;
    const reply = postXml(bridge.url, 'authpay', authPayXml('{FORGIVE-1}', 2500)).then((answer) => {
      answered = true;
      return answer;
    });
    const id = await pendingPayment(bridge, '{FORGIVE-1}');
    const wrong = await identify(id, { cardNumber: '6011000000000000' });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({ state: 'awaiting_guest', ending: null, display: { key: 'notFoundTryAgain' } });
    expect(wrong.body.displayText).toMatch(/not found\. Check it and try again/);
    const unknownPhone = await identify(id, { phone: '+79990000000' });
    expect(unknownPhone.body).toMatchObject({ state: 'awaiting_guest', display: { key: 'notFoundTryAgain' } });
    expect(answered).toBe(false);
    const paid = await identify(id, { cardNumber: card });
    expect(paid.body).toMatchObject({ state: 'authorized', ending: 'paid' });
    const answer = await reply;
    expect(tag(answer.text, 'OpResult')).toBe('1');
    expect(tag(answer.text, 'DisplayT')).toMatch(/^Paid with bonuses: 25\.00/);
    expect((await events(id)).map((e) => e.toState)).toEqual([
      'awaiting_guest',
      'authorizing',
      'awaiting_guest',
      'authorizing',
      'awaiting_guest',
      'authorizing',
      'authorized',
    ]);
  });

  it('refuses codes after five wrong ones, without asking the service, while card and phone still pay', async () => {
    const reply = postXml(bridge.url, 'authpay', authPayXml('{FORGIVE-2}', 1000));
    const id = await pendingPayment(bridge, '{FORGIVE-2}');
    const live = await code();
    const triesLeft: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const wrong = await identify(id, { paymentCode: wrongCodeFor(live) });
      expect(wrong.body.state).toBe('awaiting_guest');
      triesLeft.push((wrong.body.display as { params: { triesLeft: number } }).params.triesLeft);
    }
    expect(triesLeft).toEqual([4, 3, 2, 1, 0]);
    const locked = await identify(id, { paymentCode: live });
    expect(locked.body).toMatchObject({
      state: 'awaiting_guest',
      display: { key: 'codesLocked', params: { limit: 5 } },
    });
    expect(locked.body.displayText).toBe(
      '5 wrong codes for this payment: codes are refused, use the card or the phone.',
    );
    /** The live code was not spent on the locked payment: the service was not asked. */
    const stepsBefore = (await events(id)).length;
    expect(stepsBefore).toBe(11);
    const paid = await identify(id, { phone });
    expect(paid.body).toMatchObject({ state: 'authorized' });
    expect(tag((await reply).text, 'OpResult')).toBe('1');
    const next = postXml(bridge.url, 'authpay', authPayXml('{FORGIVE-2}', 100));
    const nextId = await pendingPayment(bridge, '{FORGIVE-2}');
    expect((await identify(nextId, { paymentCode: live })).body).toMatchObject({ state: 'authorized' });
    expect(tag((await next).text, 'OpResult')).toBe('1');
  });

  it('still ends a payment the guest cannot pay: not enough bonuses is OpResult 0 with the balance', async () => {
    const reply = postXml(bridge.url, 'authpay', authPayXml('{FORGIVE-3}', 99_999_00));
    const id = await pendingPayment(bridge, '{FORGIVE-3}');
    const refused = await identify(id, { cardNumber: card });
    expect(refused.body).toMatchObject({ state: 'declined', ending: 'refused', display: { key: 'notEnoughBonuses' } });
    const answer = await reply;
    expect(tag(answer.text, 'OpResult')).toBe('0');
    expect(tag(answer.text, 'DisplayT')).toMatch(/^Not enough bonuses to pay 99999\.00\. Balance /);
  });
});

describe('each ending is labelled as what it was', () => {
  it('a timeout, a CancelPay and the cashier’s decline, in the window, the journal and the station’s DisplayT', async () => {
    const timedOut = postXml(bridge.url, 'authpay', authPayXml('{END-1}', 100));
    const timedOutId = await pendingPayment(bridge, '{END-1}');
    /** A wrong try first: the timeout still ends it as a timeout. */
    await identify(timedOutId, { cardNumber: '6011000000000000' });
    const timeoutAnswer = await timedOut;
    expect(tag(timeoutAnswer.text, 'OpResult')).toBe('0');
    expect(tag(timeoutAnswer.text, 'DisplayT')).toBe(
      'No guest was identified within 2 s: payment cancelled, nothing was charged.',
    );
    expect((await api(bridge, 'GET', `/payments/${timedOutId}`)).body).toMatchObject({
      state: 'cancelled',
      ending: 'timedOut',
    });

    const cancelled = postXml(bridge.url, 'authpay', authPayXml('{END-2}', 100));
    const cancelledId = await pendingPayment(bridge, '{END-2}');
    expect((await postXml(bridge.url, 'cancelpay', cancelPayXml('{END-2}'))).status).toBe(200);
    expect(tag((await cancelled).text, 'DisplayT')).toBe('Payment cancelled at the station: nothing was charged.');

    const declined = postXml(bridge.url, 'authpay', authPayXml('{END-3}', 100));
    const declinedId = await pendingPayment(bridge, '{END-3}');
    expect((await api(bridge, 'POST', `/payments/${declinedId}/decline`, {})).body).toMatchObject({
      ending: 'declinedByCashier',
    });
    expect(tag((await declined).text, 'DisplayT')).toBe('Declined by the cashier: nothing was charged.');

    const journal = await fetch(`${bridge.url}/api/journal/payments?limit=200`, {
      headers: { 'x-tillbridge-token': bridge.token },
    });
    const entries = ((await journal.json()) as { entries: { id: string; ending: string }[] }).entries;
    const endingOf = (id: string) => entries.find((e) => e.id === id)?.ending;
    expect([endingOf(timedOutId), endingOf(cancelledId), endingOf(declinedId)]).toEqual([
      'timedOut',
      'cancelledAtStation',
      'declinedByCashier',
    ]);
  });
});
