import { describe, expect, it } from 'vitest';
import { cliScripts, freePort, startHeadlessServer, type HeadlessServer } from '../../e2e/headless-server.js';
import type { SyncStatus } from '../../shared/api/payment-prompt.js';
import {
  hostedAccess,
  hostedBridgeArgs,
  hostedLoyaltyArgs,
  hostedLoyaltyDir,
  until,
} from './test-support/hosted-loyalty.js';
import {
  api,
  authPayXml,
  balance,
  loyaltyCall,
  pendingPayment,
  postXml,
  readToken,
  seedGuest,
  settleXml,
  tag,
} from './test-support/station-driver.js';
import { killedAfterEach } from './test-support/killed-life.js';

/**
 * The required fault tests against a REAL hosted loyalty service: `out/server/cli/loyalty.js` and the bridge
 * (`out/server/cli/serve.js --loyalty-url …`) run as child processes; the loyalty service is stopped and started again
 * on the same data dir and port in the middle of the flow. Every wait polls a state and is bounded.
 */

const phone = '+79995550101';
const card = '4400110022003300';
const seeded = 100;

interface Rig {
  loyalty: HeadlessServer | undefined;
  bridge: HeadlessServer;
  loyaltyDir: { dataDir: string; bootstrap: string };
  port: number;
  loyaltyUrl: string;
}

const track = killedAfterEach();

async function startLoyalty(rig: Pick<Rig, 'loyaltyDir' | 'port'>): Promise<HeadlessServer> {
  return track(
    await startHeadlessServer({
      script: cliScripts.loyalty,
      dataDir: rig.loyaltyDir.dataDir,
      args: hostedLoyaltyArgs(rig.loyaltyDir, rig.port),
      readyLine: /^Loyalty service: (\S+)$/m,
    }),
  );
}

async function startBridge(loyaltyUrl: string, dataDir?: string): Promise<HeadlessServer> {
  return track(await startHeadlessServer({ args: hostedBridgeArgs(loyaltyUrl), ...(dataDir ? { dataDir } : {}) }));
}

/** A hosted loyalty service with a seeded guest (100 bonuses) and a bridge pointing at it. */
async function rig(): Promise<Rig> {
  const loyaltyDir = hostedLoyaltyDir();
  const port = await freePort();
  const loyalty = await startLoyalty({ loyaltyDir, port });
  await seedGuest(loyalty.url, hostedAccess, phone, card, seeded);
  const bridge = await startBridge(loyalty.url);
  return { loyalty, bridge, loyaltyDir, port, loyaltyUrl: loyalty.url };
}

function windowOf(bridge: HeadlessServer) {
  return { url: bridge.url, token: readToken(bridge.dataDir) };
}

async function stopLoyalty(r: Rig): Promise<void> {
  expect(await r.loyalty!.stop()).toBe(0);
  r.loyalty = undefined;
}

/** authpay of `amount` hundredths at `station`, the guest identified by card: the reply's payment id. */
async function authorize(bridge: HeadlessServer, station: string, amount: number): Promise<string> {
  const reply = postXml(bridge.url, 'authpay', authPayXml(station, amount));
  const id = await pendingPayment(windowOf(bridge), station);
  await api(windowOf(bridge), 'POST', `/payments/${id}/identify`, { cardNumber: card });
  const answered = await reply;
  expect(tag(answered.text, 'OpResult')).toBe('1');
  expect(tag(answered.text, 'ActionID')).toBe(id);
  return id;
}

async function sync(bridge: HeadlessServer): Promise<SyncStatus> {
  return (await api(windowOf(bridge), 'GET', '/sync')).body as unknown as SyncStatus;
}

/** Waits until the outbox tried and failed (the service is down): the entries stay queued with the error. */
function untilPostponed(bridge: HeadlessServer, pending: number): Promise<SyncStatus> {
  return until('the outbox to record the unreachable service', async () => {
    const status = await sync(bridge);
    return status.pending === pending && status.lastError !== null ? status : undefined;
  });
}

