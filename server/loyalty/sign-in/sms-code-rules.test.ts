import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import { startSignInHarness, type SignInHarness } from './test-support/sign-in-harness.js';

let h: SignInHarness;

async function send(phone: string): Promise<Response> {
  return h.post('/guest/v1/auth/sendsms', { phone, captchaResponse: await h.solveCaptcha() });
}

async function check(phone: string, code: string): Promise<Response> {
  return h.post('/guest/v1/auth/checksms', { phone, code });
}

function wrongCodeFor(code: string): string {
  return code === '000000' ? '000001' : '000000';
}

describe.each(loyaltyEngines)('SMS code rules (%s)', (engine) => {
  /** Every test here sends from 127.0.0.1; the address limit has its own tests (sign-in-limits.test.ts). */
  beforeAll(async () => {
    h = await startSignInHarness({ engine, settings: { smsPerAddress: 100 } });
  });
  afterAll(() => h.close());

  it('refuses a repeat send before nextAttemptSecondsTtl with 422, and allows it afterwards', async () => {
    const phone = '+4915110000001';
    expect((await send(phone)).status).toBe(200);
    h.advance(30);
    const early = await send(phone);
    expect(early.status).toBe(422);
    expect(await early.json()).toEqual({ message: expect.stringMatching(/try again in 30 s/) });
    h.advance(30);
    expect((await send(phone)).status).toBe(200);
  });

  it('a new code replaces the old one', async () => {
    const phone = '+4915110000002';
    await send(phone);
    const old = await h.lastCode(phone);
    h.advance(60);
    await send(phone);
    const fresh = await h.lastCode(phone);
    if (fresh !== old) expect((await check(phone, old)).status).toBe(401);
    expect((await check(phone, fresh)).status).toBe(200);
  });

  it('a code expires after 5 minutes', async () => {
    const phone = '+4915110000003';
    await send(phone);
    const code = await h.lastCode(phone);
    h.advance(301);
    const late = await check(phone, code);
    expect(late.status).toBe(401);
    expect(await late.json()).toEqual({ message: 'the code has expired: request a new one' });
  });

  it('a code still works just before it expires', async () => {
    const phone = '+4915110000004';
    await send(phone);
    h.advance(299);
    expect((await check(phone, await h.lastCode(phone))).status).toBe(200);
  });

  it('allows 5 checks per code: 4 wrong then the right one passes', async () => {
    const phone = '+4915110000005';
    await send(phone);
    const code = await h.lastCode(phone);
    for (let i = 0; i < 4; i++) {
      const wrong = await check(phone, wrongCodeFor(code));
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({ message: 'the code is wrong' });
    }
    expect((await check(phone, code)).status).toBe(200);
  });

  it('after 5 wrong checks the code is dead, even the right one is 401, until a new code is sent', async () => {
    const phone = '+4915110000006';
    await send(phone);
    const code = await h.lastCode(phone);
    for (let i = 0; i < 5; i++) expect((await check(phone, wrongCodeFor(code))).status).toBe(401);
    const dead = await check(phone, code);
    expect(dead.status).toBe(401);
    expect(await dead.json()).toEqual({ message: 'too many wrong codes: request a new one' });
    h.advance(60);
    await send(phone);
    expect((await check(phone, await h.lastCode(phone))).status).toBe(200);
  });

  it('of several checks racing with the right code, one signs in and the others find the code spent', async () => {
    const phone = '+4915110000009';
    await send(phone);
    const code = await h.lastCode(phone);
    await h.warmUp();
    const replies = await Promise.all([1, 2, 3, 4].map(() => check(phone, code)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 401, 401, 401]);
    expect(await h.countRows('guest_tokens', phone)).toBe(1);
  });

  it('of resends racing for one phone, one sends and the others wait', async () => {
    const phone = '+4915110000019';
    const answers = await Promise.all([1, 2, 3].map(() => h.solveCaptcha()));
    await h.warmUp();
    const replies = await Promise.all(
      answers.map((captchaResponse) => h.post('/guest/v1/auth/sendsms', { phone, captchaResponse })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 422, 422]);
  });

  it('a code is bound to its phone and to the site key it was sent through', async () => {
    const phone = '+4915110000007';
    await send(phone);
    const code = await h.lastCode(phone);
    expect((await check('+4915110000008', code)).status).toBe(401);
    expect((await check(phone, code)).status).toBe(200);
  });

  it('6-digit codes are spread over the whole range', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const phone = `+491511100001${i}`;
      await send(phone);
      codes.add(await h.lastCode(phone));
    }
    expect(codes.size).toBeGreaterThan(6);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
  });
});
