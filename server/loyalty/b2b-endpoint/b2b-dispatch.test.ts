import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, org, startLoyaltyTestServer, type LoyaltyTestServer } from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';

describe.each(loyaltyEngines)('%s', (engine) => {
  let s: LoyaltyTestServer;
  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
  });
  afterAll(() => s?.close());

  const body = { organization: org(), guest: { phone: '+79990000088' } };

  describe('b2b dispatch', () => {
    it('matches paths as express routes do: case-insensitive, one trailing slash optional', async () => {
      for (const path of ['/guests/save', '/guests/save/', '/Guests/Save'])
        expect((await s.post(path, body)).status).toBe(200);
    });

    it('checks the key before the path: an unknown path is 401 without a key, 404 (9404) with one', async () => {
      expect(errorCode(await s.post('/guests/nope', body, null))).toBe('9001');
      const reply = await s.post('/guests/nope', body);
      expect(reply.status).toBe(404);
      expect(errorCode(reply)).toBe('9404');
    });

    it('answers only POST: a GET of an endpoint is 404', async () => {
      const reply = await fetch(`${s.url}/b2b/v1/loyalty/guests/get`, { headers: { ApiKey: s.apiKey } });
      expect(reply.status).toBe(404);
    });
  });
});
