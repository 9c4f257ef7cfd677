import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeadlessServer } from '../../../e2e/headless-server.js';
import { b2b, b2bKey, signIn, siteKey, startInstance, writeBootstrap } from '../test-support/instances-harness.js';
import { createTestDatabase } from '../test-support/postgres-test-db.js';
import { siteOrigin } from '../sign-in/test-support/sign-in-harness.js';
import { makeDataDir } from '../../../e2e/headless-server.js';

const org = (id = 'v1') => ({ type: 'posObjectId', id });
const guest = (phone: string) => ({ type: 'phone', phone });

/** Two (or three) `npm run loyalty` processes on one PostgreSQL database, as behind a load balancer. */
describe('several loyalty service instances on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let instances: HeadlessServer[] = [];
  let a: HeadlessServer;
  let b: HeadlessServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    const bootstrap = writeBootstrap(makeDataDir());
    /** Three at once on an empty database: each migrates under the advisory lock and applies the same bootstrap. */
    instances = await Promise.all([0, 1, 2].map(() => startInstance(database.url, bootstrap)));
    [a, b] = instances as [HeadlessServer, HeadlessServer];
  });
  afterAll(async () => {
    for (const instance of instances) if (instance.process.exitCode === null) await instance.stop();
    await database.drop();
  });

  it('all start on an empty database; the shared bootstrap adds its keys once', async () => {
    for (const instance of instances) expect((await fetch(`${instance.url}/health`)).status).toBe(200);
    const { Client } = (await import('pg')).default;
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const keys = await client.query('SELECT label, count(*)::int AS n FROM api_keys GROUP BY label ORDER BY label');
      expect(keys.rows).toEqual([
        { label: 'generated', n: 1 },
        { label: 'shop', n: 1 },
        { label: 'tills', n: 1 },
      ]);
    } finally {
      await client.end();
    }
  });

  it('a guest saved through one is read through the other', async () => {
    const phone = '+79990000101';
    expect((await b2b(a, '/guests/save', { organization: org(), guest: { phone, firstName: 'Ann' } })).status).toBe(
      200,
    );
    const read = await b2b(b, '/guests/get', { organization: org('v2'), guest: guest(phone) });
    expect(read.body).toMatchObject({ guest: { phone, firstName: 'Ann' } });
  });

  it('100 concurrent one-bonus write-offs over both on a wallet of 60: exactly 60 done, balance 0', async () => {
    const phone = '+79990000102';
    await b2b(a, '/guests/save', { organization: org(), guest: { phone } });
    await b2b(a, '/guests/addBonus', { organization: org(), guest: guest(phone), amount: 60, comment: 'start' });
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        b2b(i % 2 ? a : b, '/guests/writeoffBonus', {
          organization: org(),
          guest: guest(phone),
          amount: 1,
          comment: `w${i}`,
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(60);
    expect(replies.filter((r) => r.status !== 200).map((r) => (r.body.error as { code: string }).code)).toEqual(
      Array(40).fill('3020'),
    );
    expect((await b2b(b, '/guests/getWallet', { organization: org(), guest: guest(phone) })).body).toMatchObject({
      balance: 0,
    });
  });

  it('confirm on one and close on the other; a replayed confirm is idempotent on either', async () => {
    const phone = '+79990000103';
    await b2b(a, '/guests/save', { organization: org(), guest: { phone } });
    await b2b(a, '/guests/addBonus', { organization: org(), guest: guest(phone), amount: 50, comment: 'start' });
    const order = {
      openedAt: '2026-11-25T12:00:00Z',
      items: [
        { product: { code: 'P1', name: 'Soup', group: null, categories: null }, price: 100, cost: 100, quantity: 1 },
      ],
    };
    const calc = await b2b(a, '/orders/calculate', { organization: org(), guest: guest(phone), order });
    const fingerprint = ((calc.body.loyalty as { fingerprint: string }).fingerprint as string) ?? '';
    const confirm = {
      id: randomUUID(),
      order,
      organization: org(),
      guest: guest(phone),
      loyalty: { pattern: 'fingerprint', fingerprint: { value: fingerprint, options: { bonuses: { payment: 30 } } } },
    };
    expect((await b2b(a, '/orders/confirm', confirm)).body).toEqual({ id: confirm.id });
    expect((await b2b(b, '/orders/confirm', confirm)).body).toEqual({ id: confirm.id });
    expect((await b2b(a, '/orders/confirm', confirm)).body).toEqual({ id: confirm.id });
    expect((await b2b(b, '/orders/close', { id: confirm.id, closedAt: '2026-11-25T12:30:00Z' })).status).toBe(200);
    const wallet = await b2b(a, '/guests/getWallet', { organization: org(), guest: guest(phone) });
    expect(wallet.body).toMatchObject({ balance: 20 });
  });

  it('a sign-in token from one works on the other', async () => {
    const phone = '+79990000104';
    await b2b(a, '/guests/save', { organization: org(), guest: { phone } });
    const token = await signIn(a, phone);
    const profile = await fetch(`${b.url}/guest/v1/profile`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ApiKey: siteKey,
        Origin: siteOrigin,
        Authorization: `Bearer ${token}`,
      },
      body: '{}',
    });
    expect(profile.status).toBe(200);
  });

  it('a key revoked through one stops working on the other within a second', async () => {
    const created = await fetch(`${a.url}/health`);
    expect(created.status).toBe(200);
    const { Client } = (await import('pg')).default;
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const probe = () =>
        b2b(b, '/guests/get', { organization: org(), guest: guest('+79990000101') }, 'temporary-key-0123456789');
      await client.query(
        `INSERT INTO api_keys (key_hash, label, kind, created_at) VALUES (encode(sha256('temporary-key-0123456789'), 'hex'), 'temp', 'b2b', now()::text) RETURNING id`,
      );
      await client.query(
        `INSERT INTO api_key_scopes (api_key_id, network_id) SELECT k.id, n.id FROM api_keys k, networks n WHERE k.label = 'temp' AND n.code = 'net'`,
      );
      while ((await probe()).status !== 200);
      const revoked = Date.now();
      await client.query(`UPDATE api_keys SET revoked_at = now()::text WHERE label = 'temp'`);
      while ((await probe()).status !== 401);
      expect(Date.now() - revoked).toBeLessThan(1_000);
    } finally {
      await client.end();
    }
  });

  it('SIGKILL of one instance during a burst of lifecycles loses nothing acknowledged; the other keeps serving', async () => {
    const phone = '+79990000105';
    await b2b(a, '/guests/save', { organization: org(), guest: { phone } });
    const acknowledged: string[] = [];
    const order = {
      openedAt: '2026-11-25T12:00:00Z',
      items: [
        { product: { code: 'P1', name: 'Soup', group: null, categories: null }, price: 10, cost: 10, quantity: 1 },
      ],
    };
    const lifecycle = async (through: HeadlessServer) => {
      const id = randomUUID();
      const confirmed = await b2b(through, '/orders/confirm', { id, order, organization: org(), guest: guest(phone) });
      if (confirmed.status !== 200) return;
      const closed = await b2b(through, '/orders/close', { id, closedAt: '2026-11-25T12:30:00Z' });
      if (closed.status === 200) acknowledged.push(id);
    };
    const burst = (through: HeadlessServer) =>
      Promise.all(
        Array.from({ length: 20 }, async () => {
          for (let i = 0; i < 5; i++) await lifecycle(through).catch(() => undefined);
        }),
      );
    const onB = burst(b);
    const onA = burst(a);
    while (acknowledged.length < 10) await new Promise((resolve) => setImmediate(resolve));
    await a.kill();
    await Promise.all([onA, onB]);
    const history = await b2b(b, '/guests/getOrdersHistory', {
      organization: org(),
      guest: guest(phone),
      filter: { take: 1000 },
    });
    expect(history.status).toBe(200);
    const closed = new Set(
      (history.body.orders as { id: string; status: string }[]).filter((o) => o.status === 'closed').map((o) => o.id),
    );
    for (const id of acknowledged) expect(closed.has(id)).toBe(true);
    expect((await b2b(b, '/guests/get', { organization: org(), guest: guest(phone) })).status).toBe(200);
  });

  it('keeps b2bKey in use (the bootstrap key works on every instance)', async () => {
    for (const instance of instances.filter((i) => i.process.exitCode === null && i.process.signalCode === null))
      expect(
        (await b2b(instance, '/guests/get', { organization: org(), guest: guest('+79990000101') }, b2bKey)).status,
      ).toBe(200);
  });
});
