import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveGuest } from '../guest-store/guest-store.js';
import { resolveOrganization } from '../organizations/organization-store.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import { startSignInHarness, type AuthResult, type SignInHarness } from './test-support/sign-in-harness.js';
import { readOutbox } from './sms/outbox-sms-sender.js';

let h: SignInHarness;
const phone = '+4915112345678';

const profileStatus = async (token: string) =>
  (await h.post('/guest/v1/profile', {}, { ApiKey: h.siteKey, Authorization: `Bearer ${token}` })).status;

const signIn = (forPhone: string) => h.signIn(forPhone);

describe.each(loyaltyEngines)('guest sign-in flow over HTTP (%s)', (engine) => {
  beforeAll(async () => {
    h = await startSignInHarness({ engine });
    const venue = await resolveOrganization(h.db, h.db.query, { type: 'posObjectId', id: 'v1' });
    if (!venue) throw new Error('no venue v1');
    await h.db.write((q) => saveGuest(q, venue.scopeId, { phone, firstName: 'Anna' }, new Date().toISOString()));
  });
  afterAll(() => h.close());

  it('captcha → sendsms → outbox → checksms → use the token → refresh → reused refresh is 401 and revokes the sign-in', async () => {
    const challenge = await fetch(`${h.base}/guest/v1/auth/captcha`);
    expect(challenge.status).toBe(200);
    expect(challenge.headers.get('cache-control')).toBe('no-store');
    const sent = await h.post('/guest/v1/auth/sendsms', { phone, captchaResponse: await h.solveCaptcha() });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ nextAttemptSecondsTtl: 60 });

    const outbox = await readOutbox(h.dataDir);
    expect(outbox.at(-1)).toMatchObject({ phone, text: expect.stringContaining(outbox.at(-1)?.code ?? '?') });
    const code = await h.lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);

    const checked = await h.post('/guest/v1/auth/checksms', { phone, code });
    expect(checked.status).toBe(200);
    const first = (await checked.json()) as AuthResult;
    expect(first.aliveSecondsTtl).toBe(3600);
    expect(first.token).toMatch(/^[\w-]{43}$/);
    expect(first.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(first.token).not.toBe(first.refreshToken);

    expect(await profileStatus(first.token)).toBe(200);

    const again = await h.post('/guest/v1/auth/checksms', { phone, code });
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ message: expect.stringContaining('no code') });

    const refreshed = await h.post('/guest/v1/auth/refresh', {
      authToken: first.token,
      refreshToken: first.refreshToken,
      phone,
    });
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as AuthResult;
    expect(second.token).not.toBe(first.token);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(await profileStatus(first.token)).toBe(401);
    expect(await profileStatus(second.token)).toBe(200);

    const reused = await h.post('/guest/v1/auth/refresh', {
      authToken: first.token,
      refreshToken: first.refreshToken,
      phone,
    });
    expect(reused.status).toBe(401);
    expect(((await reused.json()) as { message: string }).message).toMatch(/already used/);
    expect(await profileStatus(second.token)).toBe(401);

    const afterTheft = await h.post('/guest/v1/auth/refresh', {
      authToken: second.token,
      refreshToken: second.refreshToken,
      phone,
    });
    expect(afterTheft.status).toBe(401);
  });

  it('stores codes and tokens only as sha256 hashes', async () => {
    const pair = await signIn('+4915112340000');
    const tokens = await h.db.query.selectFrom('guest_tokens').selectAll().execute();
    const dump = JSON.stringify([await h.db.query.selectFrom('guest_sms_codes').selectAll().execute(), tokens]);
    expect(dump).not.toContain(pair.token);
    expect(dump).not.toContain(pair.refreshToken);
    expect(dump).not.toContain(`"${await h.lastCode('+4915112340000')}"`);
    for (const row of tokens) {
      expect(row.access_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.refresh_hash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('signing out kills the sign-in: its token and its refresh are refused, and a second sign-out changes nothing', async () => {
    const pair = await signIn(phone);
    expect(await profileStatus(pair.token)).toBe(200);
    const out = await h.post('/guest/v1/auth/logout', { refreshToken: pair.refreshToken });
    expect(out.status).toBe(200);
    expect(await profileStatus(pair.token)).toBe(401);
    const renewed = await h.post('/guest/v1/auth/refresh', {
      authToken: pair.token,
      refreshToken: pair.refreshToken,
      phone,
    });
    expect(renewed.status).toBe(401);
    expect((await h.post('/guest/v1/auth/logout', { refreshToken: pair.refreshToken })).status).toBe(200);
    expect((await h.post('/guest/v1/auth/logout', { refreshToken: '' })).status).toBe(400);
  });

  it('refuses a refresh whose phone or authorization token does not match the pair', async () => {
    const pair = await signIn('+4915112341111');
    const wrongPhone = await h.post('/guest/v1/auth/refresh', {
      authToken: pair.token,
      refreshToken: pair.refreshToken,
      phone: '+4915112342222',
    });
    expect(wrongPhone.status).toBe(401);
    const wrongToken = await h.post('/guest/v1/auth/refresh', {
      authToken: 'x'.repeat(43),
      refreshToken: pair.refreshToken,
      phone: '+4915112341111',
    });
    expect(wrongToken.status).toBe(401);
    const unknown = await h.post('/guest/v1/auth/refresh', {
      authToken: pair.token,
      refreshToken: 'y'.repeat(43),
      phone: '+4915112341111',
    });
    expect(unknown.status).toBe(401);
    const right = await h.post('/guest/v1/auth/refresh', {
      authToken: pair.token,
      refreshToken: pair.refreshToken,
      phone: '+4915112341111',
    });
    expect(right.status).toBe(200);
  });

  it('of several refreshes racing with one pair, one rotates it and the others revoke the sign-in as reused', async () => {
    const pair = await signIn('+4915112344444');
    const body = { authToken: pair.token, refreshToken: pair.refreshToken, phone: '+4915112344444' };
    await h.warmUp();
    const replies = await Promise.all([1, 2, 3, 4].map(() => h.post('/guest/v1/auth/refresh', body)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 401, 401, 401]);
    const winner = (await replies.find((reply) => reply.status === 200)?.json()) as AuthResult;
    expect(await profileStatus(winner.token)).toBe(401);
  });

  it('refreshes after the authorization token expired, but not after the refresh token expired', async () => {
    const pair = await signIn('+4915112343333');
    h.advance(3601);
    const late = await h.post('/guest/v1/auth/refresh', {
      authToken: pair.token,
      refreshToken: pair.refreshToken,
      phone: '+4915112343333',
    });
    expect(late.status).toBe(200);
    const next = (await late.json()) as AuthResult;
    h.advance(31 * 24 * 3600);
    const tooLate = await h.post('/guest/v1/auth/refresh', {
      authToken: next.token,
      refreshToken: next.refreshToken,
      phone: '+4915112343333',
    });
    expect(tooLate.status).toBe(401);
  });
});
