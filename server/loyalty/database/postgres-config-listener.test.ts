import pg from 'pg';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/postgres-test-db.js';
import { startCuttableProxy } from '../test-support/cuttable-proxy.js';
import { ConfigListener, configChannel } from './postgres-config-listener.js';
import { postgresTypes } from './postgres-types.js';

describe('ConfigListener', () => {
  let database: TestDatabase;
  let admin: pg.Client;
  beforeEach(async () => {
    database = await createTestDatabase();
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterEach(async () => {
    await admin.end();
    await database.drop();
  });

  /** The other connections to the test database (the listener's). */
  const others = async (): Promise<number> =>
    (
      await admin.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      )
    ).rows[0]!.count;

  it('bumps its generation on a notification of the channel', async () => {
    const listener = new ConfigListener(database.url, postgresTypes, pino({ level: 'silent' }));
    await listener.start();
    const seen = listener.generation();
    await admin.query(`NOTIFY ${configChannel}`);
    /** Bounded by the test's timeout: fails if the notification never arrives. */
    while (listener.generation() === seen) await new Promise((resolve) => setTimeout(resolve, 5));
    await listener.stop();
    while ((await others()) > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  });

  it('notices a listening connection that went silent (a partition) and stops trusting caches', async () => {
    const target = new URL(database.url);
    const proxy = await startCuttableProxy(Number(target.port));
    target.port = String(proxy.port);
    const listener = new ConfigListener(target.toString(), postgresTypes, pino({ level: 'silent' }));
    await listener.start();
    try {
      const seen = listener.generation();
      proxy.freeze();
      /** No notification can arrive now: only the unanswered heartbeat moves the generation. Bounded by the timeout. */
      while (listener.generation() === seen) await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await listener.stop();
      await proxy.close();
    }
  });

  it('listens again once a database that went away is back', async () => {
    const target = new URL(database.url);
    const proxy = await startCuttableProxy(Number(target.port));
    target.port = String(proxy.port);
    const listener = new ConfigListener(target.toString(), postgresTypes, pino({ level: 'silent' }));
    await listener.start();
    try {
      await proxy.cut();
      while ((await others()) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      await proxy.restore();
      /** Reconnected (bounded by the test's timeout): then only a notification moves the generation. */
      while ((await others()) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      const seen = listener.generation();
      await admin.query(`NOTIFY ${configChannel}`);
      while (listener.generation() === seen) await new Promise((resolve) => setTimeout(resolve, 5));
    } finally {
      await listener.stop();
      await proxy.close();
    }
  });

  it('leaves no connection open when stopped while it was still connecting', async () => {
    const listener = new ConfigListener(database.url, postgresTypes, pino({ level: 'silent' }));
    await Promise.all([listener.start(), listener.stop()]);
    /** The connection's server process ends a moment after the client closed it; a leaked one never does. */
    while ((await others()) > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await others()).toBe(0);
  });
});
