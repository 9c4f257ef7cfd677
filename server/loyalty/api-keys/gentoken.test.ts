import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createLoginKey, gentoken } from '../test-support/b2b-login.js';
import {
  errorCode,
  guestId,
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import { createApiKey } from './api-key-store.js';
import { hashKeyPassword } from './key-password.js';
import { setKeyPassword } from './key-login-store.js';

describe.each(loyaltyEngines)('%s', (engine) => {
  let s: LoyaltyTestServer;
  /** The login's clock: tests move it instead of waiting. */
  let clock = Date.now();
  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine, b2bLogin: { now: () => clock } });
    ok(await s.post('/guests/save', { organization: org(), guest: { phone: '+79990000001' } }));
  });
  afterAll(() => s?.close());

  const get = { organization: org(), guest: guestId('+79990000001') };
  const password = 'correct horse 1';

  /** A new key of network `net` with `password`, and a token of it. */
  async function loggedIn(label: string) {
    const key = await createLoginKey(s, { label, password });
    const { token } = ok(await gentoken(s.url, key.rawKey, { password }));
    return { ...key, token };
  }

  describe('POST /b2b/v1/auth/gentoken', () => {
    it('answers a token for the right password: {token, refreshToken: null, aliveSecondsTtl: 900}', async () => {
      const { rawKey } = await createLoginKey(s, { label: 'right', password });
      const reply = await gentoken(s.url, rawKey, { password });
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ token: expect.any(String), refreshToken: null, aliveSecondsTtl: 900 });
      expect(reply.body.token).not.toContain(password);
    });

    it('is 401 for a wrong password and for a key without one, in the API error format', async () => {
      const { rawKey } = await createLoginKey(s, { label: 'wrong', password });
      const wrong = await gentoken(s.url, rawKey, { password: 'correct horse 2' });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ error: { code: '9005', message: 'the password is wrong' } });
      const none = await gentoken(s.url, s.apiKey, { password });
      expect(none.status).toBe(401);
      expect(errorCode(none)).toBe('9005');
    });

    it('is 9004 for another property, a missing or non-string password and a body that is not JSON', async () => {
      const { rawKey } = await createLoginKey(s, { label: 'shape', password });
      const extra = await gentoken(s.url, rawKey, { password, login: 'till' });
      expect(extra.status).toBe(400);
      expect(extra.body).toEqual({ error: { code: '9004', message: 'body: unknown field(s) login' } });
      for (const body of [{}, { password: 42 }, '{oops', 'null'])
        expect(errorCode(await gentoken(s.url, rawKey, body)), JSON.stringify(body)).toBe('9004');
    });

    it('is 401 without a key or with an unknown one, checked before the body; a site key is 403', async () => {
      for (const key of [null, 'nope']) {
        const reply = await gentoken(s.url, key, '{oops');
        expect(reply.status).toBe(401);
        expect(errorCode(reply)).toBe('9001');
      }
      const site = await s.db.write((q) =>
        createApiKey(q, { label: 'site', kind: 'site', siteDomain: 'shop.example', networks: ['net'] }),
      );
      expect((await gentoken(s.url, site.rawKey, { password })).status).toBe(403);
    });
  });

  describe('Authorization: Bearer', () => {
    it('is required only for keys with a password, and checked before the body', async () => {
      ok(await s.post('/guests/get', get));
      ok(await s.post('/guests/get', get, s.apiKey, bearer('anything')));
      const { rawKey, token } = await loggedIn('bearer');
      const missing = await s.post('/guests/get', get, rawKey);
      expect(missing.status).toBe(401);
      expect(errorCode(missing)).toBe('9002');
      expect((await s.post('/guests/get', '{oops', rawKey)).status).toBe(401);
      ok(await s.post('/guests/get', get, rawKey, bearer(token)));
      ok(await s.post('/guests/get', get, rawKey, { Authorization: `bearer  ${token}` }));
    });

    it('an expired token is 401: it lives aliveSecondsTtl seconds at most', async () => {
      const { rawKey, token } = await loggedIn('expiring');
      const issuedAt = clock;
      try {
        clock = issuedAt + 899_000;
        ok(await s.post('/guests/get', get, rawKey, bearer(token)));
        clock = issuedAt + 900_000;
        const expired = await s.post('/guests/get', get, rawKey, bearer(token));
        expect(expired.status).toBe(401);
        expect(expired.body).toEqual({
          error: { code: '9002', message: 'the token has expired: get a new one from /b2b/v1/auth/gentoken' },
        });
      } finally {
        clock = issuedAt;
      }
    });

    it('malformed, tampered and foreign tokens are 401', async () => {
      const mine = await loggedIn('mine');
      const theirs = await loggedIn('theirs');
      const [id, expiresAt, mac] = mine.token.split('.') as [string, string, string];
      const refused = {
        malformed: [`Bearer ${mine.token}x`, 'Bearer ', `Basic ${mine.token}`, mine.token, 'Bearer a.b.c'],
        tampered: [`Bearer ${id}.${Number(expiresAt) + 3600}.${mac}`, `Bearer ${id}.${expiresAt}.${'A'.repeat(43)}`],
        foreign: [`Bearer ${theirs.token}`],
      };
      for (const [kind, headers] of Object.entries(refused))
        for (const header of headers) {
          const reply = await s.post('/guests/get', get, mine.rawKey, { Authorization: header });
          expect(reply.status, `${kind}: ${header}`).toBe(401);
          expect(errorCode(reply)).toBe('9002');
        }
      const foreign = await s.post('/guests/get', get, mine.rawKey, bearer(theirs.token));
      expect(foreign.text).toContain('issued for another ApiKey');
      ok(await s.post('/guests/get', get, theirs.rawKey, bearer(theirs.token)));
    });

    it("a new password voids the old password's tokens; a cleared one lets the ApiKey alone in again", async () => {
      const { id, rawKey, token } = await loggedIn('rotated');
      await s.db.write(async (q) => setKeyPassword(q, id, await hashKeyPassword('battery staple 2')));
      s.db.configChanged();
      const old = await s.post('/guests/get', get, rawKey, bearer(token));
      expect(old.status).toBe(401);
      expect(old.text).toContain("the key's password has changed since");
      expect((await gentoken(s.url, rawKey, { password })).status).toBe(401);
      const renewed = ok(await gentoken(s.url, rawKey, { password: 'battery staple 2' }));
      ok(await s.post('/guests/get', get, rawKey, bearer(renewed.token)));
      await s.db.write((q) => setKeyPassword(q, id, null));
      s.db.configChanged();
      ok(await s.post('/guests/get', get, rawKey));
    });
  });

  describe('wrong passwords', () => {
    it('are limited to 5 per key in 15 minutes: then 429 with Retry-After, even for the right one', async () => {
      const { rawKey } = await createLoginKey(s, { label: 'locked', password });
      const other = await createLoginKey(s, { label: 'not locked', password });
      const start = clock;
      try {
        for (let i = 0; i < 4; i++)
          expect((await gentoken(s.url, rawKey, { password: `guess ${i}` })).status).toBe(401);
        /** A right password takes back only its own count: the guesses around it still add up. */
        ok(await gentoken(s.url, rawKey, { password }));
        expect((await gentoken(s.url, rawKey, { password: 'guess 4' })).status).toBe(401);
        clock = start + 60_000;
        for (const attempt of ['guess 5', password]) {
          const locked = await gentoken(s.url, rawKey, { password: attempt });
          expect(locked.status).toBe(429);
          expect(locked.headers.get('retry-after')).toBe('840');
          expect(locked.body).toEqual({
            error: { code: '9429', message: 'too many wrong passwords for this ApiKey: try again in 840 s' },
          });
        }
        ok(await gentoken(s.url, other.rawKey, { password }));
        clock = start + 900_000;
        ok(await gentoken(s.url, rawKey, { password }));
      } finally {
        clock = start;
      }
    });

    it('are counted exactly when they arrive at once: 5 are checked, the rest refused unchecked', async () => {
      const { rawKey, id } = await createLoginKey(s, { label: 'at once', password });
      const replies = await Promise.all(
        Array.from({ length: 12 }, (_, i) => gentoken(s.url, rawKey, { password: `guess ${i}` })),
      );
      const statuses = replies.map((reply) => reply.status).sort();
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
      const row = await s.db.query
        .selectFrom('api_key_login_failures')
        .select('failures')
        .where('api_key_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(Number(row.failures)).toBe(5);
    });
  });

  it('/openapi.json lists gentoken and the bearer scheme of b2b calls', async () => {
    const doc = (await (await fetch(`${s.url}/openapi.json`)).json()) as {
      paths: Record<string, { post?: { security?: unknown } }>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.paths['/b2b/v1/auth/gentoken']?.post?.security).toEqual([{ ApiKey: [] }]);
    expect(doc.paths['/b2b/v1/loyalty/guests/get']?.post?.security).toEqual([
      { ApiKey: [] },
      { ApiKey: [], B2bToken: [] },
    ]);
    expect(doc.components.securitySchemes.B2bToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
