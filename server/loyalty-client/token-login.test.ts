import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../e2e/headless-server.js';
import { hashKeyPassword } from '../loyalty/api-keys/key-password.js';
import { setKeyPassword } from '../loyalty/api-keys/key-login-store.js';
import { createLoginKey } from '../loyalty/test-support/b2b-login.js';
import {
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../loyalty/test-support/loyalty-test-server.js';
import { until } from '../payments/test-support/hosted-loyalty.js';
import { LoyaltyApiError, LoyaltyLoginError, LoyaltyUnavailableError } from './loyalty-client-errors.js';
import { LoyaltyClient } from './loyalty-client.js';
import { gentokenPath, startVendorOnlyProxy, type VendorOnlyProxy } from './test-support/vendor-only-proxy.js';

/**
 * The loyalty client's token login (setting `apiPassword`) against the real loyalty service's gentoken, over real
 * HTTP: a key with a password, tokens of 3 s (the service's `b2bLogin` option) so that a renewal comes within the test,
 * and a loopback proxy between them that counts the logins and keeps the tokens issued.
 */

const password = 'correct horse battery staple';
const phone = '+79990004444';

let loyalty: LoyaltyTestServer;
let proxy: VendorOnlyProxy;
let key: { rawKey: string; id: number };
const clients: LoyaltyClient[] = [];

beforeAll(async () => {
  loyalty = await startLoyaltyTestServer({ b2bLogin: { tokenTtlSeconds: 3 } });
  ok(await loyalty.post('/guests/save', { organization: org(), guest: { phone, firstName: 'Ilya' } }));
  key = await createLoginKey(loyalty, { label: 'till-1', password });
  proxy = await startVendorOnlyProxy(loyalty.url);
});
afterEach(() => {
  for (const client of clients.splice(0)) client.stop();
  proxy.fail(gentokenPath, undefined);
});
afterAll(async () => {
  await proxy.close();
  await loyalty.close();
});

function client(url = proxy.url, withPassword = password): LoyaltyClient {
  const made = new LoyaltyClient({ baseUrl: url, apiKey: key.rawKey, password: withPassword, venue: 'v1' });
  clients.push(made);
  return made;
}

const logins = () => proxy.count(gentokenPath);

/** Everything an error of the client says, to be searched for a secret. */
const said = (error: unknown): string => JSON.stringify({ ...(error as object), message: (error as Error).message });

describe('the token login against the loyalty service', () => {
  it('logs in once and sends the token with the ApiKey on every call', async () => {
    const before = logins();
    const loyaltyClient = client();
    expect(loyaltyClient.login).toEqual({ state: 'pending' });
    const wallets = await Promise.all([1, 2, 3, 4, 5].map(() => loyaltyClient.getWallet(phone)));
    expect(wallets.map((wallet) => wallet.balanceMinor)).toEqual([0, 0, 0, 0, 0]);
    expect((await loyaltyClient.findGuest({ phone })).guest.firstName).toBe('Ilya');
    expect(logins()).toBe(before + 1);
    expect(loyaltyClient.login).toMatchObject({ state: 'ok' });
  });

  it('renews the token in the background before it expires: calls never wait for a login', async () => {
    const loyaltyClient = client();
    await loyaltyClient.getWallet(phone);
    const first = logins();
    /** No call is made meanwhile: the next token comes from the renewal at 80 % of the first one's 3 s. */
    await until('the renewal', () => Promise.resolve(logins() > first ? true : undefined));
    const renewed = logins();
    await loyaltyClient.getWallet(phone);
    expect(logins()).toBe(renewed);
  });

  it('takes a new token and sends the call once more when the service refuses the token (401)', async () => {
    const loyaltyClient = client();
    await loyaltyClient.getWallet(phone);
    const before = logins();
    /** The same password set again: a new hash (its own salt), which voids every token issued under the old one. */
    const hash = await hashKeyPassword(password);
    await loyalty.db.write((q) => setKeyPassword(q, key.id, hash));
    loyalty.db.configChanged();
    /** addBonus is not idempotent: the refused try was turned away before the body was read, so it is sent again. */
    await loyaltyClient.addBonus(phone, 1000, 'token test');
    expect((await loyaltyClient.getWallet(phone)).balanceMinor).toBe(1000);
    expect(logins()).toBe(before + 1);
  });

  it('says a wrong password, does not ask again meanwhile, and never shows the password', async () => {
    const loyaltyClient = client(proxy.url, 'not the password');
    const before = logins();
    const error = await loyaltyClient.getWallet(phone).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LoyaltyLoginError);
    expect(error).toMatchObject({ problem: 'wrong-password' });
    expect(said(error)).not.toContain('not the password');
    expect(loyaltyClient.login).toMatchObject({ state: 'failed', problem: 'wrong-password' });
    await expect(loyaltyClient.getWallet(phone)).rejects.toBeInstanceOf(LoyaltyLoginError);
    expect(await loyaltyClient.checkLogin(1000)).toMatchObject({ state: 'failed', problem: 'wrong-password' });
    expect(logins()).toBe(before + 1);
  });

  it('says when the address has no token login (404) and when the service cannot be reached', async () => {
    proxy.fail(gentokenPath, 404);
    const without = client();
    await expect(without.getWallet(phone)).rejects.toMatchObject({ problem: 'no-endpoint' });
    expect(without.login).toMatchObject({ state: 'failed', problem: 'no-endpoint' });
    const nowhere = client(`http://127.0.0.1:${await freePort()}`);
    await expect(nowhere.getWallet(phone)).rejects.toBeInstanceOf(LoyaltyUnavailableError);
    expect(nowhere.login).toMatchObject({ state: 'failed', problem: 'unreachable' });
  });

  it('keeps a key without a password as it was: no login, the ApiKey alone', async () => {
    const before = logins();
    const plain = new LoyaltyClient({ baseUrl: proxy.url, apiKey: loyalty.apiKey, venue: 'v1' });
    expect(plain.login).toBeUndefined();
    expect(await plain.checkLogin(1000)).toBeUndefined();
    await expect(plain.getGuest('+79990009999')).rejects.toBeInstanceOf(LoyaltyApiError);
    expect(logins()).toBe(before);
  });

  it('never puts a token in an error: a refused call says the service refused, not with what', async () => {
    const loyaltyClient = client();
    const error = await loyaltyClient.getGuest('+79990009999').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '3007' });
    expect(proxy.tokens.length).toBeGreaterThan(0);
    for (const token of proxy.tokens) expect(said(error)).not.toContain(token);
  });
});
