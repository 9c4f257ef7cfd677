import fs from 'node:fs';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { cliScripts, makeDataDir, startHeadlessServer, type HeadlessServer } from '../../../e2e/headless-server.js';
import { readOutbox } from '../sign-in/sms/outbox-sms-sender.js';
import { cheapAltchaEnv, siteOrigin } from '../sign-in/test-support/sign-in-harness.js';

export const b2bKey = 'instances-b2b-key-0123456789';
export const siteKey = 'instances-site-key-0123456789';

/** One bootstrap file every instance starts with: a network, two venues, a b2b key and a site key with fixed values. */
export function writeBootstrap(dir: string): string {
  const file = path.join(dir, 'network.yaml');
  fs.writeFileSync(
    file,
    [
      'networks: [{ code: net, name: Net }]',
      'venues:',
      '  - { posObjectId: v1, name: Venue 1, network: net }',
      '  - { posObjectId: v2, name: Venue 2, network: net }',
      'apiKeys:',
      `  - { label: tills, key: ${b2bKey}, networks: [net] }`,
      `  - { label: shop, kind: site, siteDomain: shop.example.com, key: ${siteKey}, networks: [net] }`,
      '  - { label: generated, networks: [net] }',
    ].join('\n') + '\n',
  );
  return file;
}

/** `npm run loyalty` as a real process on the given PostgreSQL database. */
export function startInstance(databaseUrl: string, bootstrap?: string): Promise<HeadlessServer> {
  return startHeadlessServer({
    script: cliScripts.loyalty,
    dataDir: makeDataDir(),
    args: ['--database-url', databaseUrl, ...(bootstrap ? ['--bootstrap', bootstrap] : [])],
    env: { ...cheapAltchaEnv, LOYALTY_LOG_LEVEL: 'warn' },
    readyLine: /^Loyalty service: (\S+)$/m,
  });
}

export interface Reply {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** POST below /b2b/v1/loyalty with the b2b key (or another). */
export async function b2b(instance: HeadlessServer, route: string, body: unknown, key = b2bKey): Promise<Reply> {
  const response = await fetch(`${instance.url}/b2b/v1/loyalty${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ApiKey: key },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A guest's sign-in through `through`: captcha solved here, the SMS code read from that instance's outbox. */
export async function signIn(through: HeadlessServer, phone: string): Promise<string> {
  const headers = { 'content-type': 'application/json', ApiKey: siteKey, Origin: siteOrigin };
  const challenge = (await (await fetch(`${through.url}/guest/v1/auth/captcha`, { headers })).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const captchaResponse = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const sent = await fetch(`${through.url}/guest/v1/auth/sendsms`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ phone, captchaResponse }),
  });
  if (sent.status !== 200) throw new Error(`sendsms: ${sent.status} ${await sent.text()}`);
  const code = (await readOutbox(through.dataDir)).filter((m) => m.phone === phone).at(-1)?.code;
  const checked = await fetch(`${through.url}/guest/v1/auth/checksms`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ phone, code }),
  });
  if (checked.status !== 200) throw new Error(`checksms: ${checked.status} ${await checked.text()}`);
  return ((await checked.json()) as { token: string }).token;
}