/** Waits until the outbox is empty (everything accepted), polling the window's sync status. */
function untilSynced(bridge: HeadlessServer): Promise<SyncStatus> {
  return until(
    'the outbox to finish',
    async () => {
      const status = await sync(bridge);
      return status.pending === 0 ? status : undefined;
    },
    30_000,
  );
}

async function history(url: string) {
  const answer = await loyaltyCall(url, hostedAccess, 'guests/getOrdersHistory', { guest: { type: 'phone', phone } });
  return answer.orders as { id: string; status: string; paidWithBonuses: number; bonusPaymentRollbackSum: number }[];
}

describe('hosted loyalty service stopped mid-flow (real processes)', () => {
  it('(a) confpay succeeds locally while the service is down; after its restart the outbox closes the order once', async () => {
    const r = await rig();
    const id = await authorize(r.bridge, '{HOST-A}', 4000);
    expect(await balance(r.loyaltyUrl, hostedAccess, phone)).toBe(60);
    await stopLoyalty(r);

    const confirm = await postXml(r.bridge.url, 'confpay', settleXml('ConfPay', '{HOST-A}', 4000, id));
    expect(confirm.status).toBe(200);
    expect(tag(confirm.text, 'OpResult')).toBe('1');
    expect(tag(confirm.text, 'DisplayT')).toBe('Payment confirmed.');
    const postponed = await untilPostponed(r.bridge, 1);
    expect(postponed).toMatchObject({ pending: 1, dead: 0, lastSuccessAt: null });
    expect(postponed.lastError?.message).toMatch(/loyalty service cannot be reached/);
    expect((await api(windowOf(r.bridge), 'GET', `/payments/${id}`)).body.state).toBe('confirmed');

    r.loyalty = await startLoyalty(r);
    const synced = await untilSynced(r.bridge);
    expect(synced).toMatchObject({ pending: 0, dead: 0 });
    expect(synced.lastSuccessAt).not.toBeNull();
    expect(await history(r.loyaltyUrl)).toMatchObject([{ status: 'closed', paidWithBonuses: 40 }]);
    expect(await balance(r.loyaltyUrl, hostedAccess, phone)).toBe(60);

    const again = await postXml(r.bridge.url, 'confpay', settleXml('ConfPay', '{HOST-A}', 4000, id));
    expect(tag(again.text, 'OpResult')).toBe('1');
    expect(await sync(r.bridge)).toMatchObject({ pending: 0, dead: 0 });
    expect(await history(r.loyaltyUrl)).toHaveLength(1);
    expect(await balance(r.loyaltyUrl, hostedAccess, phone)).toBe(60);
  }, 60_000);

  it('(b) voidpay while the service is down: an open order ends aborted, a closed one refunded, bonuses back exactly', async () => {
    const r = await rig();
    const open = await authorize(r.bridge, '{HOST-B}', 2500);
    const closed = await authorize(r.bridge, '{HOST-B}', 1500);
    expect(await balance(r.loyaltyUrl, hostedAccess, phone)).toBe(60);
    await stopLoyalty(r);

    const voided = await postXml(r.bridge.url, 'voidpay', settleXml('VoidPay', '{HOST-B}', 2500, open));
    expect(tag(voided.text, 'OpResult')).toBe('1');
    expect(tag(voided.text, 'DisplayT')).toMatch(/voided/);
    const confirmed = await postXml(r.bridge.url, 'confpay', settleXml('ConfPay', '{HOST-B}', 1500, closed));
    expect(tag(confirmed.text, 'OpResult')).toBe('1');
    const refunded = await postXml(r.bridge.url, 'voidpay', settleXml('VoidPay', '{HOST-B}', 1500, closed));
    expect(tag(refunded.text, 'OpResult')).toBe('1');
    const repeated = await postXml(r.bridge.url, 'voidpay', settleXml('VoidPay', '{HOST-B}', 1500, closed));
    expect(tag(repeated.text, 'OpResult')).toBe('1');
    await untilPostponed(r.bridge, 3);

    r.loyalty = await startLoyalty(r);
    expect(await untilSynced(r.bridge)).toMatchObject({ pending: 0, dead: 0 });
    expect(await balance(r.loyaltyUrl, hostedAccess, phone)).toBe(seeded);
    const orders = await history(r.loyaltyUrl);
    expect(orders).toHaveLength(2);
    for (const order of orders) {
      expect(order.status).toBe('aborted');
      expect(order.bonusPaymentRollbackSum).toBe(order.paidWithBonuses);
    }
    expect(orders.map((o) => o.paidWithBonuses).sort()).toEqual([15, 25]);
  }, 60_000);

  it('(c) authpay while the service is down declines with a clear DisplayT and charges nothing', async () => {
    const r = await rig();
    await stopLoyalty(r);
    const reply = postXml(r.bridge.url, 'authpay', authPayXml('{HOST-C}', 1000));
    const id = await pendingPayment(windowOf(r.bridge), '{HOST-C}');
    const identified = await api(windowOf(r.bridge), 'POST', `/payments/${id}/identify`, { cardNumber: card });
    expect(identified.body.state).toBe('failed');
    const answered = await reply;
    expect(answered.status).toBe(200);
    expect(tag(answered.text, 'OpResult')).toBe('0');
    expect(tag(answered.text, 'DisplayT')).toBe(
      'Loyalty service unavailable (unreachable): nothing was charged. Take another payment method.',
    );
    expect(await sync(r.bridge)).toMatchObject({ pending: 0, dead: 0 });

    const old = postXml(r.bridge.url, 'authpay', authPayXml('{HOST-C}', 1000, 3));
    const oldId = await pendingPayment(windowOf(r.bridge), '{HOST-C}');
    await api(windowOf(r.bridge), 'POST', `/payments/${oldId}/identify`, { phone });
    const oldAnswer = await old;
    expect(oldAnswer.status).toBe(503);
    expect(oldAnswer.text).toMatch(/^Loyalty service unavailable/);

    r.loyalty = await startLoyalty(r);
    expect(await balance(r.loyaltyUrl, hostedAccess, phone)).toBe(seeded);
    expect(await history(r.loyaltyUrl)).toEqual([]);
    const late = await postXml(r.bridge.url, 'confpay', settleXml('ConfPay', '{HOST-C}', 1000, id));
    expect(late.status).toBe(409);
  }, 60_000);

  it('(d) the outbox survives a bridge restart (SIGKILL) while the service is down, and finishes once it is back', async () => {
    const r = await rig();
    const confirmed = await authorize(r.bridge, '{HOST-D}', 3000);
    const voided = await authorize(r.bridge, '{HOST-D}', 2000);
    await stopLoyalty(r);
    expect(
      tag((await postXml(r.bridge.url, 'confpay', settleXml('ConfPay', '{HOST-D}', 3000, confirmed))).text, 'OpResult'),
    ).toBe('1');
    expect(
      tag((await postXml(r.bridge.url, 'voidpay', settleXml('VoidPay', '{HOST-D}', 2000, voided))).text, 'OpResult'),
    ).toBe('1');
    await untilPostponed(r.bridge, 2);

    await r.bridge.kill();
    r.bridge = await startBridge(r.loyaltyUrl, r.bridge.dataDir);
    const afterRestart = await untilPostponed(r.bridge, 2);
    expect(afterRestart.dead).toBe(0);
    expect((await api(windowOf(r.bridge), 'GET', `/payments/${confirmed}`)).body.state).toBe('confirmed');
    expect((await api(windowOf(r.bridge), 'GET', `/payments/${voided}`)).body.state).toBe('voided');

    r.loyalty = await startLoyalty(r);
    expect(await untilSynced(r.bridge)).toMatchObject({ pending: 0, dead: 0 });
    const orders = await history(r.loyaltyUrl);
    expect(orders).toHaveLength(2);
    expect(orders.find((o) => o.paidWithBonuses === 30)).toMatchObject({
      status: 'closed',
      bonusPaymentRollbackSum: 0,
    });
    expect(orders.find((o) => o.paidWithBonuses === 20)).toMatchObject({
      status: 'aborted',
      bonusPaymentRollbackSum: 20,
    });
    expect(await balance(r.loyaltyUrl, hostedAccess, phone)).toBe(70);
  }, 60_000);
});
