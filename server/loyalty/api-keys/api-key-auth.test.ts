import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, findApiKey, listApiKeys, revokeApiKey } from './api-key-store.js';
import { changeArrived, openAnotherInstance } from '../test-support/loyalty-fixtures.js';
import {
  errorCode,
  guestId,
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import { openApiDocument } from '../openapi/registry.js';

describe.each(loyaltyEngines)('%s', (engine) => {
  let s: LoyaltyTestServer;
  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
    ok(await s.post('/guests/save', { organization: org(), guest: { phone: '+79990000001' } }));
  });
  afterAll(() => s?.close());

  const get = { organization: org(), guest: guestId('+79990000001') };

  describe('ApiKey', () => {
    it('is required: missing, unknown and revoked keys are 401 with the API error body', async () => {
      for (const key of [null, 'nope']) {
        const reply = await s.post('/guests/get', get, key);
        expect(reply.status).toBe(401);
        expect(reply.body).toEqual({ error: { code: '9001', message: expect.any(String) } });
      }
      const { rawKey, id } = await s.db.write((q) =>
        createApiKey(q, { label: 'short-lived', kind: 'b2b', networks: ['net'] }),
      );
      ok(await s.post('/guests/get', get, rawKey));
      expect(await s.db.write((q) => revokeApiKey(q, id))).toBe(true);
      s.db.configChanged();
      expect(errorCode(await s.post('/guests/get', get, rawKey))).toBe('9001');
      expect(await findApiKey(s.db.query, rawKey)).toBeUndefined();
    });

    it('a key revoked by another process (the admin CLI) is refused at once', async () => {
      const { rawKey, id } = await s.db.write((q) =>
        createApiKey(q, { label: 'cli-revoked', kind: 'b2b', networks: ['net'] }),
      );
      ok(await s.post('/guests/get', get, rawKey));
      const before = s.db.configVersion();
      const other = await openAnotherInstance(s);
      try {
        expect(await other.write((q) => revokeApiKey(q, id))).toBe(true);
      } finally {
        await other.close();
      }
      await changeArrived(s, before);
      expect(errorCode(await s.post('/guests/get', get, rawKey))).toBe('9001');
    });

    it('is checked before the body: malformed JSON without a key is 401', async () => {
      expect((await s.post('/guests/get', '{oops', null)).status).toBe(401);
    });

    it('a venue outside the key is 403, even an unknown one', async () => {
      for (const id of ['other', 'nowhere']) {
        const reply = await s.post('/guests/get', { ...get, organization: org(id) });
        expect(reply.status).toBe(403);
        expect(errorCode(reply)).toBe('9003');
      }
    });

    it('a venue key reaches only its venue, a network key every venue of the network', async () => {
      const { rawKey: venueKey } = await s.db.write((q) =>
        createApiKey(q, { label: 'v2 only', kind: 'b2b', venues: ['v2'] }),
      );
      ok(await s.post('/guests/get', { ...get, organization: org('v2') }, venueKey));
      expect((await s.post('/guests/get', get, venueKey)).status).toBe(403);
      expect((await findApiKey(s.db.query, s.apiKey))?.venues).toEqual(new Set(['v1', 'v2', 'solo']));
    });

    it('a site key cannot call b2b endpoints', async () => {
      const site = await s.db.write((q) =>
        createApiKey(q, { label: 'site', kind: 'site', siteDomain: 'shop.example', networks: ['net'] }),
      );
      expect((await s.post('/guests/get', get, site.rawKey)).status).toBe(403);
      expect((await listApiKeys(s.db.query)).find((k) => k.label === 'site')).toMatchObject({
        siteDomain: 'shop.example',
        networks: ['net'],
      });
    });
  });

  const everyEndpoint = [
    'guests/save',
    'guests/update',
    'guests/get',
    'guests/getWallet',
    'guests/addBonus',
    'guests/writeoffBonus',
    'guests/addLoyaltyCard',
    'guests/generateLoyaltyCard',
    'guests/removeLoyaltyCard',
    'guests/getOrdersHistory',
    'guests/getBonusHistory',
    'guests/generateCode',
    'guests/getMarketingCampaigns',
    'guests/find',
    'orders/calculate',
    'orders/confirm',
    'orders/close',
    'orders/refund',
  ];

  describe('every endpoint', () => {
    it('is 401 without a key, 9004 for an empty body, 403 for a venue outside the key', async () => {
      for (const endpoint of everyEndpoint) {
        expect((await s.post(`/${endpoint}`, {}, null)).status, endpoint).toBe(401);
        expect(errorCode(await s.post(`/${endpoint}`, {})), endpoint).toBe('9004');
        if (endpoint === 'orders/close' || endpoint === 'orders/refund') continue;
        const body = {
          organization: org('other'),
          guest: guestId('+79990000001'),
          guestInformation: {},
          amount: 1,
          comment: 'x',
          cardTrack: 'TRACK',
          cardNumber: 'N1',
          isVirtual: false,
          phone: '+79990000001',
          id: '6f1d1c3e-8a4b-4c2d-9e0f-1a2b3c4d5e6f',
          order: {
            openedAt: '2025-01-01T00:00:00Z',
            items: [{ product: { code: 'A', name: 'A' }, price: 1, cost: 1, quantity: 1 }],
          },
        };
        const keys: Record<string, string[]> = {
          'guests/update': ['organization', 'guest', 'guestInformation'],
          'guests/addBonus': ['organization', 'guest', 'amount', 'comment'],
          'guests/writeoffBonus': ['organization', 'guest', 'amount', 'comment'],
          'guests/addLoyaltyCard': ['organization', 'guest', 'cardTrack', 'cardNumber', 'isVirtual'],
          'guests/removeLoyaltyCard': ['organization', 'guest', 'cardTrack'],
          'guests/find': ['organization', 'phone'],
          'orders/calculate': ['organization', 'guest', 'order'],
          'orders/confirm': ['organization', 'guest', 'order', 'id'],
        };
        const picked = Object.fromEntries(
          (keys[endpoint] ?? ['organization', 'guest']).map((k) => [k, body[k as keyof typeof body]]),
        );
        if (endpoint === 'guests/save') picked.guest = { phone: '+79990000001' };
        const reply = await s.post(`/${endpoint}`, picked);
        expect(reply.status, `${endpoint}: ${reply.text}`).toBe(403);
      }
    });
  });

  describe('/openapi.json', () => {
    it('is OpenAPI 3.0.1 and covers every b2b path', async () => {
      const doc = (await (await fetch(`${s.url}/openapi.json`)).json()) as {
        openapi: string;
        paths: Record<string, unknown>;
      };
      expect(doc.openapi).toBe('3.0.1');
      const paths = Object.keys(doc.paths);
      for (const p of everyEndpoint) expect(paths).toContain(`/b2b/v1/loyalty/${p}`);
      expect(JSON.stringify(openApiDocument('x'))).toContain('\u0435arnedBonuses');
    });
  });
});
