import fs from 'node:fs';
import path from 'node:path';
import { request } from 'undici';
import { test as base } from './fixtures.js';
import { startHeadlessServer, type HeadlessServer } from './headless-server.js';

/** Seeding the embedded loyalty service and playing the station driver, for the cashier's specs. */

export interface LoyaltyAccess {
  readonly posObjectId: string;
  readonly apiKey: string;
}

/** The embedded service's venue and key (`<dataDir>/loyalty-embedded.json`). */
export function embeddedAccess(dataDir: string): LoyaltyAccess {
  return JSON.parse(fs.readFileSync(path.join(dataDir, 'loyalty-embedded.json'), 'utf8')) as LoyaltyAccess;
}

/** Calls the b2b loyalty API as the venue. */
export async function loyaltyCall(
  bridge: HeadlessServer,
  endpoint: string,
  body: object,
): Promise<Record<string, unknown>> {
  const access = embeddedAccess(bridge.dataDir);
  const response = await fetch(`${bridge.url}/b2b/v1/loyalty/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ApiKey: access.apiKey },
    body: JSON.stringify({ organization: { type: 'posObjectId', id: access.posObjectId }, ...body }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${endpoint} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
}

export interface SeededGuest {
  readonly phone: string;
  readonly card: string;
}

/** A guest with a plastic card (track `T<card>`) and a bonus balance in currency units. */
export async function seedGuest(bridge: HeadlessServer, guest: SeededGuest, bonuses: number): Promise<SeededGuest> {
  await loyaltyCall(bridge, 'guests/save', { guest: { phone: guest.phone, firstName: 'Anna', lastName: 'Test' } });
  await loyaltyCall(bridge, 'guests/addLoyaltyCard', {
    guest: { type: 'phone', phone: guest.phone },
    cardTrack: `T${guest.card}`,
    cardNumber: guest.card,
    isVirtual: false,
  });
  if (bonuses > 0)
    await loyaltyCall(bridge, 'guests/addBonus', {
      guest: { type: 'phone', phone: guest.phone },
      amount: bonuses,
      comment: 'seed',
    });
  return guest;
}

/** The guest's one-time payment code (what the guest's app shows at the till). */
export async function paymentCode(bridge: HeadlessServer, phone: string): Promise<string> {
  const issued = await loyaltyCall(bridge, 'guests/generateCode', { guest: { type: 'phone', phone } });
  return issued.code as string;
}

export const station = '{6A2E1C43-1F0B-4C5A-9D1E-0B8A4C3F2E11}';

const src = (cashguid: string, fullcode: string | null = '1234') =>
  `<SrcID cashguid="${cashguid}" servguid="{00000000-0000-0000-0000-000000000002}" restguid="{00000000-0000-0000-0000-000000000003}"${fullcode === null ? '' : ` fullcode="${fullcode}"`}/>`;

/** POSTs one protocol document to `/authcall.xml/<op>.xml`. */
export async function postOperation(bridge: HeadlessServer, op: string, xml: string) {
  /** undici's request, not fetch: fetch adds `Sec-Fetch-Mode`, which the station port refuses as a browser's. */
  const reply = await request(`${bridge.url}/authcall.xml/${op}.xml`, {
    method: 'POST',
    headers: { 'content-type': 'application/xml; charset=utf-8' },
    body: `<?xml version="1.0" encoding="utf-8"?>${xml}`,
  });
  return { status: reply.statusCode, text: await reply.body.text() };
}

/** Starts an authpay (it waits for the cashier); the promise ends with the station's reply. `fullcode` null: none sent. */
export function authPay(
  bridge: HeadlessServer,
  amountMinor: number,
  version = 4,
  cashguid = station,
  fullcode: string | null = '1234',
) {
  return postOperation(
    bridge,
    'authpay',
    `<AuthPay version="${version}">${src(cashguid, fullcode)}<Order/><MyPay myAmount="${amountMinor}"/></AuthPay>`,
  );
}

export const cancelPay = (bridge: HeadlessServer, cashguid = station) =>
  postOperation(bridge, 'CancelPay', `<CancelPay version="2">${src(cashguid)}</CancelPay>`);

export const doShift = (bridge: HeadlessServer, cashguid = station) =>
  postOperation(bridge, 'doshift', `<DoShift version="1">${src(cashguid)}</DoShift>`);

/** The text of `<name>…</name>` in a reply. */
export const tag = (xml: string, name: string): string | undefined =>
  new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];

/** The same per-test bridge as fixtures.ts, started with extra flags (e.g. `--tips on`). */
export function testWithBridgeArgs(args: readonly string[]) {
  return base.extend<{ bridge: HeadlessServer }>({
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object, here none
    bridge: async ({}, use) => {
      const server = await startHeadlessServer({ args });
      await use(server);
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    },
  });
}
