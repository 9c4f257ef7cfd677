import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, gentoken } from '../test-support/b2b-login.js';
import {
  errorCode,
  guestId,
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../test-support/loyalty-test-server.js';
import { loyaltyEngines } from '../test-support/test-loyalty-db.js';
import { applyBootstrap, readBootstrap } from './apply-bootstrap.js';

const rawKey = 'till-key-0123456789';

/** A bootstrap file with the key `till` of network `net` (which the test server has), and `extra` on its entry. */
function tillKey(extra: string): string {
  return `apiKeys:\n  - { label: till, key: ${rawKey}, networks: [net]${extra} }\n`;
}

describe.each(loyaltyEngines)('%s', (engine) => {
  let s: LoyaltyTestServer;
  beforeAll(async () => {
    s = await startLoyaltyTestServer({ engine });
    ok(await s.post('/guests/save', { organization: org(), guest: { phone: '+79990000001' } }));
  });
  afterAll(() => s?.close());

  const get = { organization: org(), guest: guestId('+79990000001') };

  /** Writes the file and applies it to the test server's database, as `--bootstrap` does at start. */
  async function bootstrap(text: string): Promise<void> {
    const file = path.join(s.dir, 'boot.yaml');
    fs.writeFileSync(file, text);
    await applyBootstrap(s.db, readBootstrap(file));
  }

  const storedHash = async () =>
    (
      await s.db.query
        .selectFrom('api_keys')
        .select('password_hash')
        .where('label', '=', 'till')
        .executeTakeFirstOrThrow()
    ).password_hash;

  it('sets a password once: the same file again keeps it and its tokens, a changed one replaces them', async () => {
    await bootstrap(tillKey(', password: first-password'));
    const { token } = ok(await gentoken(s.url, rawKey, { password: 'first-password' }));
    const hash = await storedHash();
    expect(hash).toMatch(/^scrypt\$/);

    await bootstrap(tillKey(', password: first-password'));
    expect(await storedHash()).toBe(hash);
    ok(await s.post('/guests/get', get, rawKey, bearer(token)));

    await bootstrap(tillKey(', password: second-password'));
    expect(errorCode(await s.post('/guests/get', get, rawKey, bearer(token)))).toBe('9002');
    expect(errorCode(await gentoken(s.url, rawKey, { password: 'first-password' }))).toBe('9005');
    const renewed = ok(await gentoken(s.url, rawKey, { password: 'second-password' }));
    ok(await s.post('/guests/get', get, rawKey, bearer(renewed.token)));

    await bootstrap(tillKey(''));
    ok(await s.post('/guests/get', get, rawKey, bearer(renewed.token)));
    await bootstrap(tillKey(', password: null'));
    ok(await s.post('/guests/get', get, rawKey));
  });

  it('sets allowedAddresses as given, keeps them when absent, and null allows any address', async () => {
    await bootstrap(tillKey(', allowedAddresses: [10.0.0.0/8, 192.0.2.7]'));
    expect(errorCode(await s.post('/guests/get', get, rawKey))).toBe('9006');
    const stored = await s.db.query
      .selectFrom('api_keys')
      .select('allowed_addresses')
      .where('label', '=', 'till')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.allowed_addresses ?? 'null')).toEqual(['10.0.0.0/8', '192.0.2.7/32']);
    await bootstrap(tillKey(''));
    expect(errorCode(await s.post('/guests/get', get, rawKey))).toBe('9006');
    await bootstrap(tillKey(', allowedAddresses: [127.0.0.1]'));
    ok(await s.post('/guests/get', get, rawKey));
    await bootstrap(tillKey(', allowedAddresses: null'));
    ok(await s.post('/guests/get', get, rawKey));
  });

  it('refuses a short password, a bad address, an empty list and either on a site key, naming the entry', async () => {
    const refusals: [string, RegExp][] = [
      [tillKey(', password: short'), /apiKeys\.0\.password: must be 8 to 200 characters on one line\.$/],
      [
        tillKey(', allowedAddresses: [10.0.0.0/33]'),
        /apiKeys\.0\.allowedAddresses\.0: "10\.0\.0\.0\/33" must be an IP/,
      ],
      [
        tillKey(', allowedAddresses: []'),
        /apiKeys\.0\.allowedAddresses: give at least one address, or null for any\.$/,
      ],
      [
        'apiKeys:\n  - { label: web, kind: site, siteDomain: shop.example, password: long-enough }\n',
        /apiKeys\.0: password and allowedAddresses are for b2b keys, not site keys\.$/,
      ],
    ];
    for (const [text, message] of refusals) {
      const file = path.join(s.dir, 'bad.yaml');
      fs.writeFileSync(file, text);
      expect(() => readBootstrap(file), text).toThrow(message);
    }
  });
});
