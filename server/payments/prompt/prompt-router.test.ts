import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type EventStream } from '../test-support/event-stream.js';
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
} from '../test-support/station-driver.js';

let bridge: TestBridge;
const phone = '+79997770001';
const card = '6011000099998888';
const streams: EventStream[] = [];

beforeAll(async () => {
  bridge = await startTestBridge({ tips: true });
  await seedGuest(bridge.url, embeddedAccess(bridge.dataDir), phone, card, 500);
});
afterEach(() => streams.splice(0).forEach((s) => s.close()));
afterAll(() => bridge.service.close());

const host = () => new URL(bridge.url).host;

async function events(headers: Record<string, string> = { 'x-tillbridge-token': bridge.token }, path = '/events') {
  const stream = await openEventStream(bridge.url, `/api/terminal${path}`, { host: host(), ...headers });
  streams.push(stream);
  return stream;
}

describe('the window event stream (GET /api/terminal/events)', () => {
  it('starts with a snapshot, then a payment event for a waiting authpay and one per state change, and sync events', async () => {
    const stream = await events();
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store');
    const snapshot = await stream.next((e) => e.event === 'snapshot', 'snapshot');
    expect(stream.events[0]).toBe(snapshot);
    expect(snapshot.data).toMatchObject({ pending: [], tips: true, sync: { pending: 0, dead: 0 } });

    const reply = postXml(bridge.url, 'authpay', authPayXml('{EV-1}', 1234, 2));
    const waiting = await stream.next(
      (e) => e.event === 'payment' && e.data.station === '{EV-1}' && e.data.state === 'awaiting_guest',
      'awaiting_guest payment',
    );
    expect(waiting.data).toMatchObject({ amountMinor: 1234, tipMinor: 0, tipAllowed: true, guestName: null });
    const id = waiting.data.id as string;
    const ofPayment = (state: string) => (e: { event: string; data: Record<string, unknown> }) =>
      e.event === 'payment' && e.data.id === id && e.data.state === state;

    await api(bridge, 'POST', `/payments/${id}/identify`, { cardNumber: card, tipMinor: 100 });
    await stream.next(ofPayment('authorizing'), 'authorizing payment');
    const authorized = await stream.next(ofPayment('authorized'), 'authorized payment');
    expect(authorized.data).toMatchObject({
      tipMinor: 100,
      guestName: 'Anna Test',
      cardMasked: '•••• 8888',
      balanceAfterMinor: 50000 - 1334,
    });
    expect(tag((await reply).text, 'ActionID')).toBe(id);

    await postXml(bridge.url, 'confpay', settleXml('ConfPay', '{EV-1}', 1234, id, 2));
    await stream.next(ofPayment('confirmed'), 'confirmed payment');
    const synced = await stream.next(
      (e) => e.event === 'sync' && e.data.pending === 0 && e.data.lastSuccessAt !== null,
      'sync event after the close',
    );
    expect(synced.data).toMatchObject({ dead: 0, lastError: null });
    const states = stream.events.filter((e) => e.event === 'payment' && e.data.id === id).map((e) => e.data.state);
    expect(states).toEqual(['awaiting_guest', 'authorizing', 'authorized', 'confirmed']);
  });

  it('lists a payment that is already waiting in the snapshot of a stream opened later', async () => {
    const reply = postXml(bridge.url, 'authpay', authPayXml('{EV-2}', 700));
    const id = await pendingPayment(bridge, '{EV-2}');
    const later = await events();
    const snapshot = await later.next((e) => e.event === 'snapshot', 'snapshot');
    expect(snapshot.data.pending).toMatchObject([{ id, station: '{EV-2}', state: 'awaiting_guest', amountMinor: 700 }]);
    await api(bridge, 'POST', `/payments/${id}/decline`, { reason: 'Guest changed their mind.' });
    const declined = await later.next((e) => e.event === 'payment' && e.data.state === 'declined', 'declined');
    expect(declined.data.displayText).toBe('Guest changed their mind.');
    expect(declined.data.display).toEqual({
      key: 'declinedByCashier',
      params: { reason: 'Guest changed their mind.' },
    });
    expect(tag((await reply).text, 'OpResult')).toBe('0');
  });

  it('is guarded like the rest of the API: token (header or ?token=), own Host, same Origin', async () => {
    const refused = async (headers: Record<string, string>, path = '/events') => {
      const stream = await events(headers, path);
      return { status: stream.status, body: JSON.parse(stream.body) as { error: { code: string; message: string } } };
    };
    expect(await refused({})).toMatchObject({ status: 401, body: { error: { message: /token/ } } });
    expect(await refused({ 'x-tillbridge-token': '0'.repeat(64) })).toMatchObject({ status: 401 });
    expect(await refused({}, '/events?token=wrong')).toMatchObject({ status: 401 });
    const byQuery = await events({}, `/events?token=${bridge.token}`);
    expect(byQuery.status).toBe(200);
    await byQuery.next((e) => e.event === 'snapshot', 'snapshot');
    expect(await refused({}, `/sync?token=${bridge.token}`)).toMatchObject({ status: 401 });

    const token = { 'x-tillbridge-token': bridge.token };
    const port = new URL(bridge.url).port;
    expect(await refused({ ...token, origin: 'http://evil.example' })).toMatchObject({
      status: 403,
      body: { error: { message: /another origin/ } },
    });
    expect(await refused({ ...token, origin: `http://localhost:${port}` })).toMatchObject({ status: 403 });
    expect(await refused({ ...token, host: `evil.example:${port}` })).toMatchObject({
      status: 403,
      body: { error: { message: /Host/ } },
    });
    expect(await refused({ ...token, host: `127.0.0.1:${Number(port) + 1}` })).toMatchObject({ status: 403 });
    expect(await refused({ ...token, 'sec-fetch-site': 'cross-site' })).toMatchObject({ status: 403 });
    const sameOrigin = await events({ ...token, origin: `http://${host()}`, 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.status).toBe(200);
    const localhost = await events({ ...token, host: `localhost:${port}`, origin: `http://localhost:${port}` });
    expect(localhost.status).toBe(200);
  });
});

describe('the guest mirror (GET /api/terminal/guests)', () => {
  it('finds a guest seen in a payment by phone, card number or track, with the balance as last seen', async () => {
    const reply = postXml(bridge.url, 'authpay', authPayXml('{MIR-1}', 100));
    const id = await pendingPayment(bridge, '{MIR-1}');
    await api(bridge, 'POST', `/payments/${id}/identify`, { phone });
    expect(tag((await reply).text, 'OpResult')).toBe('1');

    const byPhone = await api(bridge, 'GET', `/guests?phone=${encodeURIComponent(phone)}`);
    expect(byPhone.status).toBe(200);
    expect(byPhone.body).toMatchObject({
      phone,
      name: 'Anna Test',
      cards: [{ number: card, track: `T${card}`, isVirtual: false }],
      balanceMinor: expect.any(Number),
      seenAt: expect.any(String),
    });
    expect((await api(bridge, 'GET', `/guests?card=${card}`)).body).toEqual(byPhone.body);
    expect((await api(bridge, 'GET', `/guests?card=T${card}`)).body).toEqual(byPhone.body);
  });

  it('answers 404 for a guest never seen here and 400 for a query without exactly one of phone, card', async () => {
    const unknown = await api(bridge, 'GET', '/guests?phone=%2B70000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { message: 'this guest has not been seen on this till' } });
    expect((await api(bridge, 'GET', '/guests?card=0000')).status).toBe(404);
    expect((await api(bridge, 'GET', '/guests')).status).toBe(400);
    expect((await api(bridge, 'GET', `/guests?phone=%2B7&card=1`)).status).toBe(400);
    expect((await fetch(`${bridge.url}/api/terminal/guests?phone=%2B7`)).status).toBe(401);
  });
});
