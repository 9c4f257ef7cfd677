import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { closeServer, listen, serverUrl } from '../../http/listen.js';
import { createApiKey } from '../api-keys/api-key-store.js';
import type { LoyaltyDb, LoyaltyEngine } from '../database/loyalty-db.js';
import { openTestLoyaltyDb } from './test-loyalty-db.js';
import { createLoyaltyApp } from '../loyalty-app.js';
import { upsertNetwork, upsertVenue } from '../organizations/organization-store.js';
import type { LoyaltyOptions } from '../service-context/loyalty-context.js';

export interface Reply<T = Record<string, unknown>> {
  readonly status: number;
  readonly body: T;
  readonly text: string;
  readonly headers: Headers;
}

export interface LoyaltyTestServer {
  readonly url: string;
  readonly db: LoyaltyDb;
  readonly engine: LoyaltyEngine;
  readonly dir: string;
  /** A b2b key for venues `v1` and `v2` of network `net` and the lone venue `solo`. */
  readonly apiKey: string;
  /**
   * POST a JSON body (or a raw string) below /b2b/v1/loyalty with the default key unless `apiKey` is given (null: no
   * key), and any other `headers`.
   */
  post<T = Record<string, unknown>>(
    path: string,
    body: unknown,
    apiKey?: string | null,
    headers?: Record<string, string>,
  ): Promise<Reply<T>>;
  close(): Promise<void>;
  /** Stops the service and closes the database, leaving its files in `dir` (SQLite) for the test to open. */
  closeKeepingData(): Promise<void>;
}

export const org = (id = 'v1') => ({ type: 'posObjectId' as const, id });
export const guestId = (phone: string) => ({ type: 'phone' as const, phone });

/**
 * A loyalty service on a fresh database of the given engine (a temp-dir SQLite file, or a new database on the test
 * run's PostgreSQL), listening on 127.0.0.1, with network `net` (v1, v2), `solo` and `other`.
 */
export async function startLoyaltyTestServer(
  options: LoyaltyOptions & { readonly engine?: LoyaltyEngine } = {},
): Promise<LoyaltyTestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loyalty-test-'));
  const logger = pino({ level: 'silent' });
  const { db, drop } = await openTestLoyaltyDb(options.engine ?? 'sqlite', dir, logger);
  const { rawKey } = await db.write(async (q) => {
    await upsertNetwork(q, 'net', 'Test network');
    await upsertVenue(q, { posObjectId: 'v1', name: 'Venue 1', network: 'net' });
    await upsertVenue(q, { posObjectId: 'v2', name: 'Venue 2', network: 'net' });
    await upsertVenue(q, { posObjectId: 'solo', name: 'Solo venue' });
    await upsertVenue(q, { posObjectId: 'other', name: 'Other venue' });
    return createApiKey(q, { label: 'test', kind: 'b2b', networks: ['net'], venues: ['solo'] });
  });
  db.configChanged();
  const server: http.Server = await listen(
    createLoyaltyApp({ db, logger, dataDir: dir, version: 'test', options, clock: Date.now }),
    '127.0.0.1',
    0,
  );
  const url = serverUrl(server);
  return {
    url,
    db,
    engine: db.engine,
    dir,
    apiKey: rawKey,
    async post<T>(route: string, body: unknown, apiKey: string | null = rawKey, headers: Record<string, string> = {}) {
      return postJson<T>(`${url}/b2b/v1/loyalty${route}`, body, {
        ...(apiKey === null ? {} : { ApiKey: apiKey }),
        ...headers,
      });
    },
    async closeKeepingData() {
      await closeServer(server, 100);
      await db.close();
    },
    async close() {
      await closeServer(server, 100);
      await db.close();
      await drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** POSTs a JSON body (or a raw string) with the given headers; the reply's body parsed when it is JSON. */
export async function postJson<T = Record<string, unknown>>(
  url: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<Reply<T>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed as T, text, headers: response.headers };
}

/** A 200 reply's body, or a test failure showing the error. */
export function ok<T>(reply: Reply<T>): T {
  if (reply.status !== 200) throw new Error(`expected 200, got ${reply.status}: ${reply.text}`);
  return reply.body;
}

/** The `{error:{code}}` of a reply. */
export function errorCode(reply: Reply<unknown>): string | undefined {
  return (reply.body as { error?: { code?: string } } | undefined)?.error?.code;
}
