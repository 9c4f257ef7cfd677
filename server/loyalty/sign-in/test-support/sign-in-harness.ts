import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import express from 'express';
import { pino } from 'pino';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { errorFormat } from '../../../http/error-format.js';
import { errorMiddleware } from '../../../http/error-middleware.js';
import { closeServer, listen, serverUrl } from '../../../http/listen.js';
import { createApiKey } from '../../api-keys/api-key-store.js';
import type { LoyaltyDb, LoyaltyEngine, Queries } from '../../database/loyalty-db.js';
import { openPostgresLoyaltyDb } from '../../database/postgres-loyalty-db.js';
import { openSqliteLoyaltyDb } from '../../database/sqlite-loyalty-db.js';
import { upsertNetwork, upsertVenue } from '../../organizations/organization-store.js';
import { openTestLoyaltyDb } from '../../test-support/test-loyalty-db.js';
import { guestRouter, type GuestRouterOptions } from '../../guest-api/guest-router.js';
import { readOutbox } from '../sms/outbox-sms-sender.js';

/** Cheap ALTCHA work so tests solve challenges in milliseconds. */
export const cheapAltchaEnv = { LOYALTY_ALTCHA_COST: '1', LOYALTY_ALTCHA_MAX_COUNTER: '50' };

export const siteOrigin = 'https://shop.example.com';

/** A running /guest/v1 service on a fresh database of either engine, with a movable clock (tests only). */
export interface SignInHarness {
  readonly engine: LoyaltyEngine;
  /** Changes on `restart`. */
  readonly base: string;
  /** Changes on `restart`. */
  readonly db: LoyaltyDb;
  readonly dataDir: string;
  /** A site key for shop.example.com serving network `net` (venues `v1`, `v2`); venue `solo` stands alone. */
  readonly siteKey: string;
  /** A b2b key, which guest endpoints refuse. */
  readonly b2bKey: string;
  advance(seconds: number): void;
  /** A configuration change (keys, venues) in one write, announced as loyalty-admin does, so caches drop what it changed. */
  configure<T>(work: (q: Queries) => Promise<T>): Promise<T>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  solveCaptcha(): Promise<string>;
  /** Moves the clock past the resend wait, then sendsms, the code from the outbox, checksms: the auth result. */
  signIn(phone: string, apiKey?: string): Promise<AuthResult>;
  lastCode(phone: string): Promise<string>;
  /**
   * Opens several database connections at once (a PostgreSQL pool starts with none), so that requests sent together
   * next run their writes side by side instead of one after another as each new connection comes up.
   */
  warmUp(): Promise<void>;
  /** Rows of a sign-in table, optionally only those of one phone. */
  countRows(table: SignInTable, phone?: string): Promise<number>;
  /** Stops the service and starts a new one on the same database (and clock), as a process restart would. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** The tables sign-in keeps its state in that tests look into. */
export type SignInTable = 'guest_sms_codes' | 'guest_tokens';

export interface AuthResult {
  readonly token: string;
  readonly refreshToken: string;
  readonly aliveSecondsTtl: number;
}

export interface SignInHarnessOptions extends Omit<GuestRouterOptions, 'db' | 'logger' | 'dataDir' | 'clock'> {
  readonly engine?: LoyaltyEngine;
}

export async function startSignInHarness(options: SignInHarnessOptions = {}): Promise<SignInHarness> {
  const { engine = 'sqlite', ...routerOptions } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-sign-in-'));
  const logger = pino({ level: 'silent' });
  const opened = await openTestLoyaltyDb(engine, dataDir, logger);
  let db = opened.db;
  /** The same database again, as a restarted process opens it. */
  const reopen = (): Promise<LoyaltyDb> =>
    opened.url === undefined
      ? Promise.resolve(openSqliteLoyaltyDb(path.join(dataDir, 'loyalty.sqlite')))
      : openPostgresLoyaltyDb({ url: opened.url, logger });
  const configure = async <T>(work: (q: Queries) => Promise<T>): Promise<T> => {
    const result = await db.write(work);
    db.configChanged();
    return result;
  };
  const { siteKey, b2bKey } = await configure(async (q) => {
    await upsertNetwork(q, 'net', 'Test network');
    await upsertVenue(q, { posObjectId: 'v1', name: 'Venue 1', network: 'net' });
    await upsertVenue(q, { posObjectId: 'v2', name: 'Venue 2', network: 'net' });
    await upsertVenue(q, { posObjectId: 'solo', name: 'Solo venue' });
    const site = await createApiKey(q, {
      label: 'shop',
      kind: 'site',
      siteDomain: 'shop.example.com',
      networks: ['net'],
    });
    const b2b = await createApiKey(q, { label: 'pos', kind: 'b2b' });
    return { siteKey: site.rawKey, b2bKey: b2b.rawKey };
  });
  let clock = Date.now();
  const serve = async (): Promise<Server> => {
    const app = express();
    app.use(
      '/guest/v1',
      errorFormat('message'),
      guestRouter({ db, logger, dataDir, clock: () => clock, env: cheapAltchaEnv, ...routerOptions }),
    );
    app.use(errorMiddleware(logger));
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
    engine,
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
    configure,
    post,
    solveCaptcha,
    lastCode,
    async warmUp() {
      await Promise.all(Array.from({ length: 8 }, () => db.query.selectFrom('scopes').select('id').limit(1).execute()));
    },
    async countRows(table, phone) {
      let rows = db.query.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count'));
      if (phone !== undefined) rows = rows.where('phone', '=', phone);
      return Number((await rows.executeTakeFirstOrThrow()).count);
    },
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
      await db.close();
      db = await reopen();
      server = await serve();
      base = serverUrl(server);
    },
    async close() {
      await closeServer(server, 100);
      await db.close();
      await opened.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
