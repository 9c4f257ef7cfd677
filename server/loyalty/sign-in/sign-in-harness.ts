import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import express from 'express';
import { pino } from 'pino';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { errorFormat } from '../../http/error-format.js';
import { errorMiddleware } from '../../http/error-middleware.js';
import { closeServer, listen, serverUrl } from '../../http/listen.js';
import { loyaltyMigrations } from '../../storage/migrations/loyalty/index.js';
import { openDatabase, type Database } from '../../storage/open-database.js';
import { createApiKey } from '../api-keys/api-key-store.js';
import { upsertNetwork, upsertVenue } from '../organizations/organization-store.js';
import { guestRouter, type GuestRouterOptions } from './guest-router.js';
import { readOutbox } from './sms/outbox-sms-sender.js';

/** Cheap ALTCHA work so tests solve challenges in milliseconds. */
export const cheapAltchaEnv = { LOYALTY_ALTCHA_COST: '1', LOYALTY_ALTCHA_MAX_COUNTER: '50' };

export const siteOrigin = 'https://shop.example.com';

/** A running /guest/v1 service on a real SQLite file in a temp folder, with a movable clock (tests only). */
export interface SignInHarness {
  /** Changes on `restart`. */
  readonly base: string;
  /** Changes on `restart`. */
  readonly db: Database;
  readonly dataDir: string;
  /** A site key for shop.example.com serving network `net` (venues `v1`, `v2`); venue `solo` stands alone. */
  readonly siteKey: string;
  /** A b2b key, which guest endpoints refuse. */
  readonly b2bKey: string;
  advance(seconds: number): void;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  solveCaptcha(): Promise<string>;
  /** Moves the clock past the resend wait, then sendsms, the code from the outbox, checksms: the auth result. */
  signIn(phone: string, apiKey?: string): Promise<AuthResult>;
  lastCode(phone: string): Promise<string>;
  /** Stops the service and starts a new one on the same database file (and clock), as a process restart would. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface AuthResult {
  readonly token: string;
  readonly refreshToken: string;
  readonly aliveSecondsTtl: number;
}

export async function startSignInHarness(
  options: Omit<GuestRouterOptions, 'db' | 'logger'> = {},
): Promise<SignInHarness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-sign-in-'));
  const file = path.join(dataDir, 'loyalty.sqlite');
  let db = openDatabase(file, loyaltyMigrations);
  upsertNetwork(db, 'net', 'Test network');
  upsertVenue(db, { posObjectId: 'v1', name: 'Venue 1', network: 'net' });
  upsertVenue(db, { posObjectId: 'v2', name: 'Venue 2', network: 'net' });
  upsertVenue(db, { posObjectId: 'solo', name: 'Solo venue' });
  const siteKey = createApiKey(db, {
    label: 'shop',
    kind: 'site',
    siteDomain: 'shop.example.com',
    networks: ['net'],
  }).rawKey;
  const b2bKey = createApiKey(db, { label: 'pos', kind: 'b2b' }).rawKey;
  let clock = Date.now();
  const serve = async (): Promise<Server> => {
    const app = express();
    app.use(
      '/guest/v1',
      errorFormat('message'),
      guestRouter({
        db,
        logger: pino({ level: 'silent' }),
        dataDir,
        now: () => clock,
        env: cheapAltchaEnv,
        ...options,
      }),
    );
    app.use(errorMiddleware(pino({ level: 'silent' })));
    return listen(app, '127.0.0.1', 0);
  };
  let server = await serve();
  let base = serverUrl(server);
  const post = (route: string, body: unknown, headers: Record<string, string> = { ApiKey: siteKey }) =>
    fetch(base + route, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const solveCaptcha = async () => {
    const challenge = (await (await fetch(`${base}/guest/v1/auth/captcha`)).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('the captcha challenge was not solved');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };
  const lastCode = async (phone: string) => {
    const entry = (await readOutbox(dataDir)).filter((message) => message.phone === phone).at(-1);
    if (!entry) throw new Error(`no SMS to ${phone} in the outbox`);
    return entry.code;
  };
  return {
    get base() {
      return base;
    },
    get db() {
      return db;
    },
    dataDir,
    siteKey,
    b2bKey,
    advance: (seconds) => {
      clock += seconds * 1000;
    },
    post,
    solveCaptcha,
    lastCode,
    async signIn(phone, apiKey = siteKey) {
      clock += 61_000;
      const sent = await post(
        '/guest/v1/auth/sendsms',
        { phone, captchaResponse: await solveCaptcha() },
        { ApiKey: apiKey },
      );
      if (sent.status !== 200) throw new Error(`sendsms: ${sent.status} ${await sent.text()}`);
      const checked = await post('/guest/v1/auth/checksms', { phone, code: await lastCode(phone) }, { ApiKey: apiKey });
      if (checked.status !== 200) throw new Error(`checksms: ${checked.status} ${await checked.text()}`);
      return (await checked.json()) as AuthResult;
    },
    async restart() {
      await closeServer(server, 100);
      db.close();
      db = openDatabase(file, loyaltyMigrations);
      server = await serve();
      base = serverUrl(server);
    },
    async close() {
      await closeServer(server, 100);
      db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
