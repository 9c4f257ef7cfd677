import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEnding, paymentOutcomes } from '../../shared/api/payment-ending.js';
import type { PaymentState } from '../../shared/api/payment-state.js';
import { paymentWords } from '../../shared/i18n/payment-words.js';
import { bridgeDatabase, managerGet } from '../manager/test-support/manager-client.js';
import { openEventStream } from '../payments/test-support/event-stream.js';
import {
  api,
  authPayXml,
  cancelPayXml,
  embeddedAccess,
  pendingPayment,
  postXml,
  seedGuest,
  startTestBridge,
  type TestBridge,
} from '../payments/test-support/station-driver.js';

let bridge: TestBridge;
const poor = { phone: '+79997770311', card: '6011000033331111' };

beforeAll(async () => {
  bridge = await startTestBridge();
  await seedGuest(bridge.url, embeddedAccess(bridge.dataDir), poor.phone, poor.card, 1);
});
afterAll(() => bridge.service.close());

type Entry = { id: string; state: PaymentState; ending: string | null; cardMasked: string | null };
const entry = async (id: string) => (await managerGet(bridge, `/journal/payments/${id}`)).body;

describe('the journal keeps up', () => {
  it('announces every payment written or changed on the event stream (`journal`), with its id and state', async () => {
    const stream = await openEventStream(bridge.url, '/api/terminal/events', {
      host: new URL(bridge.url).host,
      'x-tillbridge-token': bridge.token,
    });
    try {
      const reply = postXml(bridge.url, 'authpay', authPayXml('{LIVE-1}', 500));
      const id = await pendingPayment(bridge, '{LIVE-1}');
      const written = await stream.next((e) => e.event === 'journal' && e.data.id === id, 'the new payment');
      expect(written.data).toEqual({ id, state: 'awaiting_guest' });
      await api(bridge, 'POST', `/payments/${id}/identify`, { cardNumber: poor.card });
      await reply;
      await stream.next((e) => e.event === 'journal' && e.data.id === id && e.data.state === 'declined', 'refused');
    } finally {
      stream.close();
    }
  });

  it('keeps the guest and the card that were tried on a refused payment', async () => {
    const reply = postXml(bridge.url, 'authpay', authPayXml('{LIVE-2}', 50_000));
    const id = await pendingPayment(bridge, '{LIVE-2}');
    await api(bridge, 'POST', `/payments/${id}/identify`, { cardNumber: poor.card });
    await reply;
    expect(await entry(id)).toMatchObject({
      state: 'declined',
      ending: 'refused',
      guestPhone: poor.phone,
      cardMasked: '•••• 1111',
    });
    const found = (await managerGet(bridge, '/journal/payments?q=6011000033331111')).body.entries as Entry[];
    expect(found.map((e) => e.id)).toContain(id);
  });
});

describe('one vocabulary of endings', () => {
  it('filters by how a payment ended exactly as the window names it, and the CSV writes the same words', async () => {
    const reply = postXml(bridge.url, 'authpay', authPayXml('{LIVE-3}', 700));
    await pendingPayment(bridge, '{LIVE-3}');
    await postXml(bridge.url, 'cancelpay', cancelPayXml('{LIVE-3}'));
    await reply;
    const all = (await managerGet(bridge, '/journal/payments?limit=500')).body.entries as Entry[];
    for (const outcome of paymentOutcomes) {
      const listed = (await managerGet(bridge, `/journal/payments?outcome=${outcome}&limit=500`)).body
        .entries as Entry[];
      const expected = all.filter((e) => (e.ending ?? e.state) === outcome).map((e) => e.id);
      expect(
        listed.map((e) => e.id),
        outcome,
      ).toEqual(expected);
    }
    expect(all.map((e) => e.ending)).toEqual(expect.arrayContaining(['refused', 'cancelledAtStation']));

    for (const language of ['en', 'ru'] as const) {
      const csv = (await managerGet(bridge, `/journal/export.csv?language=${language}`)).text;
      const words = paymentWords(language);
      expect(csv).toContain(words.endings.cancelledAtStation);
      expect(csv).toContain(words.endings.refused);
      expect(csv).toContain(`${words.station} 1`);
    }
    const bad = await managerGet(bridge, '/journal/payments?outcome=gone');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: { message: expect.stringMatching(/^outcome\.0: must list outcomes of: awaiting_guest/) },
    });
  });

  it('has a word for every state and every ending in both languages, and reads every recorded state', () => {
    for (const language of ['en', 'ru'] as const) {
      const words = paymentWords(language);
      for (const outcome of paymentOutcomes) {
        const word =
          outcome === 'awaiting_guest' || outcome === 'authorizing' ? words.states[outcome] : words.endings[outcome];
        expect(word, `${language} ${outcome}`).toMatch(/\S/);
      }
    }
    expect(paymentWords('ru').station).toBe('Касса');
    const db = bridgeDatabase(bridge.dataDir);
    try {
      const rows = db.prepare('SELECT state, display_key AS key FROM payments').all() as {
        state: PaymentState;
        key: string | null;
      }[];
      for (const row of rows) expect(paymentOutcomes).toContain(paymentEnding(row.state, row.key) ?? row.state);
    } finally {
      db.close();
    }
  });
});
