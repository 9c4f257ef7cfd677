import type http from 'node:http';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServer, listen, serverUrl } from '../../http/listen.js';
import { createLoyaltyApp } from '../loyalty-app.js';
import { startCuttableProxy, type CuttableProxy } from '../test-support/cuttable-proxy.js';
import { createTestDatabase, type TestDatabase } from '../test-support/postgres-test-db.js';
import { openPostgresLoyaltyDb, type PostgresLoyaltyDb } from './postgres-loyalty-db.js';
import { createApiKey } from '../api-keys/api-key-store.js';
import { upsertVenue } from '../organizations/organization-store.js';

/** The database going away under a running service, through a proxy the test cuts and restores. */
describe('the loyalty database down and back', () => {
  let database: TestDatabase;
  let proxy: CuttableProxy;
  let db: PostgresLoyaltyDb;
  let server: http.Server;
  let url: string;
  let apiKey: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(database.url);
    proxy = await startCuttableProxy(Number(target.port));
    target.port = String(proxy.port);
    db = await openPostgresLoyaltyDb({ url: target.toString(), logger: pino({ level: 'silent' }) });
    apiKey = await db.write(async (q) => {
      await upsertVenue(q, { posObjectId: 'v1', name: 'Venue 1' });
      return (await createApiKey(q, { label: 'till', kind: 'b2b', venues: ['v1'] })).rawKey;
    });
    const logger = pino({ level: 'silent' });
    server = await listen(
      createLoyaltyApp({ db, logger, dataDir: '.', version: 'test', clock: Date.now }),
      '127.0.0.1',
      0,
    );
    url = serverUrl(server);
  });
  afterAll(async () => {
    await closeServer(server, 100);
    await db.close();
    await proxy.close();
    await database.drop();
  });

  const save = (phone: string) =>
    fetch(`${url}/b2b/v1/loyalty/guests/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ApiKey: apiKey },
      body: JSON.stringify({ organization: { type: 'posObjectId', id: 'v1' }, guest: { phone } }),
    });

  it('answers 503 in the API error format while it is down, and serves again once it is back, without a restart', async () => {
    expect((await save('+79990000201')).status).toBe(200);
    await proxy.cut();
    const refused = await save('+79990000202');
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      error: { code: '9503', message: 'the loyalty database is unavailable; try again shortly' },
    });
    const health = await fetch(`${url}/health`);
    expect(health.status).toBe(503);
    await proxy.restore();
    let reply = await save('+79990000202');
    while (reply.status !== 200) reply = await save('+79990000202');
    expect((await fetch(`${url}/health`)).status).toBe(200);
  });
});
