import type { Database } from 'better-sqlite3';
import path from 'node:path';
import { bridgeMigrations } from '../../storage/migrations/bridge/index.js';
import { openDatabase } from '../../storage/open-database.js';

/** A GET of the manager's APIs with the token (and the bridge's own Host, which fetch sends). */
export async function managerGet(
  bridge: { url: string; token: string },
  route: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string; body: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(`${bridge.url}/api${route}`, {
    headers: { 'x-tillbridge-token': bridge.token, ...headers },
  });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('json')
    ? (JSON.parse(text) as Record<string, unknown>)
    : {};
  return { status: response.status, text, body: json, headers: response.headers };
}

/** A POST of JSON to the manager's APIs with the token (see managerGet). */
export async function managerPost(
  bridge: { url: string; token: string },
  route: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${bridge.url}/api${route}`, {
    method: 'POST',
    headers: { 'x-tillbridge-token': bridge.token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A second connection to a running bridge's database (WAL), to seed rows where the payment flow is not under test. */
export function bridgeDatabase(dataDir: string): Database {
  return openDatabase(path.join(dataDir, 'bridge.sqlite'), bridgeMigrations);
}
