import { afterEach, describe, expect, it } from 'vitest';
import { createApiKey } from '../api-keys/api-key-store.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import { startSignInHarness, type SignInHarness, type SignInHarnessOptions } from './test-support/sign-in-harness.js';
import { SmsSendError } from './sms/sms-sender.js';

let h: SignInHarness;

async function send(phone: string, headers?: Record<string, string>, answer?: string): Promise<Response> {
  return h.post('/guest/v1/auth/sendsms', { phone, captchaResponse: answer ?? (await h.solveCaptcha()) }, headers);
}

const check = (phone: string, code: string) => h.post('/guest/v1/auth/checksms', { phone, code });

/** A 429's wait, read from both its Retry-After header and its `{message}` body, which must agree. */
async function refusedFor(reply: Response, message: string): Promise<number> {
  expect(reply.status).toBe(429);
  const body = (await reply.json()) as { message: string };
  expect(Object.keys(body)).toEqual(['message']);
  const retryAfter = Number(reply.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter) && retryAfter > 0).toBe(true);
  expect(body.message).toBe(`${message}: try again in ${retryAfter} s`);
  return retryAfter;
}

const toPhone = 'too many codes were sent to this phone';
const fromAddress = 'too many codes were requested from this address';
const wrongCodes = 'too many wrong codes for this phone';

describe.each(loyaltyEngines)('sign-in limits (%s)', (engine) => {
  const start = (options: SignInHarnessOptions = {}) => startSignInHarness({ engine, ...options });
  afterEach(() => h.close());

  describe('SMS codes per phone (default 5 an hour)', () => {
    it('sends 5 codes within the hour, refuses the 6th with 429 through any site key, and sends again once the first leaves the hour', async () => {
      h = await start();
      const phone = '+4915150000001';
      for (let i = 0; i < 5; i++) {
        expect((await send(phone)).status).toBe(200);
        h.advance(60);
      }
      expect(await refusedFor(await send(phone), toPhone)).toBe(3600 - 5 * 60);
      const otherSite = await h.configure((q) =>
        createApiKey(q, { label: 'other', kind: 'site', siteDomain: 'other.example.com', networks: ['net'] }),
      );
      await refusedFor(await send(phone, { ApiKey: otherSite.rawKey }), toPhone);
      h.advance(3600 - 5 * 60 - 1);
      expect(await refusedFor(await send(phone), toPhone)).toBe(1);
      h.advance(1);
      expect((await send(phone)).status).toBe(200);
    });

    it('counts only codes handed to the SMS sender: failed sends use up nothing', async () => {
      let failing = true;
      h = await start({
        sms: {
          kind: 'test',
          send: async () => {
            if (failing) throw new SmsSendError(503, 'gateway down');
          },
        },
      });
      const phone = '+4915150000002';
      for (let i = 0; i < 7; i++) expect((await send(phone)).status).toBe(503);
      failing = false;
      for (let i = 0; i < 5; i++) {
        expect((await send(phone)).status).toBe(200);
        h.advance(60);
      }
      await refusedFor(await send(phone), toPhone);
    });

    it('keeps its counts in the database: a restarted service still refuses', async () => {
      h = await start({ settings: { smsPerPhone: 1 } });
      const phone = '+4915150000003';
      expect((await send(phone)).status).toBe(200);
      await h.restart();
      h.advance(60);
      expect(await refusedFor(await send(phone), toPhone)).toBe(3600 - 60);
    });
  });

  describe('SMS codes per client address (default 10 an hour)', () => {
    it('sends codes to 10 phones from one address, refuses the 11th before its captcha is checked', async () => {
      h = await start();
      for (let i = 0; i < 10; i++) expect((await send(`+49151600000${10 + i}`)).status).toBe(200);
      h.advance(3590);
      const answer = await h.solveCaptcha();
      expect(await refusedFor(await send('+4915160000099', undefined, answer), fromAddress)).toBe(10);
      /** The refused send did not spend its captcha answer: it works once the hour has passed. */
      h.advance(10);
      expect((await send('+4915160000099', undefined, answer)).status).toBe(200);
    });

    it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
      h = await start({ settings: { smsPerAddress: 2 } });
      const spoofed = (n: number) => ({ ApiKey: h.siteKey, 'x-forwarded-for': `198.51.100.${n}` });
      expect((await send('+4915160000101', spoofed(1))).status).toBe(200);
      expect((await send('+4915160000102', spoofed(2))).status).toBe(200);
      await refusedFor(await send('+4915160000103', spoofed(3)), fromAddress);
    });

    it('counts each client behind a trusted proxy by the address the proxy appended', async () => {
      h = await start({ settings: { smsPerAddress: 2, trustedProxies: ['127.0.0.1'] } });
      const client = (address: string) => ({ ApiKey: h.siteKey, 'x-forwarded-for': `10.9.9.9, ${address}` });
      expect((await send('+4915160000201', client('198.51.100.1'))).status).toBe(200);
      expect((await send('+4915160000202', client('198.51.100.1'))).status).toBe(200);
      await refusedFor(await send('+4915160000203', client('198.51.100.1')), fromAddress);
      expect((await send('+4915160000204', client('198.51.100.2'))).status).toBe(200);
    });
  });

  describe('wrong code checks per phone (default 10 an hour)', () => {
    it('stops guessing across rotating codes: after 10 wrong codes even the right one is 429 until the hour passes', async () => {
      h = await start();
      const phone = '+4915170000001';
      const guess = (code: string) => (code === '000000' ? '000001' : '000000');
      for (let round = 0; round < 2; round++) {
        expect((await send(phone)).status).toBe(200);
        const code = await h.lastCode(phone);
        for (let i = 0; i < 5; i++) expect((await check(phone, guess(code))).status).toBe(401);
        h.advance(60);
      }
      expect((await send(phone)).status).toBe(200);
      const code = await h.lastCode(phone);
      expect(await refusedFor(await check(phone, code), wrongCodes)).toBe(3600 - 120);
      h.advance(3600 - 120);
      expect((await check(phone, code)).status).toBe(401);
      expect((await send(phone)).status).toBe(200);
      expect((await check(phone, await h.lastCode(phone))).status).toBe(200);
    });

    it('does not count right codes or checks of other phones', async () => {
      h = await start({ settings: { wrongChecksPerPhone: 1 } });
      await h.signIn('+4915170000002');
      await h.signIn('+4915170000002');
      expect((await send('+4915170000003')).status).toBe(200);
      expect((await check('+4915170000003', '123')).status).toBe(401);
      await refusedFor(await check('+4915170000003', '124'), wrongCodes);
      await h.signIn('+4915170000002');
    });
  });

  describe('exact when requests race', () => {
    it('of sends racing from one address over its limit, exactly the limit pass', async () => {
      h = await start({ settings: { smsPerAddress: 2 } });
      const answers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => h.solveCaptcha()));
      await h.warmUp();
      const replies = await Promise.all(answers.map((answer, i) => send(`+491516000030${i}`, undefined, answer)));
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 429, 429, 429, 429]);
    });

    it('of wrong codes racing for one phone, exactly the limit count', async () => {
      h = await start({ settings: { wrongChecksPerPhone: 3 } });
      const phone = '+4915170000009';
      expect((await send(phone)).status).toBe(200);
      const wrong = (await h.lastCode(phone)) === '000000' ? '000001' : '000000';
      await h.warmUp();
      const replies = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(() => check(phone, wrong)));
      expect(replies.map((reply) => reply.status).sort()).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
    });
  });
});
