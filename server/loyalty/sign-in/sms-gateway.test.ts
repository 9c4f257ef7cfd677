import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StartupError } from '../../errors/startup-error.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import { startFakeHttpServer, type FakeHttpServer } from './test-support/fake-http-server.js';
import { cheapAltchaEnv, startSignInHarness, type SignInHarness } from './test-support/sign-in-harness.js';
import { smsSenderFromEnv } from './sign-in-config.js';
import { gatewaySmsSender } from './sms/gateway-sms-sender.js';
import type { SmsSendError } from './sms/sms-sender.js';

interface Received {
  body: { to: string; text: string; meta: { sender: string } };
  authorization: string | undefined;
}

let gateway: FakeHttpServer;
let h: SignInHarness;
let mode: 'ok' | 'refuse' | 'slow' = 'ok';
const received: Received[] = [];

beforeAll(async () => {
  gateway = await startFakeHttpServer('/sms', (req, res) => {
    if (mode === 'refuse') return void res.status(500).json({ error: 'no credit' });
    received.push({ body: req.body as Received['body'], authorization: req.get('authorization') });
    if (mode === 'slow') return void setTimeout(() => res.json({ queued: true }), 1_000);
    res.json({ queued: true });
  });
});
afterAll(() => gateway.close());
beforeEach(() => {
  mode = 'ok';
});

async function send(phone: string): Promise<Response> {
  return h.post('/guest/v1/auth/sendsms', { phone, captchaResponse: await h.solveCaptcha() });
}

function codeSentTo(phone: string): string {
  const message = received.filter((r) => r.body.to === phone).at(-1);
  const code = /Your code is (\d{6})$/.exec(message?.body.text ?? '')?.[1];
  if (!code) throw new Error(`the gateway got no code for ${phone}`);
  return code;
}

describe.each(loyaltyEngines)('HTTP SMS gateway sender (%s)', (engine) => {
  beforeAll(async () => {
    h = await startSignInHarness({
      engine,
      env: {
        ...cheapAltchaEnv,
        LOYALTY_SMS_GATEWAY_URL: gateway.url,
        LOYALTY_SMS_GATEWAY_TEMPLATE:
          '{"to":"{{phone}}","text":"Your code is {{code}}","meta":{"sender":"Tillbridge"}}',
        LOYALTY_SMS_GATEWAY_AUTHORIZATION: 'Bearer gateway-secret',
        LOYALTY_SMS_GATEWAY_TIMEOUT_MS: '300',
      },
    });
  });
  afterAll(() => h.close());

  it('posts the filled template with the Authorization header, and the code it carries signs in', async () => {
    const phone = '+4915130000001';
    expect((await send(phone)).status).toBe(200);
    const last = received.at(-1);
    expect(last?.authorization).toBe('Bearer gateway-secret');
    expect(last?.body).toEqual({
      to: phone,
      text: expect.stringMatching(/^Your code is \d{6}$/),
      meta: { sender: 'Tillbridge' },
    });
    expect((await h.post('/guest/v1/auth/checksms', { phone, code: codeSentTo(phone) })).status).toBe(200);
  });

  it('a refusing gateway is 502; the code is not consumed, so the guest may retry at once', async () => {
    const phone = '+4915130000002';
    mode = 'refuse';
    const failed = await send(phone);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ message: 'the SMS could not be sent: try again later' });
    mode = 'ok';
    expect((await send(phone)).status).toBe(200);
  });

  it('a failed resend keeps the earlier code valid and the earlier resend wait', async () => {
    const phone = '+4915130000003';
    await send(phone);
    const first = codeSentTo(phone);
    h.advance(61);
    mode = 'refuse';
    expect((await send(phone)).status).toBe(502);
    expect((await h.post('/guest/v1/auth/checksms', { phone, code: first })).status).toBe(200);
  });

  it('a gateway slower than the timeout is 503 and leaves no code behind', async () => {
    const phone = '+4915130000004';
    mode = 'slow';
    const slow = await send(phone);
    expect(slow.status).toBe(503);
    expect(await h.countRows('guest_sms_codes', phone)).toBe(0);
  });

  it('an unreachable gateway is SmsSendError 503', async () => {
    const sender = gatewaySmsSender({ url: 'http://127.0.0.1:9/sms', template: '{}', timeoutMs: 1_000 });
    await expect(sender.send({ phone: '+4915130000005', code: '123456', text: 'x' })).rejects.toMatchObject({
      name: 'SmsSendError',
      status: 503,
    } satisfies Partial<SmsSendError>);
  });

  it('a template that is not JSON stops start-up with a readable error', () => {
    const env = { LOYALTY_SMS_GATEWAY_URL: gateway.url, LOYALTY_SMS_GATEWAY_TEMPLATE: '{"to": {{phone}}' };
    expect(() => smsSenderFromEnv(env, h.dataDir, Date.now)).toThrow(StartupError);
    expect(() => smsSenderFromEnv(env, h.dataDir, Date.now)).toThrow(/LOYALTY_SMS_GATEWAY_TEMPLATE is not valid JSON/);
    expect(() => smsSenderFromEnv({ LOYALTY_SMS_GATEWAY_URL: 'ftp://x' }, h.dataDir, Date.now)).toThrow(
      /http\(s\) URL/,
    );
  });
});
