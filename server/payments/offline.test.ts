import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../e2e/headless-server.js';
import {
  api,
  authPayXml,
  pendingPayment,
  postXml,
  startTestBridge,
  tag,
  type TestBridge,
} from './test-support/station-driver.js';

let bridge: TestBridge;

beforeAll(async () => {
  bridge = await startTestBridge({ loyaltyUrl: `http://127.0.0.1:${await freePort()}`, apiKey: 'k', venue: 'v' });
});
afterAll(() => bridge.service.close());

describe('hosted loyalty service down', () => {
  it('declines authpay with a clear DisplayT (version 4) or 503 (below 4), nothing charged', async () => {
    const reply = postXml(bridge.url, 'authpay', authPayXml('{OFF}', 1000));
    const id = await pendingPayment(bridge, '{OFF}');
    const identified = await api(bridge, 'POST', `/payments/${id}/identify`, { phone: '+79990003333' });
    expect(identified.body.state).toBe('failed');
    const answered = await reply;
    expect(tag(answered.text, 'OpResult')).toBe('0');
    expect(tag(answered.text, 'DisplayT')).toMatch(/Loyalty service unavailable \(unreachable\): nothing was charged/);

    const old = postXml(bridge.url, 'authpay', authPayXml('{OFF}', 1000, 3));
    const oldId = await pendingPayment(bridge, '{OFF}');
    await api(bridge, 'POST', `/payments/${oldId}/identify`, { cardNumber: '1234' });
    expect((await old).status).toBe(503);
    const sync = await api(bridge, 'GET', '/sync');
    expect(sync.body).toMatchObject({ pending: 0, dead: 0 });
  });
});
