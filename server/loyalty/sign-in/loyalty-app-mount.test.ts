import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoyaltyTestServer, type LoyaltyTestServer } from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';

let server: LoyaltyTestServer;

describe.each(loyaltyEngines)('guest sign-in inside the loyalty service (%s)', (engine) => {
  beforeAll(async () => {
    server = await startLoyaltyTestServer({ engine });
  });
  afterAll(() => server.close());

  it('serves the ALTCHA challenge by default', async () => {
    const reply = await fetch(`${server.url}/guest/v1/auth/captcha`);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({
      parameters: { algorithm: 'PBKDF2/SHA-256' },
      signature: expect.any(String),
    });
  });

  it('answers /guest/v1 refusals with the {message} body, not the b2b error body', async () => {
    const reply = await fetch(`${server.url}/guest/v1/auth/sendsms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ApiKey: server.apiKey },
      body: JSON.stringify({ phone: '+4915112345678', captchaResponse: 'x' }),
    });
    expect(reply.status).toBe(401);
    expect(await reply.json()).toEqual({
      message: 'this ApiKey is not a site key; guest endpoints need the key issued for the site',
    });
    const unknown = await fetch(`${server.url}/guest/v1/nothing`, { method: 'POST', headers: { ApiKey: 'x' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'no such endpoint: POST /guest/v1/nothing' });
  });

  it('lists the guest paths in /openapi.json', async () => {
    const document = (await (await fetch(`${server.url}/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/guest/v1/auth/sendsms',
        '/guest/v1/auth/checksms',
        '/guest/v1/auth/refresh',
        '/guest/v1/profile',
      ]),
    );
  });
});
