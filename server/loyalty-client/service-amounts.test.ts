import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxServiceMoney } from '../../shared/money.js';
import { exemptFromResponseGuard } from '../loyalty/test-support/openapi-guard/response-guard.js';
import { LoyaltyClient } from './loyalty-client.js';

/** A service (the vendor's, say) whose wallet answers the balance a test sets: amounts past this project's limit. */
let balance = 0;
let server: http.Server;
let client: LoyaltyClient;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(req.url === '/b2b/v1/loyalty/guests/getWallet' ? `{"balance":${balance}}` : '{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  exemptFromResponseGuard(url);
  client = new LoyaltyClient({ baseUrl: url, apiKey: 'key', venue: 'v1' });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the loyalty client's amounts from the service", () => {
  it('reads up to 10^13 currency units exactly, past the 10^12 this project’s service accepts', async () => {
    for (const [units, minor] of [
      [1e12, 100_000_000_000_000],
      [9_999_999_999_999.99, 999_999_999_999_999],
      [maxServiceMoney, 1_000_000_000_000_000],
    ] as const) {
      balance = units;
      expect((await client.getWallet('+79990000001')).balanceMinor).toBe(minor);
    }
  });

  it('refuses an amount past 10^13', async () => {
    balance = maxServiceMoney + 0.01;
    await expect(client.getWallet('+79990000001')).rejects.toThrow(/not an amount/);
  });
});
