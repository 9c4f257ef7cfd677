import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  authPayXml,
  pendingPayment,
  postXml,
  settleXml,
  startTestBridge,
  tag,
  type TestBridge,
} from '../payments/test-support/station-driver.js';

let bridge: TestBridge;

beforeAll(async () => {
  bridge = await startTestBridge({ authpayTimeout: 1 });
});
afterAll(() => bridge.service.close());

describe('bad input on /authcall.xml: a described 4xx in plain text, the server keeps serving', () => {
  it.each([
    ['malformed XML', 'authpay', '<AuthPay version="4"><MyPay></AuthPay>', 400, /malformed XML at line 1/],
    [
      'wrong root',
      'authpay',
      '<ConfPay version="4"/>',
      400,
      /wrong root element <ConfPay>: authpay\.xml takes <AuthPay>/,
    ],
    ['missing version', 'authpay', '<AuthPay><SrcID cashguid="{X}"/></AuthPay>', 400, /version attribute/],
    ['undefined entity', 'authpay', authPayXml('{X}&nbsp;', 100), 400, /&nbsp; is not an XML entity/],
    ['forbidden character', 'getmenulist', '<GetMenuList version="2">&#1;</GetMenuList>', 400, /&#1; refers to/],
    [
      'a PI left open after the root',
      'doshift',
      '<DoShift version="1"/><?pi',
      400,
      /^malformed XML at line 1, column 27: /,
    ],
    [
      'a reserved name',
      'cancelpay',
      '<CancelPay version="2"><__proto__/></CancelPay>',
      400,
      /^malformed XML: .*__proto__/,
    ],
    ['a NUL character', 'authpay', authPayXml('{X}\u0000', 100), 400, /U\+0000 is not allowed in XML/],
    ['bad version', 'authpay', '<AuthPay version="four"><SrcID cashguid="{X}"/></AuthPay>', 400, /whole number/],
    [
      'missing myAmount',
      'authpay',
      '<AuthPay version="4"><SrcID cashguid="{X}"/><MyPay/></AuthPay>',
      400,
      /myAmount is missing/,
    ],
    ['non-numeric myAmount', 'authpay', authPayXml('{X}', '12.50'), 400, /whole number of hundredths; got "12.50"/],
    ['zero myAmount', 'authpay', authPayXml('{X}', '0'), 400, /from 1 to/],
    ['no station', 'authpay', '<AuthPay version="4"><MyPay myAmount="1"/></AuthPay>', 400, /SrcID with a cashguid/],
    ['unknown operation', 'refund', '<Refund version="1"/>', 404, /unknown operation: refund\.xml/],
    ['unknown auXML', 'confpay', settleXml('ConfPay', '{X}', 100, 'nope'), 409, /unknown transaction/],
    ['voidpay without auXML', 'voidpay', '<VoidPay version="4"><MyPay myAmount="1"/></VoidPay>', 400, /auXML/],
    [
      'entity bomb',
      'authpay',
      '<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;&a;">]><AuthPay version="4">&b;</AuthPay>',
      400,
      /DOCTYPE and ENTITY declarations are not allowed/,
    ],
    [
      'external entity',
      'authpay',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><AuthPay version="4">&e;</AuthPay>',
      400,
      /not allowed/,
    ],
  ])('%s', async (_name, op, body, status, message) => {
    const reply = await postXml(bridge.url, op, body);
    expect(reply.status).toBe(status);
    expect(reply.text).toMatch(message);
    expect(reply.text).not.toMatch(/\bat .*\.(ts|js):\d+/);
  });

  it('refuses a 20 MB body with 413 and keeps serving', async () => {
    const reply = await postXml(
      bridge.url,
      'authpay',
      `<AuthPay version="4">${'x'.repeat(20 * 1024 * 1024)}</AuthPay>`,
    );
    expect(reply.status).toBe(413);
    expect(reply.text).toBe('request body is too large');
    expect((await postXml(bridge.url, 'confpay', settleXml('ConfPay', '{X}', 1, 'none'))).status).toBe(409);
  });

  it('answers the reply with the server version whatever the request version, and 405 for GET', async () => {
    expect((await request(`${bridge.url}/authcall.xml/authpay.xml`)).statusCode).toBe(405);
  });
});

describe('the authpay timeout', () => {
  it('ends a held authpay with OpResult 0 and a DisplayT when nobody identifies the guest', async () => {
    const reply = await postXml(bridge.url, 'AUTHPAY', authPayXml('{T-1}', 100));
    expect(reply.status).toBe(200);
    expect(tag(reply.text, 'OpResult')).toBe('0');
    expect(tag(reply.text, 'PaymentSystem')).toBe('Tillbridge');
    expect(tag(reply.text, 'DisplayT')).toMatch(/No guest was identified within 1 s/);
    const old = await postXml(bridge.url, 'authpay', authPayXml('{T-1}', 100, 3));
    expect(old.status).toBe(409);
    expect(old.text).toMatch(/No guest was identified/);
  });
});

describe('the window API guard', () => {
  it('requires the token, the own Host and Origin, and gives the token only to same-origin requests', async () => {
    const url = `${bridge.url}/api/terminal/payments/pending`;
    expect((await fetch(url)).status).toBe(401);
    expect((await api(bridge, 'GET', '/payments/pending')).status).toBe(200);
    const foreign = await fetch(url, {
      headers: { 'x-tillbridge-token': bridge.token, origin: 'http://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const token = await fetch(`${bridge.url}/api/terminal/token`);
    expect(token.status).toBe(403);
    const sameOrigin = await fetch(`${bridge.url}/api/terminal/token`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(await sameOrigin.json()).toEqual({ token: bridge.token });
    const crossSite = await fetch(`${bridge.url}/api/terminal/token`, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
  });

  it('validates the cashier input with a 400 naming the problem', async () => {
    const reply = postXml(bridge.url, 'authpay', authPayXml('{G-1}', 100));
    const id = await pendingPayment(bridge, '{G-1}');
    const both = await api(bridge, 'POST', `/payments/${id}/identify`, { phone: '+79990000000', cardNumber: '1' });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ error: { code: '9004', message: expect.stringMatching(/exactly one/) } });
    const badCode = await api(bridge, 'POST', `/payments/${id}/identify`, { paymentCode: '12' });
    expect(badCode.status).toBe(400);
    await api(bridge, 'POST', `/payments/${id}/decline`, {});
    expect(tag((await reply).text, 'OpResult')).toBe('0');
  });
});
