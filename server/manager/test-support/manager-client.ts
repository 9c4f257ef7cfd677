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

/** A second connection to a running bridge's database (WAL), to seed rows where the payment flow is not under test. */
export function bridgeDatabase(dataDir: string): Database {
  return openDatabase(path.join(dataDir, 'bridge.sqlite'), bridgeMigrations);
}
