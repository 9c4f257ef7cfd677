import { describe, expect, it } from 'vitest';
import { startHeadlessServer, type HeadlessServer } from '../../e2e/headless-server.js';
import {
  api,
  authPayXml,
  balance,
  embeddedAccess,
  pendingPayment,
  postXml,
  readToken,
  seedGuest,
  settleXml,
  tag,
} from './test-support/station-driver.js';
import { faultEnv } from './test-support/fault-env.js';
import type { FaultPoint } from './fault-hook.js';

const phone = '+79990002222';

function client(server: HeadlessServer) {
  return { url: server.url, token: readToken(server.dataDir) };
}

/** Authpay of 40.00 on a bridge that kills itself at `fault`; returns the restarted bridge and the payment id. */
async function authpayKilledAt(fault: FaultPoint): Promise<{ server: HeadlessServer; id: string }> {
  const first = await startHeadlessServer({ env: faultEnv(fault) });
  await seedGuest(first.url, embeddedAccess(first.dataDir), phone, '7777000011112222', 100);
  const reply = postXml(first.url, 'authpay', authPayXml('{CRASH}', 4000)).catch((error: unknown) => error);
  const id = await pendingPayment(client(first), '{CRASH}');
  await api(client(first), 'POST', `/payments/${id}/identify`, { phone }).catch((error: unknown) => error);
  expect(await reply).toBeInstanceOf(Error);
  expect(await first.exited).toBeNull();
  const server = await startHeadlessServer({ dataDir: first.dataDir });
  return { server, id };
}

describe('SIGKILL during an authpay, then a restart: nothing charged, nothing lost', () => {
  it.each<FaultPoint>(['after-local-write', 'after-loyalty-confirm', 'before-reply'])('killed %s', async (fault) => {
    const { server, id } = await authpayKilledAt(fault);
    try {
      const sync = await api(client(server), 'POST', '/sync');
      expect(sync.body).toMatchObject({ pending: 0, dead: 0 });
      expect(await balance(server.url, embeddedAccess(server.dataDir), phone)).toBe(100);
      const payment = await api(client(server), 'GET', `/payments/${id}`);
      expect(payment.body.state).toBe('failed');
      const confirm = await postXml(server.url, 'confpay', settleXml('ConfPay', '{CRASH}', 4000, id));
      expect(confirm.status).toBe(409);
    } finally {
      await server.stop();
    }
  });
});

describe('SIGKILL after a confpay was recorded, before the loyalty close', () => {
  it('closes the order through the outbox after the restart; a repeated confpay answers the same', async () => {
    let server = await startHeadlessServer();
    const access = embeddedAccess(server.dataDir);
    await seedGuest(server.url, access, phone, '7777000033334444', 100);
    const reply = postXml(server.url, 'authpay', authPayXml('{CRASH2}', 4000));
    const id = await pendingPayment(client(server), '{CRASH2}');
    await api(client(server), 'POST', `/payments/${id}/identify`, { phone });
    expect(tag((await reply).text, 'OpResult')).toBe('1');
    expect(await server.stop()).toBe(0);

    server = await startHeadlessServer({ dataDir: server.dataDir, env: faultEnv('after-confpay-write') });
    const killed = await postXml(server.url, 'confpay', settleXml('ConfPay', '{CRASH2}', 4000, id)).catch(
      (e: unknown) => e,
    );
    expect(killed).toBeInstanceOf(Error);
    await server.exited;

    server = await startHeadlessServer({ dataDir: server.dataDir });
    try {
      const again = await postXml(server.url, 'confpay', settleXml('ConfPay', '{CRASH2}', 4000, id));
      expect(tag(again.text, 'OpResult')).toBe('1');
      expect((await api(client(server), 'POST', '/sync')).body).toMatchObject({ pending: 0, dead: 0 });
      expect(await balance(server.url, access, phone)).toBe(60);
      const history = (await (
        await fetch(`${server.url}/b2b/v1/loyalty/guests/getOrdersHistory`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ApiKey: access.apiKey },
          body: JSON.stringify({
            organization: { type: 'posObjectId', id: access.posObjectId },
            guest: { type: 'phone', phone },
          }),
        })
      ).json()) as { orders: { status: string; paidWithBonuses: number }[] };
      expect(history.orders).toMatchObject([{ status: 'closed', paidWithBonuses: 40 }]);
    } finally {
      await server.stop();
    }
  });
});
