import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cliScripts,
  freePort,
  makeDataDir,
  runCliOnce,
  startHeadlessServer,
  type HeadlessServer,
} from '../../e2e/headless-server.js';
import type { LoyaltyReachability } from '../../shared/api/status.js';
import { startVendorOnlyProxy, type VendorOnlyProxy } from '../loyalty-client/test-support/vendor-only-proxy.js';
import { hostedLoyaltyArgs, until } from './test-support/hosted-loyalty.js';
import {
  api,
  authPayXml,
  balance,
  pendingPayment,
  postXml,
  readToken,
  seedGuest,
  settleXml,
  tag,
  type LoyaltyAccess,
} from './test-support/station-driver.js';

/**
 * The bridge paying with a password-protected key (setting `apiPassword`) through the real loyalty service: `npm run
 * loyalty` with a bootstrap file whose till key has a password, and `npm run serve` pointing at it through a loopback
 * proxy that passes the vendor's endpoints and keeps the tokens issued, all child processes on real HTTP. The bridge
 * logs in, pays and settles with the token, says in its status API when the login is refused and why, and never
 * writes the password or a token to its log or its output.
 */

const password = 'till-1 password, not for logs';
const till: LoyaltyAccess = { posObjectId: 'cafe-1', apiKey: 'till-key-with-a-password-0001' };
/** A second key of the venue, without a password, to seed the guest and read the balance. */
const seeder: LoyaltyAccess = { posObjectId: 'cafe-1', apiKey: 'seed-key-without-password-01' };
const phone = '+79990005555';
const card = '5536910044443333';

let loyalty: HeadlessServer;
let proxy: VendorOnlyProxy;

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-password-loyalty-'));
  const bootstrap = path.join(dataDir, 'bootstrap.yaml');
  fs.writeFileSync(
    bootstrap,
    [
      'networks:',
      '  - { code: city, name: City cafes }',
      'venues:',
      '  - { posObjectId: cafe-1, name: Cafe 1, network: city }',
      'apiKeys:',
      `  - { label: till-1, key: ${till.apiKey}, venues: [cafe-1], password: "${password}" }`,
      `  - { label: seed, key: ${seeder.apiKey}, venues: [cafe-1] }`,
      '',
    ].join('\n'),
  );
  loyalty = await startHeadlessServer({
    script: cliScripts.loyalty,
    dataDir,
    args: hostedLoyaltyArgs({ bootstrap }, await freePort()),
    readyLine: /^Loyalty service: (\S+)$/m,
  });
  await seedGuest(loyalty.url, seeder, phone, card, 1000);
  proxy = await startVendorOnlyProxy(loyalty.url);
});
afterAll(async () => {
  await proxy.close();
  await loyalty.stop();
});

const hosted = () => ['--loyalty-url', proxy.url, '--api-key', till.apiKey, '--venue', till.posObjectId];
const windowOf = (bridge: HeadlessServer) => ({ url: bridge.url, token: readToken(bridge.dataDir) });

async function loyaltyCheck(bridge: HeadlessServer): Promise<LoyaltyReachability> {
  const response = await fetch(`${bridge.url}/api/loyalty-check`, {
    headers: { 'x-tillbridge-token': readToken(bridge.dataDir) },
  });
  return (await response.json()) as LoyaltyReachability;
}

/** The bridge's log file and its output, once it stopped. */
function everythingWritten(bridge: HeadlessServer): string {
  const logs = path.join(bridge.dataDir, 'logs');
  const files = fs.readdirSync(logs).map((file) => fs.readFileSync(path.join(logs, file), 'utf8'));
  const { stdout, stderr } = bridge.output();
  return [...files, stdout, stderr].join('\n');
}

