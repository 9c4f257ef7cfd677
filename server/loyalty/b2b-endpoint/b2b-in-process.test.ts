import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeAddressEntry } from '../api-keys/address-list.js';
import { createApiKey } from '../api-keys/api-key-store.js';
import { loyaltyService } from '../loyalty-router.js';
import { guestId, org, startLoyaltyTestServer, type LoyaltyTestServer } from '../test-support/loyalty-test-server.js';
import type { InProcessB2b } from './b2b-in-process.js';

/** The embedded service called in the bridge's process answers exactly as it answers over HTTP. */
describe('b2b endpoints in process', () => {
  let s: LoyaltyTestServer;
  let call: InProcessB2b;
  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine: 'sqlite' });
    call = loyaltyService({ db: s.db, logger: pino({ level: 'silent' }), dataDir: s.dir, clock: Date.now }).inProcess;
  });
  afterAll(() => s?.close());

  const inProcess = async (path: string, body: object, apiKey: string | null = s.apiKey) => {
    const answer = await call(`/b2b/v1/loyalty${path}`, apiKey === null ? {} : { ApiKey: apiKey }, body);
    if (!answer) throw new Error(`${path} is not served in process`);
    return { status: answer.status, body: JSON.parse(answer.text) as unknown };
  };
  const overHttp = async (path: string, body: object, apiKey: string | null = s.apiKey) => {
    const reply = await s.post(path, body, apiKey);
    return { status: reply.status, body: reply.body as unknown };
  };

  it('answers reads and writes as HTTP does', async () => {
    const saved = await inProcess('/guests/save', { organization: org(), guest: { phone: '+79990000101' } });
    expect(saved.status).toBe(200);
    const get = { organization: org(), guest: guestId('+79990000101') };
    expect(await inProcess('/guests/get', get)).toEqual(await overHttp('/guests/get', get));
    const wallet = { organization: org(), guest: guestId('+79990000101') };
    expect(await inProcess('/guests/getWallet', wallet)).toEqual(await overHttp('/guests/getWallet', wallet));
  });

  it('refuses as HTTP does: no key, an unknown key, a bad body, an unknown order', async () => {
    const body = { organization: org(), guest: guestId('+79990000102') };
    for (const [path, payload, key] of [
      ['/guests/get', body, null],
      ['/guests/get', body, 'not-a-key'],
      ['/guests/get', { organization: org(), guest: { type: 'phone' } }, s.apiKey],
      ['/guests/get', body, s.apiKey],
      ['/orders/close', { organization: org(), id: 'no-such-order', closedAt: '2026-11-29T10:00:00Z' }, s.apiKey],
    ] as const) {
      const expected = await overHttp(path, payload, key);
      expect(expected.status).toBeGreaterThanOrEqual(400);
      expect(await inProcess(path, payload, key)).toEqual(expected);
    }
  });

  it('checks the key as HTTP does: its addresses (the bridge calls from this machine) and its password', async () => {
    const { elsewhere, withPassword } = await s.db.write(async (q) => ({
      elsewhere: (
        await createApiKey(q, {
          label: 'far',
          kind: 'b2b',
          venues: ['solo'],
          allowedAddresses: [normalizeAddressEntry('10.0.0.1')!],
        })
      ).rawKey,
      withPassword: (
        await createApiKey(q, { label: 'locked', kind: 'b2b', venues: ['solo'], passwordHash: 'scrypt$x$y' })
      ).rawKey,
    }));
    s.db.configChanged();
    const body = { organization: org('solo'), guest: guestId('+79990000103') };
    const far = await inProcess('/guests/get', body, elsewhere);
    expect(far.status).toBe(403);
    expect(far.body).toMatchObject({ error: { message: 'this ApiKey may not be used from 127.0.0.1' } });
    expect(await inProcess('/guests/get', body, withPassword)).toEqual(
      await overHttp('/guests/get', body, withPassword),
    );
  });

  it('leaves to HTTP what it does not serve: a streamed answer, the token endpoint, other paths', () => {
    const body = { organization: org(), guest: guestId('+79990000101') };
    expect(call('/b2b/v1/loyalty/guests/getBonusHistory', { ApiKey: s.apiKey }, body)).toBeUndefined();
    expect(call('/b2b/v1/auth/gentoken', { ApiKey: s.apiKey }, { password: 'x' })).toBeUndefined();
    expect(call('/b2b/v1/loyalty/guests/nope', { ApiKey: s.apiKey }, body)).toBeUndefined();
  });
});
