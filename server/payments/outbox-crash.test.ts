import { afterEach, describe, expect, it } from 'vitest';
import { startHeadlessServer, type HeadlessServer } from '../../e2e/headless-server.js';
import { until } from './test-support/hosted-loyalty.js';
import {
  api,
  authPayXml,
  balance,
  embeddedAccess,
  loyaltyCall,
  pendingPayment,
  postXml,
  readToken,
  seedGuest,
  settleXml,
  tag,
} from './test-support/station-driver.js';
import { faultEnv } from './test-support/fault-env.js';

const phone = '+79990004444';
const fault = faultEnv('after-outbox-send');
const running: HeadlessServer[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.kill();
});

async function start(dataDir?: string, env: NodeJS.ProcessEnv = {}): Promise<HeadlessServer> {
  const server = await startHeadlessServer({ env, ...(dataDir ? { dataDir } : {}) });
  running.push(server);
  return server;
}

const windowOf = (server: HeadlessServer) => ({ url: server.url, token: readToken(server.dataDir) });

/** The bridge SIGKILLs itself right after the loyalty service accepted an outbox call; the call must not be lost. */
async function killedAfterSend(server: HeadlessServer, op: 'confpay' | 'voidpay', id: string): Promise<void> {
  const root = op === 'confpay' ? 'ConfPay' : 'VoidPay';
  await postXml(server.url, op, settleXml(root, '{OUTBOX}', 4000, id)).catch((error: unknown) => error);
  expect(await server.exited).toBeNull();
  expect(server.process.signalCode).toBe('SIGKILL');
}

/** After a restart, waits (polling the window's sync status) until the outbox re-sent what it had not marked done. */
async function synced(server: HeadlessServer) {
  return until('the outbox to finish after the restart', async () => {
    const status = (await api(windowOf(server), 'GET', '/sync')).body;
    return status.pending === 0 ? status : undefined;
  });
}

describe('SIGKILL after the loyalty service accepted an outbox call, before it was marked done (after-outbox-send)', () => {
  it('re-sends the close and the refund after each restart: accepted once, no bonus moved twice', async () => {
    let server = await start(undefined, fault);
    const access = embeddedAccess(server.dataDir);
    await seedGuest(server.url, access, phone, '7777000055556666', 100);
    const reply = postXml(server.url, 'authpay', authPayXml('{OUTBOX}', 4000));
    const id = await pendingPayment(windowOf(server), '{OUTBOX}');
    await api(windowOf(server), 'POST', `/payments/${id}/identify`, { phone });
    expect(tag((await reply).text, 'OpResult')).toBe('1');

    await killedAfterSend(server, 'confpay', id);
    server = await start(server.dataDir);
    expect(await synced(server)).toMatchObject({ pending: 0, dead: 0, lastError: null });
    expect(await balance(server.url, access, phone)).toBe(60);
    expect((await api(windowOf(server), 'GET', `/payments/${id}`)).body.state).toBe('confirmed');
    expect(await server.stop()).toBe(0);

    server = await start(server.dataDir, fault);
    await killedAfterSend(server, 'voidpay', id);
    server = await start(server.dataDir);
    expect(await synced(server)).toMatchObject({ pending: 0, dead: 0, lastError: null });
    expect(await balance(server.url, access, phone)).toBe(100);
    const history = await loyaltyCall(server.url, access, 'guests/getOrdersHistory', {
      guest: { type: 'phone', phone },
    });
    expect(history.orders).toMatchObject([{ status: 'aborted', paidWithBonuses: 40, bonusPaymentRollbackSum: 40 }]);
    const voided = await postXml(server.url, 'voidpay', settleXml('VoidPay', '{OUTBOX}', 4000, id));
    expect(tag(voided.text, 'OpResult')).toBe('1');
    expect((await api(windowOf(server), 'GET', '/sync')).body).toMatchObject({ pending: 0, dead: 0 });
    expect(await balance(server.url, access, phone)).toBe(100);
  }, 60_000);
});
