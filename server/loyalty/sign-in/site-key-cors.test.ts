import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, revokeApiKey } from '../api-keys/api-key-store.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import { startSignInHarness, siteOrigin, type SignInHarness } from './test-support/sign-in-harness.js';
import { originMatchesDomain } from './site-origin.js';

let h: SignInHarness;
const body = { phone: '+4915120000001', code: '123456' };

describe.each(loyaltyEngines)('site keys and CORS on /guest/v1 (%s)', (engine) => {
  beforeAll(async () => {
    h = await startSignInHarness({ engine });
  });
  afterAll(() => h.close());

  describe('ApiKey on guest sign-in', () => {
    it('is required: missing, unknown and revoked keys are 401 with a message', async () => {
      const missing = await h.post('/guest/v1/auth/checksms', body, {});
      expect(missing.status).toBe(401);
      expect(await missing.json()).toEqual({ message: 'the ApiKey header is required' });
      const unknown = await h.post('/guest/v1/auth/checksms', body, { ApiKey: 'tb_nope' });
      expect(unknown.status).toBe(401);
      expect(await unknown.json()).toEqual({ message: 'the ApiKey is unknown or revoked' });
      const revoked = await h.configure((q) =>
        createApiKey(q, { label: 'old', kind: 'site', siteDomain: 'old.example.com' }),
      );
      const message = async () =>
        (
          (await (await h.post('/guest/v1/auth/checksms', body, { ApiKey: revoked.rawKey })).json()) as {
            message: string;
          }
        ).message;
      expect(await message()).toMatch(/^no code is waiting/);
      await h.configure((q) => revokeApiKey(q, revoked.id));
      expect(await message()).toBe('the ApiKey is unknown or revoked');
    });

    it('must be a site key: a b2b key is 401', async () => {
      const reply = await h.post(
        '/guest/v1/auth/sendsms',
        { phone: body.phone, captchaResponse: 'x' },
        { ApiKey: h.b2bKey },
      );
      expect(reply.status).toBe(401);
      expect(((await reply.json()) as { message: string }).message).toMatch(/not a site key/);
    });

    it('a token pair only works through the site key it was issued for', async () => {
      const { rawKey: other } = await h.configure((q) =>
        createApiKey(q, { label: 'other', kind: 'site', siteDomain: 'other.example.com' }),
      );
      await h.post('/guest/v1/auth/sendsms', { phone: body.phone, captchaResponse: await h.solveCaptcha() });
      const code = await h.lastCode(body.phone);
      expect((await h.post('/guest/v1/auth/checksms', { phone: body.phone, code }, { ApiKey: other })).status).toBe(
        401,
      );
      const pair = (await (await h.post('/guest/v1/auth/checksms', { phone: body.phone, code })).json()) as {
        token: string;
        refreshToken: string;
      };
      const refresh = { authToken: pair.token, refreshToken: pair.refreshToken, phone: body.phone };
      expect((await h.post('/guest/v1/auth/refresh', refresh, { ApiKey: other })).status).toBe(401);
    });
  });

  describe('CORS on /guest/v1', () => {
    it('answers the preflight of the site origin with exactly that origin', async () => {
      const reply = await fetch(`${h.base}/guest/v1/auth/sendsms`, {
        method: 'OPTIONS',
        headers: {
          Origin: siteOrigin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'apikey',
        },
      });
      expect(reply.status).toBe(204);
      expect(reply.headers.get('access-control-allow-origin')).toBe(siteOrigin);
      expect(reply.headers.get('access-control-allow-headers')).toBe('ApiKey, Authorization, Content-Type');
      expect(reply.headers.get('access-control-allow-methods')).toContain('POST');
      expect(reply.headers.get('vary')).toMatch(/Origin/);
    });

    it('gives a foreign origin no CORS headers, on the preflight and on the request', async () => {
      const preflight = await fetch(`${h.base}/guest/v1/auth/sendsms`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example.net', 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.status).toBe(403);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      const request = await h.post('/guest/v1/auth/checksms', body, {
        ApiKey: h.siteKey,
        Origin: 'https://evil.example.net',
      });
      expect(request.status).toBe(403);
      expect(request.headers.get('access-control-allow-origin')).toBeNull();
      expect(await request.json()).toEqual({
        message: 'origin https://evil.example.net is not allowed for this ApiKey',
      });
    });

    it('answers the site origin on real requests, also on refusals so the site can read the message', async () => {
      const reply = await h.post('/guest/v1/auth/checksms', body, { ApiKey: h.siteKey, Origin: siteOrigin });
      expect(reply.status).toBe(401);
      expect(reply.headers.get('access-control-allow-origin')).toBe(siteOrigin);
      expect(reply.headers.get('vary')).toMatch(/Origin/);
    });

    it('refuses the origin of another site key with this key and withdraws the CORS headers', async () => {
      await h.configure((q) => createApiKey(q, { label: 'cafe', kind: 'site', siteDomain: 'cafe.example.org' }));
      const reply = await h.post('/guest/v1/auth/checksms', body, {
        ApiKey: h.siteKey,
        Origin: 'https://cafe.example.org',
      });
      expect(reply.status).toBe(403);
      expect(reply.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('follows site keys as they are added and revoked', async () => {
      const preflight = async () =>
        (
          await fetch(`${h.base}/guest/v1/auth/sendsms`, {
            method: 'OPTIONS',
            headers: { Origin: 'https://new.example.org', 'Access-Control-Request-Method': 'POST' },
          })
        ).status;
      expect(await preflight()).toBe(403);
      const key = await h.configure((q) =>
        createApiKey(q, { label: 'new', kind: 'site', siteDomain: 'new.example.org' }),
      );
      expect(await preflight()).toBe(204);
      await h.configure((q) => revokeApiKey(q, key.id));
      expect(await preflight()).toBe(403);
    });

    it('accepts requests without an Origin (server to server) and sends no CORS headers', async () => {
      const reply = await h.post('/guest/v1/auth/checksms', body);
      expect(reply.status).toBe(401);
      expect(reply.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
});

describe('originMatchesDomain', () => {
  it.each([
    ['https://shop.example.com', 'shop.example.com', true],
    ['https://SHOP.example.com', 'Shop.Example.com', true],
    ['https://shop.example.com:8443', 'shop.example.com', true],
    ['http://shop.example.com', 'shop.example.com', false],
    ['https://evil-shop.example.com', 'shop.example.com', false],
    ['https://shop.example.com.evil.net', 'shop.example.com', false],
    ['http://localhost:5173', 'localhost:5173', true],
    ['http://localhost:5174', 'localhost:5173', false],
    ['http://shop.example.com', 'http://shop.example.com', true],
    ['https://shop.example.com', 'http://shop.example.com', false],
    ['null', 'shop.example.com', false],
  ])('%s against %s is %s', (origin, domain, expected) => {
    expect(originMatchesDomain(origin, domain)).toBe(expected);
  });
});
