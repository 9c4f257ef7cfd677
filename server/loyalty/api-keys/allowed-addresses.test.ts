import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createLoginKey, gentoken } from '../test-support/b2b-login.js';
import {
  errorCode,
  guestId,
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import { setKeyAddresses } from './key-login-store.js';

/** The services listen on 127.0.0.1, so that is every test request's socket address. */
describe.each(loyaltyEngines)('%s', (engine) => {
  let direct: LoyaltyTestServer;
  let proxied: LoyaltyTestServer;
  beforeAll(async () => {
    [direct, proxied] = await Promise.all([
      startLoyaltyTestServer({ engine }),
      startLoyaltyTestServer({ engine, trustedProxies: ['127.0.0.1'] }),
    ]);
    for (const s of [direct, proxied])
      ok(await s.post('/guests/save', { organization: org(), guest: { phone: '+79990000001' } }));
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  const get = { organization: org(), guest: guestId('+79990000001') };
  const password = 'correct horse 1';

  describe('a key restricted to 10.0.0.0/8', () => {
    it('is 403 from 127.0.0.1 before the body or a token is read, on gentoken too', async () => {
      const { rawKey } = await createLoginKey(direct, { label: 'ten', password, allowedAddresses: ['10.0.0.0/8'] });
      for (const body of [get, '{oops']) {
        const reply = await direct.post('/guests/get', body, rawKey);
        expect(reply.status).toBe(403);
        expect(reply.body).toEqual({
          error: { code: '9006', message: 'this ApiKey may not be used from 127.0.0.1' },
        });
      }
      for (const body of [{ password }, '{oops'])
        expect(errorCode(await gentoken(direct.url, rawKey, body))).toBe('9006');
      expect(errorCode(await direct.post('/guests/get', get, 'unknown key'))).toBe('9001');
    });

    it('ignores X-Forwarded-For unless the socket is a trusted proxy', async () => {
      const { rawKey } = await createLoginKey(direct, { label: 'spoofed', allowedAddresses: ['10.0.0.0/8'] });
      const reply = await direct.post('/guests/get', get, rawKey, { 'X-Forwarded-For': '10.1.2.3' });
      expect(reply.status).toBe(403);
    });

    it('behind a trusted proxy goes by the hop before it in X-Forwarded-For', async () => {
      const { rawKey } = await createLoginKey(proxied, {
        label: 'proxied',
        password,
        allowedAddresses: ['10.0.0.0/8'],
      });
      const from = (forwardedFor?: string): Record<string, string> =>
        forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {};
      const { token } = ok(await gentoken(proxied.url, rawKey, { password }, from('10.1.2.3')));
      ok(await proxied.post('/guests/get', get, rawKey, { ...bearer(token), ...from('10.1.2.3') }));
      ok(await proxied.post('/guests/get', get, rawKey, { ...bearer(token), ...from('192.0.2.1, 10.1.2.3') }));
      for (const forwardedFor of ['10.1.2.3, 192.0.2.1', undefined]) {
        const reply = await proxied.post('/guests/get', get, rawKey, { ...bearer(token), ...from(forwardedFor) });
        expect(reply.status, String(forwardedFor)).toBe(403);
      }
    });
  });

  it('passes a client inside the list: a CIDR, a lone address, IPv6 beside IPv4', async () => {
    for (const allowedAddresses of [['127.0.0.0/8'], ['::1/128', '127.0.0.1/32']]) {
      const { rawKey } = await createLoginKey(direct, { label: allowedAddresses.join(), allowedAddresses });
      ok(await direct.post('/guests/get', get, rawKey));
    }
  });

  it('a new list applies at once, and lifting it lets any address in', async () => {
    const { rawKey, id } = await createLoginKey(direct, { label: 'moved', allowedAddresses: ['127.0.0.1/32'] });
    ok(await direct.post('/guests/get', get, rawKey));
    await direct.db.write((q) => setKeyAddresses(q, id, ['192.0.2.0/24']));
    direct.db.configChanged();
    expect((await direct.post('/guests/get', get, rawKey)).status).toBe(403);
    await direct.db.write((q) => setKeyAddresses(q, id, null));
    direct.db.configChanged();
    ok(await direct.post('/guests/get', get, rawKey));
  });
});
