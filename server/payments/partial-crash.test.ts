import { describe, expect, it } from 'vitest';
import { startHeadlessServer, type HeadlessServer } from '../../e2e/headless-server.js';
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
import type { FaultPoint } from './fault-hook.js';

const phone = '+79990003333';

function client(server: HeadlessServer) {
  return { url: server.url, token: readToken(server.dataDir) };
}

/** A bridge (real child process) with a guest of 100 bonuses and a payment of 40.00 authorized; stopped cleanly. */
async function authorized(station: string): Promise<{ dataDir: string; id: string; authInfo: string }> {
  const server = await startHeadlessServer();
  await seedGuest(server.url, embeddedAccess(server.dataDir), phone, '7777000055556666', 100);
  const reply = postXml(server.url, 'authpay', authPayXml(station, 4000));
  const id = await pendingPayment(client(server), station);
  await api(client(server), 'POST', `/payments/${id}/identify`, { phone });
  const authInfo = tag((await reply).text, 'AuthInfo')!;
  expect(await server.stop()).toBe(0);
  return { dataDir: server.dataDir, id, authInfo };
}

/** Runs a bridge on `dataDir` that kills itself at `fault`, sends `request` (if any), and waits until it is gone. */
async function killedAt(dataDir: string, fault: FaultPoint, request?: (server: HeadlessServer) => Promise<unknown>) {
  /** The outbox may reach its fault before the bridge prints its address: then the start itself fails. */
  const server = await startHeadlessServer({ dataDir, env: faultEnv(fault) }).catch(() => undefined);
  if (!server) return;
  if (request) expect(await request(server).catch((error: unknown) => error)).toBeInstanceOf(Error);
  expect(await server.exited).toBeNull();
}

/** The guest's orders: status and bonuses paid minus returned, by order id. */
async function spent(server: HeadlessServer): Promise<Map<string, { status: string; spent: number }>> {
  const history = await loyaltyCall(server.url, embeddedAccess(server.dataDir), 'guests/getOrdersHistory', {
    guest: { type: 'phone', phone },
  });
  const orders = history.orders as {
    id: string;
    status: string;
    paidWithBonuses: number;
    bonusPaymentRollbackSum: number;
  }[];
  return new Map(orders.map((o) => [o.id, { status: o.status, spent: o.paidWithBonuses - o.bonusPaymentRollbackSum }]));
}

/** Each test starts five bridge processes one after another. */
const timeout = 180_000;

describe('SIGKILL during a partial confirm and a partial void, then a restart: each step lands once', () => {
  it(
    'a partial confpay killed after its write, and again after the refund of the first order was sent',
    async () => {
      const { dataDir, id, authInfo } = await authorized('{PC-1}');
      const confpay = (server: HeadlessServer) =>
        postXml(server.url, 'confpay', settleXml('ConfPay', '{PC-1}', 2500, id, 4, authInfo));
      await killedAt(dataDir, 'after-confpay-write', confpay);
      await killedAt(dataDir, 'after-outbox-send');
      const server = await startHeadlessServer({ dataDir });
      try {
        const again = await confpay(server);
        expect(tag(again.text, 'OpResult')).toBe('1');
        const replacement = tag(again.text, 'AuthInfo')!;
        expect((await api(client(server), 'POST', '/sync')).body).toMatchObject({ pending: 0, dead: 0 });
        expect(await balance(server.url, embeddedAccess(dataDir), phone)).toBe(75);
        const orders = await spent(server);
        expect(orders.get(authInfo)).toEqual({ status: 'aborted', spent: 0 });
        expect(orders.get(replacement)).toEqual({ status: 'closed', spent: 25 });
      } finally {
        await server.stop();
      }
    },
    timeout,
  );

  it(
    'a partial voidpay of a confirmed payment killed after its write, and after the refund was sent',
    async () => {
      const { dataDir, id, authInfo } = await authorized('{PC-2}');
      let server = await startHeadlessServer({ dataDir });
      const confirmed = await postXml(server.url, 'confpay', settleXml('ConfPay', '{PC-2}', 4000, id, 4, authInfo));
      expect(tag(confirmed.text, 'OpResult')).toBe('1');
      expect((await api(client(server), 'POST', '/sync')).body).toMatchObject({ pending: 0, dead: 0 });
      expect(await server.stop()).toBe(0);
      const voidpay = (life: HeadlessServer) =>
        postXml(life.url, 'voidpay', settleXml('VoidPay', '{PC-2}', 1000, id, 4, authInfo));
      await killedAt(dataDir, 'after-voidpay-write', voidpay);
      await killedAt(dataDir, 'after-outbox-send');
      server = await startHeadlessServer({ dataDir });
      try {
        const repeated = await voidpay(server);
        expect(tag(repeated.text, 'OpResult')).toBe('1');
        expect(tag(repeated.text, 'DisplayT')).toBe('Voided 10.00: 30.00 stays paid.');
        expect((await api(client(server), 'POST', '/sync')).body).toMatchObject({ pending: 0, dead: 0 });
        expect(await balance(server.url, embeddedAccess(dataDir), phone)).toBe(70);
        const orders = await spent(server);
        expect(orders.get(authInfo)).toEqual({ status: 'aborted', spent: 0 });
        expect(orders.get(tag(repeated.text, 'AuthInfo')!)).toEqual({ status: 'closed', spent: 30 });
      } finally {
        await server.stop();
      }
    },
    timeout,
  );
});
