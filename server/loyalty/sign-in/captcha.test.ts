import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartupError } from '../../errors/startup-error.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import { hostedCaptcha } from './captcha/hosted-captcha.js';
import { startFakeHttpServer, type FakeHttpServer } from './test-support/fake-http-server.js';
import { cheapAltchaEnv, startSignInHarness, type SignInHarness } from './test-support/sign-in-harness.js';
import { captchaFromEnv } from './sign-in-config.js';

describe.each(loyaltyEngines)('self-hosted ALTCHA captcha (%s)', (engine) => {
  let h: SignInHarness;
  beforeAll(async () => {
    h = await startSignInHarness({ engine });
  });
  afterAll(() => h.close());

  const send = (phone: string, captchaResponse: string) => h.post('/guest/v1/auth/sendsms', { phone, captchaResponse });

  it('serves signed challenges', async () => {
    const challenge = (await (await fetch(`${h.base}/guest/v1/auth/captcha`)).json()) as {
      parameters: { algorithm: string; expiresAt: number };
      signature: string;
    };
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts a solution once: the same solution again is 401', async () => {
    const answer = await h.solveCaptcha();
    expect((await send('+4915140000001', answer)).status).toBe(200);
    const replay = await send('+4915140000002', answer);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ message: 'the captcha answer is wrong, expired or already used' });
  });

  it('refuses garbage, a tampered challenge and a wrong solution with 401', async () => {
    expect((await send('+4915140000003', 'not-a-payload')).status).toBe(401);
    const payload = JSON.parse(Buffer.from(await h.solveCaptcha(), 'base64').toString()) as {
      challenge: { parameters: { cost: number } };
      solution: { derivedKey: string };
    };
    const tampered = structuredClone(payload);
    tampered.challenge.parameters.cost = 2;
    expect((await send('+4915140000004', Buffer.from(JSON.stringify(tampered)).toString('base64'))).status).toBe(401);
    const wrong = structuredClone(payload);
    wrong.solution.derivedKey = wrong.solution.derivedKey.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    expect((await send('+4915140000005', Buffer.from(JSON.stringify(wrong)).toString('base64'))).status).toBe(401);
  });

  it('refuses a challenge solved after it expired', async () => {
    const answer = await h.solveCaptcha();
    h.advance(601);
    expect((await send('+4915140000006', answer)).status).toBe(401);
  });

  it('accepts one of several sends racing with the same solution', async () => {
    const answer = await h.solveCaptcha();
    await h.warmUp();
    const replies = await Promise.all(
      [21, 22, 23, 24, 25].map((n) => send(`+49151400000${n}`, answer).then((reply) => reply.status)),
    );
    expect(replies.sort()).toEqual([200, 401, 401, 401, 401]);
  });

  it('keeps its HMAC secrets in the database', async () => {
    const rows = await h.db.query
      .selectFrom('service_secrets')
      .select('name')
      .where('name', 'like', 'altcha-%')
      .orderBy('name')
      .execute();
    expect(rows.map((row) => row.name)).toEqual(['altcha-key-signature', 'altcha-signature']);
  });
});

describe.each(loyaltyEngines)('hosted captcha provider (%s)', (engine) => {
  let provider: FakeHttpServer;
  let h: SignInHarness;
  let down = false;
  const seen: Record<string, string>[] = [];

  beforeAll(async () => {
    provider = await startFakeHttpServer('/siteverify', (req, res) => {
      if (down) return void res.status(500).send('oops');
      const form = req.body as Record<string, string>;
      seen.push(form);
      res.json({ success: form.secret === 'provider-secret' && form.response === 'good-token' });
    });
    h = await startSignInHarness({
      engine,
      env: { LOYALTY_CAPTCHA_VERIFY_URL: provider.url, LOYALTY_CAPTCHA_SECRET: 'provider-secret' },
    });
  });
  afterAll(async () => {
    await h.close();
    await provider.close();
  });

  const send = (phone: string, captchaResponse: string) => h.post('/guest/v1/auth/sendsms', { phone, captchaResponse });

  it('passes when the provider says success, with the secret, the answer and the client address', async () => {
    expect((await send('+4915140000011', 'good-token')).status).toBe(200);
    expect(seen.at(-1)).toEqual({ secret: 'provider-secret', response: 'good-token', remoteip: expect.any(String) });
  });

  it('a refused answer is 401', async () => {
    expect((await send('+4915140000012', 'bad-token')).status).toBe(401);
  });

  it('a failing provider is 503, never a pass', async () => {
    down = true;
    const reply = await send('+4915140000013', 'good-token');
    down = false;
    expect(reply.status).toBe(503);
    expect(await reply.json()).toEqual({ message: 'the captcha check is unavailable: try again later' });
    await expect(
      hostedCaptcha({ verifyUrl: 'http://127.0.0.1:9/x', secret: 's', timeoutMs: 500 }).verify('t', {}),
    ).rejects.toThrow(/unreachable/);
  });

  it('has no challenge endpoint', async () => {
    expect((await fetch(`${h.base}/guest/v1/auth/captcha`)).status).toBe(404);
  });

  it('needs the secret when the URL is set', () => {
    expect(() => captchaFromEnv({ LOYALTY_CAPTCHA_VERIFY_URL: provider.url }, h.db, Date.now)).toThrow(StartupError);
    expect(() => captchaFromEnv({ ...cheapAltchaEnv, LOYALTY_ALTCHA_COST: '0' }, h.db, Date.now)).toThrow(/positive/);
  });
});
