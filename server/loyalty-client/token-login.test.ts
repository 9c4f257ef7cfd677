import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../e2e/headless-server.js';
import { until } from '../terminal/test-support/hosted-loyalty.js';
import {
  ok,
  org,
  startLoyaltyTestServer,
  type LoyaltyTestServer,
} from '../loyalty/test-support/loyalty-test-server.js';
import { LoyaltyApiError, LoyaltyLoginError, LoyaltyUnavailableError } from './loyalty-client-errors.js';
import { LoyaltyClient } from './loyalty-client.js';
import { startTokenGateway, type TokenGateway, type TokenGatewayOptions } from './test-support/token-gateway.js';

/**
 * The loyalty client's token login (setting `apiPassword`) against the login's contract, over real HTTP: a gateway
 * that implements gentoken and checks the token on every call, in front of a real loyalty service.
 */

const password = 'correct horse battery staple';
const phone = '+79990004444';

let loyalty: LoyaltyTestServer;
const gateways: TokenGateway[] = [];
const clients: LoyaltyClient[] = [];

beforeAll(async () => {
  loyalty = await startLoyaltyTestServer();
  ok(await loyalty.post('/guests/save', { organization: org(), guest: { phone, firstName: 'Ilya' } }));
});
afterEach(async () => {
  for (const client of clients.splice(0)) client.stop();
  for (const gateway of gateways.splice(0)) await gateway.close();
});
afterAll(() => loyalty.close());

async function gateway(options: Partial<TokenGatewayOptions> = {}): Promise<TokenGateway> {
  const started = await startTokenGateway(loyalty.url, {
    apiKey: loyalty.apiKey,
    password,
    ttlSeconds: 900,
    ...options,
  });
  gateways.push(started);
  return started;
}

function client(url: string, withPassword = password): LoyaltyClient {
  const made = new LoyaltyClient({ baseUrl: url, apiKey: loyalty.apiKey, password: withPassword, venue: 'v1' });
  clients.push(made);
  return made;
}

/** Everything an error of the client says, to be searched for a secret. */
const said = (error: unknown): string => JSON.stringify({ ...(error as object), message: (error as Error).message });

describe('the token login', () => {
  it('logs in once and sends the token with the ApiKey on every call', async () => {
    const service = await gateway();
    const loyaltyClient = client(service.url);
    expect(loyaltyClient.login).toEqual({ state: 'pending' });
    const calls = await Promise.all([1, 2, 3, 4, 5].map(() => loyaltyClient.getWallet(phone)));
    expect(calls.map((wallet) => wallet.balanceMinor)).toEqual([0, 0, 0, 0, 0]);
    await loyaltyClient.findGuest({ phone });
    expect(service.issued).toHaveLength(1);
    expect(service.refusedCalls).toBe(0);
    expect(loyaltyClient.login).toMatchObject({ state: 'ok' });
  });

  it('renews the token in the background before it expires: calls never wait for a login', async () => {
    const service = await gateway({ ttlSeconds: 3 });
    const loyaltyClient = client(service.url);
    await loyaltyClient.getWallet(phone);
    expect(service.issued).toHaveLength(1);
    /** No call is made meanwhile: the second token comes from the renewal at 80 % of the first one's life. */
    await until('the renewal', () => Promise.resolve(service.issued.length >= 2 ? true : undefined));
    await loyaltyClient.getWallet(phone);
    expect(service.refusedCalls).toBe(0);
  });

  it('takes a new token and sends the call once more when the service refuses the token (401)', async () => {
    const service = await gateway();
    const loyaltyClient = client(service.url);
    await loyaltyClient.getWallet(phone);
    service.revokeTokens();
    /** addBonus is not idempotent: the refused try was turned away before the body was read, so it is sent again. */
    await loyaltyClient.addBonus(phone, 1000, 'token test');
    expect((await loyaltyClient.getWallet(phone)).balanceMinor).toBe(1000);
    expect(service.refusedCalls).toBe(1);
    expect(service.issued).toHaveLength(2);
  });

  it('says a wrong password, does not ask again at once, and never shows the password', async () => {
    const service = await gateway();
    const loyaltyClient = client(service.url, 'not the password');
    const error = await loyaltyClient.getWallet(phone).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LoyaltyLoginError);
    expect(error).toMatchObject({ problem: 'wrong-password' });
    expect(said(error)).not.toContain('not the password');
    expect(loyaltyClient.login).toMatchObject({ state: 'failed', problem: 'wrong-password' });
    await expect(loyaltyClient.getWallet(phone)).rejects.toBeInstanceOf(LoyaltyLoginError);
    expect(await loyaltyClient.checkLogin(1000)).toMatchObject({ state: 'failed', problem: 'wrong-password' });
    expect(service.refusedLogins).toBe(1);
  });

  it('says when the address has no token login (404) and when the service cannot be reached', async () => {
    const without = client((await gateway({ gentoken: false })).url);
    await expect(without.getWallet(phone)).rejects.toMatchObject({ problem: 'no-endpoint' });
    expect(without.login).toMatchObject({ state: 'failed', problem: 'no-endpoint' });
    const nowhere = client(`http://127.0.0.1:${await freePort()}`);
    await expect(nowhere.getWallet(phone)).rejects.toBeInstanceOf(LoyaltyUnavailableError);
    expect(nowhere.login).toMatchObject({ state: 'failed', problem: 'unreachable' });
  });

  it('keeps a key without a password as it was: no login, the ApiKey alone', async () => {
    const plain = new LoyaltyClient({ baseUrl: loyalty.url, apiKey: loyalty.apiKey, venue: 'v1' });
    expect(plain.login).toBeUndefined();
    expect(await plain.checkLogin(1000)).toBeUndefined();
    await expect(plain.getGuest('+79990009999')).rejects.toBeInstanceOf(LoyaltyApiError);
  });

  it('never puts a token in an error: a refused call says the service refused, not with what', async () => {
    const service = await gateway();
    const loyaltyClient = client(service.url);
    await loyaltyClient.getWallet(phone);
    const error = await loyaltyClient.getGuest('+79990009999').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '3007' });
    for (const token of service.issued) expect(said(error)).not.toContain(token);
  });
});
