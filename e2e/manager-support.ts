import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { freePort, projectRoot, startHeadlessServer, type HeadlessServer } from './headless-server.js';

/** The per-install token of the window's API (a bridge on a hosted loyalty service has it too). */
const windowToken = (dataDir: string): string => fs.readFileSync(path.join(dataDir, 'terminal-token'), 'utf8').trim();

/** The per-install token of the window's API and the embedded loyalty service's venue and key. */
export function bridgeSecrets(dataDir: string): { token: string; posObjectId: string; apiKey: string } {
  const token = windowToken(dataDir);
  const access = JSON.parse(fs.readFileSync(path.join(dataDir, 'loyalty-embedded.json'), 'utf8')) as {
    posObjectId: string;
    apiKey: string;
  };
  return { token, ...access };
}

/** Calls the window's API (`/api/...`) with the token, as the window does. */
export async function windowApi(
  bridge: { url: string; dataDir: string },
  method: 'GET' | 'POST',
  route: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${bridge.url}/api${route}`, {
    method,
    headers: {
      'x-tillbridge-token': windowToken(bridge.dataDir),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
}

/** Calls the embedded loyalty service's b2b API as the venue. */
export async function loyaltyCall(bridge: { url: string; dataDir: string }, endpoint: string, body: object) {
  const { posObjectId, apiKey } = bridgeSecrets(bridge.dataDir);
  const response = await fetch(`${bridge.url}/b2b/v1/loyalty/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ApiKey: apiKey },
    body: JSON.stringify({ organization: { type: 'posObjectId', id: posObjectId }, ...body }),
  });
  if (!response.ok) throw new Error(`${endpoint} answered ${response.status}: ${await response.text()}`);
}

/** A guest with a plastic card and bonuses (currency units) at the embedded loyalty service. */
export async function seedGuest(
  bridge: { url: string; dataDir: string },
  guest: { phone: string; card: string; bonuses: number; firstName?: string; lastName?: string },
): Promise<void> {
  const who = { type: 'phone', phone: guest.phone };
  await loyaltyCall(bridge, 'guests/save', {
    guest: { phone: guest.phone, firstName: guest.firstName ?? 'Anna', lastName: guest.lastName ?? 'Petrova' },
  });
  await loyaltyCall(bridge, 'guests/addLoyaltyCard', {
    guest: who,
    cardTrack: `T${guest.card}`,
    cardNumber: guest.card,
    isVirtual: false,
  });
  await loyaltyCall(bridge, 'guests/addBonus', { guest: who, amount: guest.bonuses, comment: 'e2e seed' });
}

export interface StationRun {
  readonly code: number | null;
  readonly stdout: string;
}

/**
 * The station driver simulator (`npm run station`, server/cli/station.ts) playing one operation against the bridge
 * over HTTP; resolves when it exits. authpay waits for the guest, so start it, identify, then await it.
 */
export function station(url: string, stateFile: string, args: readonly string[]): Promise<StationRun> {
  const script = path.join(projectRoot, 'out/server/cli/station.js');
  /** `farcards` calls answer at once and take no --timeout. */
  const timeout = args[0] === 'farcards' ? [] : ['--timeout', '60'];
  const child = spawn(process.execPath, [script, ...args, '--url', url, '--state', stateFile, ...timeout], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout })));
}

/** The station simulator's state file, in the test's own output folder (Playwright clears it before the next run). */
export const stationStateFile = (): string => test.info().outputPath('station-state.json');

/** Waits until the station's authpay is pending in the window's API; its payment id. */
export async function pendingPayment(bridge: { url: string; dataDir: string }, stationId: string): Promise<string> {
  for (let i = 0; i < 500; i++) {
    const { payments } = (await windowApi(bridge, 'GET', '/terminal/payments/pending')) as {
      payments: { id: string; station: string }[];
    };
    const found = payments.find((p) => p.station === stationId);
    if (found) return found.id;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no pending authpay from ${stationId}`);
}

/** One whole paid payment played by the station: authpay, the guest identified by phone, confpay. */
export async function paidPayment(
  bridge: { url: string; dataDir: string },
  stateFile: string,
  stationId: string,
  amount: string,
  phone: string,
): Promise<void> {
  const authpay = station(bridge.url, stateFile, ['authpay', '--amount', amount, '--station', stationId]);
  const id = await pendingPayment(bridge, stationId);
  await windowApi(bridge, 'POST', `/terminal/payments/${id}/identify`, { phone });
  const paid = await authpay;
  if (paid.code !== 0) throw new Error(`authpay failed: ${paid.stdout}`);
  const confirmed = await station(bridge.url, stateFile, ['confpay']);
  if (confirmed.code !== 0) throw new Error(`confpay failed: ${confirmed.stdout}`);
}

/** Runs `body` against a headless bridge whose hosted loyalty service cannot be reached, then stops and removes it. */
export async function withOfflineBridge(body: (offline: HeadlessServer) => Promise<void>): Promise<void> {
  const port = await freePort();
  const offline = await startHeadlessServer({
    args: ['--loyalty-url', `http://127.0.0.1:${port}`, '--api-key', 'k', '--venue', 'v', '--log-level', 'warn'],
  });
  try {
    await body(offline);
  } finally {
    await offline.stop();
    fs.rmSync(offline.dataDir, { recursive: true, force: true });
  }
}
