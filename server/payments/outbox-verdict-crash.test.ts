import { afterEach, describe, expect, it } from 'vitest';
import { cliScripts, freePort, startHeadlessServer, type HeadlessServer } from '../../e2e/headless-server.js';
import type { SyncStatus } from '../../shared/api/payment-prompt.js';
import {
  hostedAccess,
  hostedBridgeArgs,
  hostedLoyaltyArgs,
  hostedLoyaltyDir,
  until,
} from './test-support/hosted-loyalty.js';
import { readBridgeFacts } from './test-support/settlement-audit.js';
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
import { faultEnv } from './test-support/fault-env.js';

/**
 * The outbox's verdicts on real answers of a REAL hosted loyalty service (child processes): an answer proving the call's
 * effect is already there settles the entry; only one proving it can never succeed kills it.
 */

const phone = '+79995550202';
const seeded = 100;
const running: HeadlessServer[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.kill();
});

async function startLoyalty(loyaltyDir: { dataDir: string; bootstrap: string }, port: number) {
  const server = await startHeadlessServer({
    script: cliScripts.loyalty,
    dataDir: loyaltyDir.dataDir,
    args: hostedLoyaltyArgs(loyaltyDir, port),
    readyLine: /^Loyalty service: (\S+)$/m,
  });
  running.push(server);
  return server;
}

async function startBridge(loyaltyUrl: string, dataDir?: string, env: NodeJS.ProcessEnv = {}) {
  const server = await startHeadlessServer({
    args: hostedBridgeArgs(loyaltyUrl),
    env,
    ...(dataDir ? { dataDir } : {}),
  });
  running.push(server);
  return server;
}

const windowOf = (bridge: HeadlessServer) => ({ url: bridge.url, token: readToken(bridge.dataDir) });
const sync = async (bridge: HeadlessServer) =>
  (await api(windowOf(bridge), 'GET', '/sync')).body as unknown as SyncStatus;

async function authorize(bridge: HeadlessServer, station: string, amount: number): Promise<string> {
  const reply = postXml(bridge.url, 'authpay', authPayXml(station, amount));
  const id = await pendingPayment(windowOf(bridge), station);
  await api(windowOf(bridge), 'POST', `/payments/${id}/identify`, { phone });
  expect(tag((await reply).text, 'OpResult')).toBe('1');
  return id;
}

async function settle(bridge: HeadlessServer, op: 'confpay' | 'voidpay', station: string, amount: number, id: string) {
  const reply = await postXml(bridge.url, op, settleXml(op === 'confpay' ? 'ConfPay' : 'VoidPay', station, amount, id));
  expect(tag(reply.text, 'OpResult')).toBe('1');
}

async function orders(url: string) {
  const answer = await loyaltyCall(url, hostedAccess, 'guests/getOrdersHistory', { guest: { type: 'phone', phone } });
  return answer.orders as { id: string; status: string; paidWithBonuses: number; bonusPaymentRollbackSum: number }[];
}

describe('what an answer of the loyalty service does to an outbox entry (real processes)', () => {
  it('a close re-sent after its refund already went through is settled, not dead', async () => {
    const port = await freePort();
    const loyaltyDir = hostedLoyaltyDir();
    let loyalty = await startLoyalty(loyaltyDir, port);
    await seedGuest(loyalty.url, hostedAccess, phone, '4400110022004400', seeded);
    let bridge = await startBridge(loyalty.url);
    const id = await authorize(bridge, '{VERDICT-A}', 4000);
    expect(await loyalty.stop()).toBe(0);
    await settle(bridge, 'confpay', '{VERDICT-A}', 4000, id);
    await settle(bridge, 'voidpay', '{VERDICT-A}', 4000, id);
    await until('both calls to wait for the service', async () => ((await sync(bridge)).lastError ? true : undefined));
    await bridge.kill();

    /** The service is back; the restarted bridge sends the close and the refund, then dies before marking either. */
    loyalty = await startLoyalty(loyaltyDir, port);
    const crashed = await startBridge(loyalty.url, bridge.dataDir, faultEnv('before-outbox-mark')).then(
      async (server) => server.exited,
      (error: unknown) => error,
    );
    expect(crashed === null || crashed instanceof Error).toBe(true);
    expect(readBridgeFacts(bridge.dataDir).outbox).toMatchObject({ pending: 2, dead: 0 });
    expect(await orders(loyalty.url)).toMatchObject([{ status: 'aborted', bonusPaymentRollbackSum: 40 }]);

    bridge = await startBridge(loyalty.url, bridge.dataDir);
    const synced = await until('the outbox to settle', async () => {
      const status = await sync(bridge);
      return status.pending === 0 ? status : undefined;
    });
    expect(synced).toMatchObject({ pending: 0, dead: 0 });
    expect(await balance(loyalty.url, hostedAccess, phone)).toBe(seeded);
    expect(await orders(loyalty.url)).toMatchObject([{ status: 'aborted', paidWithBonuses: 40 }]);
  }, 60_000);

  it('a close of an order aborted behind the bridge is dead; a voidpay of it is then settled', async () => {
    const loyalty = await startLoyalty(hostedLoyaltyDir(), await freePort());
    await seedGuest(loyalty.url, hostedAccess, phone, '4400110022004400', seeded);
    const bridge = await startBridge(loyalty.url);
    const id = await authorize(bridge, '{VERDICT-B}', 1000);
    /** The order is aborted behind the bridge's back, as an operator refunding it in the loyalty service would. */
    const [order] = await orders(loyalty.url);
    const refund = { id: order!.id, refundId: crypto.randomUUID(), refundedAt: new Date().toISOString(), items: null };
    const refunded = await fetch(`${loyalty.url}/b2b/v1/loyalty/orders/refund`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ApiKey: hostedAccess.apiKey },
      body: JSON.stringify(refund),
    });
    expect(refunded.status).toBe(200);

    await settle(bridge, 'confpay', '{VERDICT-B}', 1000, id);
    const dead = await until('the close to be refused', async () => {
      const status = await sync(bridge);
      return status.pending === 0 ? status : undefined;
    });
    expect(dead).toMatchObject({ pending: 0, dead: 1 });
    expect(dead.lastError?.message).toMatch(/aborted/);

    await settle(bridge, 'voidpay', '{VERDICT-B}', 1000, id);
    const settled = await until('the refund to be settled', async () => {
      const status = await sync(bridge);
      return status.pending === 0 ? status : undefined;
    });
    expect(settled).toMatchObject({ pending: 0, dead: 1 });
    expect(await balance(loyalty.url, hostedAccess, phone)).toBe(seeded);
  }, 60_000);
});
