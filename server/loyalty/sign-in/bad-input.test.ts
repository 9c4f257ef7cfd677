import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import { startSignInHarness, type SignInHarness } from './test-support/sign-in-harness.js';

let h: SignInHarness;

async function refusal(path: string, body: unknown): Promise<{ status: number; message: string }> {
  const reply = await h.post(path, body);
  const json = (await reply.json()) as { message: string };
  expect(Object.keys(json)).toEqual(['message']);
  return { status: reply.status, message: json.message };
}

describe.each(loyaltyEngines)('bad input on guest sign-in is 400 {message} naming the field (%s)', (engine) => {
  beforeAll(async () => {
    h = await startSignInHarness({ engine });
  });
  afterAll(() => h.close());

  it.each([
    ['/guest/v1/auth/sendsms', { phone: '8 999 123', captchaResponse: 'x' }, /^phone: /],
    ['/guest/v1/auth/sendsms', { phone: '+0123456789', captchaResponse: 'x' }, /^phone: /],
    ['/guest/v1/auth/sendsms', { phone: '+7 (999) 123-45', captchaResponse: 'x' }, /^phone: /],
    ['/guest/v1/auth/sendsms', { phone: '+4915112345678' }, /^captchaResponse: /],
    ['/guest/v1/auth/sendsms', { phone: '+4915112345678', captchaResponse: '' }, /^captchaResponse: must not be empty/],
    ['/guest/v1/auth/sendsms', { phone: 4915112345678, captchaResponse: 'x' }, /^phone: /],
    ['/guest/v1/auth/sendsms', { phone: '+4915112345678', captchaResponse: 'x', extra: 1 }, /unknown field\(s\) extra/],
    ['/guest/v1/auth/sendsms', { phone: '+4915112345678\u0000', captchaResponse: 'x' }, /^phone: must not contain/],
    ['/guest/v1/auth/sendsms', { phone: '+4915112345678', captchaResponse: 'x\ud800' }, /^captchaResponse: must not/],
    ['/guest/v1/auth/checksms', { phone: '+4915112345678' }, /^code: /],
    ['/guest/v1/auth/checksms', { phone: '+4915112345678', code: '12\u0000' }, /^code: must not contain/],
    ['/guest/v1/auth/checksms', { phone: '+4915112345678', code: 123456 }, /^code: /],
    ['/guest/v1/auth/checksms', { phone: '+4915112345678', code: '1'.repeat(33) }, /^code: must be at most 32/],
    ['/guest/v1/auth/refresh', { authToken: 'a', refreshToken: 'b' }, /^phone: /],
    ['/guest/v1/auth/refresh', { authToken: 'a', phone: '+4915112345678' }, /^refreshToken: /],
    ['/guest/v1/auth/refresh', [], /^body: /],
  ])('%s %j', async (path, body, message) => {
    const reply = await refusal(path, body);
    expect(reply.status).toBe(400);
    expect(reply.message).toMatch(message);
  });

  it('malformed JSON is 400', async () => {
    expect(await refusal('/guest/v1/auth/sendsms', '{"phone": ')).toEqual({
      status: 400,
      message: 'request body is not valid JSON',
    });
  });

  it('a body that is not JSON (content type) is 400 naming the body', async () => {
    const reply = await h.post('/guest/v1/auth/checksms', 'phone=1', {
      ApiKey: h.siteKey,
      'content-type': 'text/plain',
    });
    expect(reply.status).toBe(400);
    expect(((await reply.json()) as { message: string }).message).toMatch(/^body: /);
  });

  it('a body over 64 kB is 413, never a 500', async () => {
    const reply = await refusal('/guest/v1/auth/sendsms', {
      phone: '+4915112345678',
      captchaResponse: 'x'.repeat(1 << 20),
    });
    expect(reply.status).toBe(413);
  });

  it('the longest captcha answer the schema allows is under the body limit, even with every character escaped', async () => {
    const body = `{"phone":"+4915112345678","captchaResponse":"${'\\u0078'.repeat(8192)}"}`;
    expect(Buffer.byteLength(body)).toBeGreaterThan(48 * 1024);
    const reply = await refusal('/guest/v1/auth/sendsms', body);
    expect(reply.status).toBe(401);
  });

  it('a long captcha answer under the body limit is 400 naming the field', async () => {
    const reply = await refusal('/guest/v1/auth/sendsms', {
      phone: '+4915112345678',
      captchaResponse: 'x'.repeat(9000),
    });
    expect(reply).toEqual({ status: 400, message: 'captchaResponse: must be at most 8192 characters' });
  });

  it('an unknown /guest/v1 path is 404 with the guest error body', async () => {
    const reply = await refusal('/guest/v1/auth/nope', {});
    expect(reply.status).toBe(404);
  });

  it('no refusal writes anything', async () => {
    expect(await h.countRows('guest_sms_codes')).toBe(0);
    expect(await h.countRows('guest_tokens')).toBe(0);
  });

  it('a phone of a possible length in a range the metadata does not know yet is sent a code and signs in', async () => {
    const { token } = await h.signIn('+70000000001');
    expect(token).toBeTruthy();
    expect(await h.countRows('guest_tokens', '+70000000001')).toBe(1);
  });
});