describe('a bridge with an API password', () => {
  it('logs in, pays and settles with the token, and writes neither the password nor a token anywhere', async () => {
    const bridge = await startHeadlessServer({
      args: [...hosted(), '--log-level', 'debug'],
      env: { TILLBRIDGE_API_PASSWORD: password },
    });
    try {
      const login = await until('the login', async () => {
        const check = await loyaltyCheck(bridge);
        return check.login?.state === 'ok' ? check.login : undefined;
      });
      expect(login).toMatchObject({ state: 'ok' });
      const station = '{5D4C3B2A-1F0E-4D9C-8B7A-6F5E4D3C2B1A}';
      const reply = postXml(bridge.url, 'authpay', authPayXml(station, 25000));
      const id = await pendingPayment(windowOf(bridge), station);
      const paid = await api(windowOf(bridge), 'POST', `/payments/${id}/identify`, { phone });
      expect(paid.body).toMatchObject({ state: 'authorized', guestName: 'Anna Test' });
      expect(tag((await reply).text, 'OpResult')).toBe('1');
      const confirmed = await postXml(bridge.url, 'confpay', settleXml('ConfPay', station, 25000, id));
      expect(tag(confirmed.text, 'OpResult')).toBe('1');
      expect((await api(windowOf(bridge), 'POST', '/sync')).body).toMatchObject({ pending: 0, dead: 0 });
      expect(await balance(loyalty.url, seeder, phone)).toBe(750);
      expect(proxy.tokens).toHaveLength(1);

      const settings = await fetch(`${bridge.url}/api/settings`, {
        headers: { 'x-tillbridge-token': readToken(bridge.dataDir) },
      });
      const view = (await settings.json()) as { running: Record<string, unknown>; overridden: Record<string, unknown> };
      expect(view.running.apiPassword).toBe('••••••••');
      expect(view.overridden.apiPassword).toBe('environment variable TILLBRIDGE_API_PASSWORD');
    } finally {
      expect(await bridge.stop()).toBe(0);
    }
    const written = everythingWritten(bridge);
    expect(written).toContain('logged in to the loyalty service');
    expect(written).not.toContain(password);
    expect(proxy.tokens.length).toBeGreaterThan(0);
    for (const token of proxy.tokens) expect(written).not.toContain(token);
  });

  it('says a wrong password in its status API, and a payment fails with that reason, nothing charged', async () => {
    const wrong = 'a wrong password, not for logs';
    const bridge = await startHeadlessServer({ args: [...hosted(), '--api-password', wrong] });
    try {
      const check = await until('the refused login', async () => {
        const answer = await loyaltyCheck(bridge);
        return answer.login?.state === 'failed' ? answer : undefined;
      });
      expect(check).toMatchObject({ reachable: true, login: { state: 'failed', problem: 'wrong-password' } });
      const before = await balance(loyalty.url, seeder, phone);
      const station = '{6E5D4C3B-2A1F-4E0D-9C8B-7A6F5E4D3C2B}';
      const reply = postXml(bridge.url, 'authpay', authPayXml(station, 1000));
      const id = await pendingPayment(windowOf(bridge), station);
      const failed = await api(windowOf(bridge), 'POST', `/payments/${id}/identify`, { phone });
      expect(failed.body).toMatchObject({
        state: 'failed',
        display: { key: 'loginFailed', params: { problem: 'wrong-password' } },
      });
      const answered = await reply;
      expect(tag(answered.text, 'OpResult')).toBe('0');
      expect(tag(answered.text, 'DisplayT')).toBe(
        'The bridge cannot log in to the loyalty service (wrong API password): nothing was charged. Take another payment method.',
      );
      expect(await balance(loyalty.url, seeder, phone)).toBe(before);
    } finally {
      await bridge.stop();
    }
    const written = everythingWritten(bridge);
    expect(written).toContain('the loyalty service login failed');
    expect(written).not.toContain(wrong);
  });
});

describe('the connection test with a password', () => {
  it('logs in first: passes with the password, says a wrong one', async () => {
    const bridge = await startHeadlessServer();
    try {
      const tryWith = async (apiPassword: string) => {
        const response = await fetch(`${bridge.url}/api/loyalty-check`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-tillbridge-token': readToken(bridge.dataDir) },
          body: JSON.stringify({ loyaltyUrl: proxy.url, apiKey: till.apiKey, venue: till.posObjectId, apiPassword }),
        });
        return response.json();
      };
      expect(await tryWith(password)).toMatchObject({ ok: true });
      expect(await tryWith('guess')).toMatchObject({ ok: false, problem: 'wrong-password' });
    } finally {
      await bridge.stop();
    }
  });
});

describe('a bad apiPassword', () => {
  it('is refused without a hosted service, and never echoed when it is not valid (exit 2, one line)', () => {
    const embedded = runCliOnce(cliScripts.serve, ['--data-dir', makeDataDir(), '--api-password', 'pw']);
    expect({ code: embedded.code, stderr: embedded.stderr.trimEnd() }).toEqual({
      code: 2,
      stderr:
        'tillbridge serve: apiPassword is for a hosted loyalty service (--loyalty-url): the embedded one is used without a login.',
    });
    const long = 's'.repeat(1001);
    const refused = runCliOnce(cliScripts.serve, ['--data-dir', makeDataDir(), ...hosted()], {
      TILLBRIDGE_API_PASSWORD: long,
    });
    expect({ code: refused.code, stderr: refused.stderr.trimEnd() }).toEqual({
      code: 2,
      stderr:
        'tillbridge serve: Invalid setting apiPassword (from environment variable TILLBRIDGE_API_PASSWORD): ' +
        'must be a text of 1 to 1000 characters.',
    });
  });
});
