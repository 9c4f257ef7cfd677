import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import type { BridgeSettings } from '../../config/config-schema.js';
import { startBridge } from '../../core/start-bridge.js';
import type { RunningService } from '../../core/running-service.js';
import { postStationXml } from '../../http/post-station-xml.js';

/** The embedded loyalty service's venue and key (loyalty-embedded.json). */
export interface LoyaltyAccess {
  readonly posObjectId: string;
  readonly apiKey: string;
}

export interface TestBridge {
  readonly url: string;
  readonly dataDir: string;
  readonly token: string;
  readonly service: RunningService;
}

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-terminal-'));
}

/** Starts the real bridge in this process on a free loopback port. */
export async function startTestBridge(
  settings: Partial<BridgeSettings> = {},
  dataDir = tempDir(),
): Promise<TestBridge> {
  const service = await startBridge({
    settings: { host: '127.0.0.1', port: 0, logLevel: 'fatal', ...settings },
    dataDir,
    logger: pino({ level: 'silent' }),
    shell: 'headless',
  });
  return { url: service.url, dataDir, token: readToken(dataDir), service };
}

export function readToken(dataDir: string): string {
  return fs.readFileSync(path.join(dataDir, 'terminal-token'), 'utf8').trim();
}

export function embeddedAccess(dataDir: string): LoyaltyAccess {
  return JSON.parse(fs.readFileSync(path.join(dataDir, 'loyalty-embedded.json'), 'utf8')) as LoyaltyAccess;
}

/** POSTs one protocol message to `<authPath><op>.xml` (the driver's default path `/authcall.xml/`). */
export async function postXml(
  url: string,
  op: string,
  body: string,
  authPath = '/authcall.xml/',
): Promise<{ status: number; text: string }> {
  const reply = await postStationXml(`${url}${authPath}${op}.xml`, body);
  return { status: reply.statusCode, text: await reply.body.text() };
}

const src = (station: string, fullcode = '1234') =>
  `<SrcID cashguid="${station}" servguid="{00000000-0000-0000-0000-000000000002}" restguid="{00000000-0000-0000-0000-000000000003}" fullcode="${fullcode}"/>`;

/** An authpay of `amount` hundredths from the station `station` (its `cashguid`) whose POS code is `fullcode`. */
export function authPayXml(station: string, amount: string | number, version = 4, fullcode?: string): string {
  return `<?xml version="1.0" encoding="utf-8"?><AuthPay version="${version}">${src(station, fullcode)}<Order/><MyPay myAmount="${amount}"/></AuthPay>`;
}

export function settleXml(
  root: 'ConfPay' | 'VoidPay',
  station: string,
  amount: number,
  actionId: string,
  version = 4,
  authInfo = '',
): string {
  return `<?xml version="1.0" encoding="utf-8"?><${root} version="${version}">${src(station)}<Order/><MyPay myAmount="${amount}"/><auXML><ActionID>${actionId}</ActionID><CardCode/><AuthCode/><AuthInfo>${authInfo}</AuthInfo></auXML></${root}>`;
}

export function cancelPayXml(station: string): string {
  return `<?xml version="1.0" encoding="utf-8"?><CancelPay version="2">${src(station)}</CancelPay>`;
}

/** The text of `<name>…</name>` in a reply, or undefined. */
export function tag(xml: string, name: string): string | undefined {
  return new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];
}

/** Calls the window's API with the token and the bridge's own Host. */
export async function api(bridge: { url: string; token: string }, method: string, route: string, body?: unknown) {
  const response = await fetch(`${bridge.url}/api/terminal${route}`, {
    method,
    headers: {
      'x-tillbridge-token': bridge.token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> };
}

/** Waits (by polling the window's API) until the station's authpay shows up as pending; returns its payment id. */
export async function pendingPayment(bridge: { url: string; token: string }, station: string): Promise<string> {
  for (;;) {
    const { body } = await api(bridge, 'GET', '/payments/pending');
    const found = (body.payments as { id: string; station: string }[]).find((p) => p.station === station);
    if (found) return found.id;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Calls the loyalty b2b API as the venue (to seed guests and read balances). */
export async function loyaltyCall(
  url: string,
  access: LoyaltyAccess,
  endpoint: string,
  body: object,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}/b2b/v1/loyalty/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ApiKey: access.apiKey },
    body: JSON.stringify({ organization: { type: 'posObjectId', id: access.posObjectId }, ...body }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${endpoint} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
}

/** A guest with a plastic card and a bonus balance (in currency units). */
export async function seedGuest(
  url: string,
  access: LoyaltyAccess,
  phone: string,
  card: string,
  bonuses: number,
): Promise<void> {
  await loyaltyCall(url, access, 'guests/save', { guest: { phone, firstName: 'Anna', lastName: 'Test' } });
  await loyaltyCall(url, access, 'guests/addLoyaltyCard', {
    guest: { type: 'phone', phone },
    cardTrack: `T${card}`,
    cardNumber: card,
    isVirtual: false,
  });
  if (bonuses > 0)
    await loyaltyCall(url, access, 'guests/addBonus', {
      guest: { type: 'phone', phone },
      amount: bonuses,
      comment: 'seed',
    });
}

export async function balance(url: string, access: LoyaltyAccess, phone: string): Promise<number> {
  const wallet = await loyaltyCall(url, access, 'guests/getWallet', { guest: { type: 'phone', phone } });
  return wallet.balance as number;
}
