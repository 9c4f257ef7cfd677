import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GuestLookupSupport } from '../loyalty-client/guest-lookup-support.js';
import { GuestLookupNotOfferedError } from '../loyalty-client/loyalty-client-errors.js';
import { LoyaltyClient } from '../loyalty-client/loyalty-client.js';
import { bridgeDatabase, managerGet } from '../manager/test-support/manager-client.js';
import { until } from './test-support/hosted-loyalty.js';
import {
  guestId,
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../loyalty/test-support/loyalty-test-server.js';
import { openEventStream, type EventStream } from './test-support/event-stream.js';
import {
  api,
  authPayXml,
  pendingPayment,
  postXml,
  settleXml,
  startTestBridge,
  tag,
  type TestBridge,
} from './test-support/station-driver.js';
import { startVendorOnlyProxy, type VendorOnlyProxy } from '../loyalty-client/test-support/vendor-only-proxy.js';

/**
 * A loyalty service that has only the vendor's endpoints, as the vendor's own cloud: a real loyalty service behind a
 * real loopback proxy that answers 404 to `guests/find` (this project's card and code lookup). The bridge finds guests
 * by phone there, says so up front, and a card or code never costs the payment.
 */

const phone = '+79995551212';
const card = '5536910055556666';
const station = '{3C1A2B4D-5E6F-4A1B-8C2D-3E4F5A6B7C8D}';

let loyalty: LoyaltyTestServer;
let proxy: VendorOnlyProxy;
let bridge: TestBridge;
const streams: EventStream[] = [];

const finds = () => proxy.seen.filter((path) => path.endsWith('/guests/find')).length;
const balance = async () =>
  ok(await loyalty.post<{ balance: number }>('/guests/getWallet', { organization: org(), guest: guestId(phone) }))
    .balance;

beforeAll(async () => {
  loyalty = await startLoyaltyTestServer();
  ok(await loyalty.post('/guests/save', { organization: org(), guest: { phone, firstName: 'Vera' } }));
  const cardBody = { cardTrack: `T${card}`, cardNumber: card, isVirtual: false };
  ok(await loyalty.post('/guests/addLoyaltyCard', { organization: org(), guest: guestId(phone), ...cardBody }));
  ok(await loyalty.post('/guests/addBonus', { organization: org(), guest: guestId(phone), amount: 500, comment: 's' }));
  proxy = await startVendorOnlyProxy(loyalty.url);
  bridge = await startTestBridge({ loyaltyUrl: proxy.url, apiKey: loyalty.apiKey, venue: 'v1' });
});
afterEach(() => streams.splice(0).forEach((stream) => stream.close()));
afterAll(async () => {
  await bridge.service.close();
  await proxy.close();
  await loyalty.close();
});

describe('a loyalty service with the vendor endpoints only', () => {
  it('tells the window up front that guests are found by phone only (the bridge asked at start)', async () => {
    const stream = await openEventStream(bridge.url, '/api/terminal/events', {
      host: new URL(bridge.url).host,
      'x-tillbridge-token': bridge.token,
    });
    streams.push(stream);
    const told = await stream.next(
      (event) => (event.event === 'snapshot' || event.event === 'lookup') && event.data.lookup === 'phone',
      'phone-only lookup',
    );
    expect(told.data.lookup).toBe('phone');
    expect(finds()).toBe(1);
  });

  it('answers a card or a code with the message, keeps the payment waiting, and pays by phone', async () => {
    const before = await balance();
    const reply = postXml(bridge.url, 'authpay', authPayXml(station, 12000));
    const id = await pendingPayment(bridge, station);
    for (const lookup of [{ cardNumber: card }, { paymentCode: '04251793' }]) {
      const tried = await api(bridge, 'POST', `/payments/${id}/identify`, lookup);
      expect(tried.status).toBe(200);
      expect(tried.body).toMatchObject({ state: 'awaiting_guest', display: { key: 'lookupNotOffered', params: {} } });
    }
    /** Known from the start-up probe: neither try asked the service again. */
    expect(finds()).toBe(1);
    const paid = await api(bridge, 'POST', `/payments/${id}/identify`, { phone: '8 (999) 555-12-12' });
    expect(paid.body).toMatchObject({ state: 'authorized', guestName: 'Vera' });
    const station_ = await reply;
    expect(tag(station_.text, 'OpResult')).toBe('1');
    expect(await balance()).toBe(before - 120);
    const confirmed = await postXml(bridge.url, 'confpay', settleXml('ConfPay', station, 12000, id));
    expect(tag(confirmed.text, 'OpResult')).toBe('1');
    expect((await api(bridge, 'POST', '/sync')).body).toMatchObject({ pending: 0, dead: 0 });
  });

  it('looks guests up by phone on the guests page, and says why a card is not looked up', async () => {
    const byPhone = await managerGet(bridge, `/guests/lookup?phone=${encodeURIComponent(phone)}`);
    expect(byPhone.body).toMatchObject({ source: 'live', phone });
    const byCard = await managerGet(bridge, `/guests/lookup?card=${card}`);
    expect(byCard.status).toBe(404);
    expect(byCard.body).toMatchObject({ error: { code: '9617' } });
  });

  it('passes the connection test (a lookup of nobody by phone)', async () => {
    const tested = await fetch(`${bridge.url}/api/loyalty-check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tillbridge-token': bridge.token },
      body: JSON.stringify({ loyaltyUrl: proxy.url, apiKey: loyalty.apiKey, venue: 'v1' }),
    });
    expect(await tested.json()).toMatchObject({ ok: true });
  });
});

describe('a service whose lookup was unknown at start', () => {
  it('learns it from the first card try: the payment waits with the message, a code try is no wrong code', async () => {
    const find = '/b2b/v1/loyalty/guests/find';
    proxy.fail(find, 503);
    const asked = finds();
    const late = await startTestBridge({ loyaltyUrl: proxy.url, apiKey: loyalty.apiKey, venue: 'v1' });
    try {
      /** Its start-up probe reached the proxy and got the 503 (answered at once): the mode stays unknown. */
      await until('the start-up probe', () => Promise.resolve(finds() > asked ? true : undefined));
      proxy.fail(find, undefined);
      const reply = postXml(late.url, 'authpay', authPayXml(station, 1000));
      const id = await pendingPayment(late, station);
      const tried = await api(late, 'POST', `/payments/${id}/identify`, { paymentCode: '04251793' });
      expect(tried.body).toMatchObject({ state: 'awaiting_guest', display: { key: 'lookupNotOffered' } });
      const journal = bridgeDatabase(late.dataDir);
      const marks = journal
        .prepare(`SELECT count(*) AS n FROM payment_events WHERE payment_id = ? AND detail ->> 'wrongCode' = 1`)
        .get(id);
      journal.close();
      expect(marks).toEqual({ n: 0 });
      const paid = await api(late, 'POST', `/payments/${id}/identify`, { phone });
      expect(paid.body).toMatchObject({ state: 'authorized' });
      expect(tag((await reply).text, 'OpResult')).toBe('1');
    } finally {
      await late.service.close();
    }
  });
});

describe("the loyalty client's memory of a service without guests/find", () => {
  it('learns it from a card lookup, refuses without asking until the re-check time, then asks again', async () => {
    let now = 0;
    const client = new LoyaltyClient({
      baseUrl: proxy.url,
      apiKey: loyalty.apiKey,
      venue: 'v1',
      lookups: new GuestLookupSupport(60_000, () => now),
    });
    const asked = finds();
    expect(client.lookupMode).toBe('all');
    await expect(client.findGuest({ cardNumber: card })).rejects.toBeInstanceOf(GuestLookupNotOfferedError);
    expect(client.lookupMode).toBe('phone');
    await expect(client.findGuest({ cardTrack: `T${card}` })).rejects.toBeInstanceOf(GuestLookupNotOfferedError);
    expect(finds()).toBe(asked + 1);
    expect((await client.findGuest({ phone })).guest.phone).toBe(phone);

    now = 60_000;
    proxy.allow('/b2b/v1/loyalty/guests/find');
    expect((await client.findGuest({ cardNumber: card })).guest.phone).toBe(phone);
    expect(finds()).toBe(asked + 2);
    expect(client.lookupMode).toBe('all');
  });
});
