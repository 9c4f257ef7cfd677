import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDataDir, type HeadlessServer } from '../../../e2e/headless-server.js';
import { b2b, startInstance, writeBootstrap } from '../test-support/instances-harness.js';
import { paymentPerOrder, runOrderClient, type ClientLog } from '../test-support/order-load.js';
import { startTestPostgres, type TestPostgresServer } from '../test-support/postgres-server.js';

const org = { type: 'posObjectId', id: 'v1' };
const rounds = 5;
const clients = 6;
/** Orders each client may run at most: the load is bounded even if the rounds were slow. */
const maxOrdersPerClient = 150;
/** Orders the clients must get confirmed between two faults, so that each fault meets traffic. */
const progressPerRound = 8;

/** Whether a process is still running. */
const alive = (instance: HeadlessServer) => instance.process.exitCode === null && instance.process.signalCode === null;

const health = (instance: HeadlessServer) =>
  fetch(`${instance.url}/health`).then(
    async (reply) => ({ status: reply.status, body: (await reply.json()) as Record<string, unknown> }),
    () => ({ status: 0, body: {} }),
  );

/** Polls until `instance` answers /health 200 (bounded by the test's timeout). */
async function healthy(instance: HeadlessServer): Promise<void> {
  while ((await health(instance)).status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * The testers' fault: the network's PostgreSQL stopped hard (`pg_ctl -m immediate`) and started again, five times,
 * under three compiled instances and a bounded load of order lifecycles. A server of this file's own, so that the
 * shared one the other files use is never stopped.
 */
describe('PostgreSQL restarting under the hosted loyalty service', () => {
  let server: TestPostgresServer;
  let bootstrap: string;
  const instances: HeadlessServer[] = [];

  beforeAll(async () => {
    server = await startTestPostgres();
    bootstrap = writeBootstrap(makeDataDir());
    instances.push(...(await Promise.all([0, 1, 2].map(() => startInstance(server.adminUrl, bootstrap)))));
  }, 60_000);
  afterAll(async () => {
    for (const instance of instances) if (alive(instance)) await instance.stop();
    await server?.stop();
  });

  it('five hard stops under load: no instance exits, nothing confirmed is lost or doubled, /health recovers', async () => {
    const [first] = instances as [HeadlessServer];
    const logs: ClientLog[] = Array.from({ length: clients }, (_, i) => ({
      phone: `+7999000${String(3000 + i)}`,
      confirmed: [],
      closed: [],
      refunded: [],
      unexpected: [],
      retries: 0,
    }));
    for (const log of logs) {
      expect((await b2b(first, '/guests/save', { organization: org, guest: { phone: log.phone } })).status).toBe(200);
      const start = {
        organization: org,
        guest: { type: 'phone', phone: log.phone },
        amount: 100_000,
        comment: 'start',
      };
      expect((await b2b(first, '/guests/addBonus', start)).status).toBe(200);
    }
    let stopping = false;
    const load = Promise.all(logs.map((log) => runOrderClient(instances, log, () => stopping, maxOrdersPerClient)));
    const confirmed = () => logs.reduce((sum, log) => sum + log.confirmed.length, 0);
    const recoveries: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const target = confirmed() + progressPerRound;
      while (confirmed() < target && logs.every((log) => log.unexpected.length === 0))
        await new Promise((resolve) => setTimeout(resolve, 20));
      await server.crash();
      for (const instance of instances) {
        /** No answer at all is an instance that exited: its stderr says why. */
        const down = await health(instance);
        expect(down, instance.output().stderr).toMatchObject({ status: 503, body: { error: { code: '9503' } } });
      }
      await server.restart();
      const back = performance.now();
      await Promise.all(instances.map(healthy));
      recoveries.push(performance.now() - back);
    }
    const target = confirmed() + progressPerRound;
    while (confirmed() < target && logs.every((log) => log.unexpected.length === 0))
      await new Promise((resolve) => setTimeout(resolve, 20));
    stopping = true;
    await load;
    /** Measured, not asserted (no timing in tests): the report of the run shows it. */
    process.stdout.write(
      `PostgreSQL restarts: /health 200 on all 3 instances within ${recoveries.map((ms) => Math.round(ms)).join(', ')} ms ` +
        `of the database accepting connections; ${confirmed()} orders confirmed, ${logs.reduce((n, l) => n + l.retries, 0)} requests retried\n`,
    );

    expect(instances.map(alive)).toEqual([true, true, true]);
    expect(logs.flatMap((log) => log.unexpected)).toEqual([]);
    const client = new pg.Client({ connectionString: server.adminUrl });
    await client.connect();
    try {
      for (const log of logs) {
        const ids = log.confirmed;
        const orders = await client.query<{ id: string; n: number; paid: number }>(
          'SELECT id, count(*)::int AS n, max(paid_bonus_minor)::int AS paid FROM orders WHERE id = ANY($1) GROUP BY id',
          [ids],
        );
        expect(orders.rows.length).toBe(ids.length);
        for (const row of orders.rows) expect(row).toMatchObject({ n: 1, paid: paymentPerOrder * 100 });
        /** Each order's payment, accrual and refund moved the wallet once, however often its request was sent. */
        const moves = await client.query<{ comment: string; order_id: string; n: number }>(
          'SELECT comment, order_id, count(*)::int AS n FROM bonus_ledger l JOIN guests g ON g.id = l.guest_id ' +
            'WHERE g.phone = $1 AND order_id IS NOT NULL GROUP BY comment, order_id',
          [log.phone],
        );
        const count = (comment: string) => moves.rows.filter((m) => m.comment === comment);
        expect(
          count('bonus payment')
            .map((m) => [m.order_id, m.n])
            .sort(),
        ).toEqual(ids.map((id) => [id, 1]).sort());
        expect(count('accrual').every((m) => m.n === 1 && log.closed.includes(m.order_id))).toBe(true);
        expect(
          count('bonus payment returned')
            .map((m) => [m.order_id, m.n])
            .sort(),
        ).toEqual(log.refunded.map((id) => [id, 1]).sort());
      }
      const wallets = await client.query<{ phone: string; balance: number; ledger: number }>(
        'SELECT g.phone, g.balance_minor::int AS balance, (SELECT coalesce(sum(amount_minor), 0)::int FROM bonus_ledger ' +
          'WHERE guest_id = g.id) AS ledger FROM guests g',
      );
      for (const wallet of wallets.rows) expect(wallet.balance).toBe(wallet.ledger);
    } finally {
      await client.end();
    }
  }, 120_000);

  it('an instance started while the database is down listens, answers 503 (9503), and serves once it is back', async () => {
    await server.crash();
    const wrongPassword = new URL(server.adminUrl);
    wrongPassword.password = 'not-the-password';
    const [late, misconfigured] = await Promise.all([
      startInstance(server.adminUrl, bootstrap),
      startInstance(wrongPassword.toString(), bootstrap),
    ]);
    instances.push(late, misconfigured);
    expect(await health(late)).toMatchObject({ status: 503, body: { error: { code: '9503' } } });
    const refused = await b2b(late, '/guests/get', {
      organization: org,
      guest: { type: 'phone', phone: '+79990003000' },
    });
    expect(refused).toMatchObject({ status: 503, body: { error: { code: '9503' } } });
    await server.restart();
    await healthy(late);
    const served = await b2b(late, '/guests/get', {
      organization: org,
      guest: { type: 'phone', phone: '+79990003000' },
    });
    expect(served.status).toBe(200);
    /** A wrong password is a setting to fix, found once the database answers: one line, exit 2. */
    expect(await misconfigured.exited).toBe(2);
    expect(misconfigured.output().stderr).toBe(
      `tillbridge loyalty: Cannot use the loyalty database ${wrongPassword.toString().replace('not-the-password', '***')}: ` +
        'password authentication failed for user "postgres".\n',
    );
    expect(alive(late)).toBe(true);
  }, 60_000);
});
