import type { AuditEntry } from '../../../shared/api/admin-console.js';
import { allProgrammes } from '../console/programme-access.js';
import type { LoyaltyDb } from '../database/loyalty-db.js';
import { consoleCall, type TestAdmin } from './console-session.js';
import type { LoyaltyTestServer, Reply } from './loyalty-test-server.js';

/** A console administrator's calls to `/admin/api/programmes/<programme>/...` over real HTTP. */
export interface ConsoleClient {
  get<T = Record<string, unknown>>(path: string): Promise<Reply<T>>;
  post<T = Record<string, unknown>>(path: string, body: unknown): Promise<Reply<T>>;
  put<T = Record<string, unknown>>(path: string, body: unknown): Promise<Reply<T>>;
}

/** The calls of `admin` on `programme` (a network code or `venue:<posObjectId>`). */
export function consoleClient(s: LoyaltyTestServer, admin: TestAdmin, programme: string): ConsoleClient {
  const base = `/programmes/${encodeURIComponent(programme)}`;
  return {
    get: (path) => consoleCall(s.url, 'GET', base + path, admin.headers),
    post: (path, body) => consoleCall(s.url, 'POST', base + path, admin.headers, body),
    put: (path, body) => consoleCall(s.url, 'PUT', base + path, admin.headers, body),
  };
}

/** The scope of a network (by code) or a lone venue (`venue:<posObjectId>`), for testAdmin's access. */
export async function scopeIdOf(db: LoyaltyDb, programme: string): Promise<number> {
  const found = (await allProgrammes(db.query)).find((p) => p.id === programme);
  if (!found) throw new Error(`no programme ${programme}`);
  return found.scopeId;
}

/** The programme's audit entries of an action as its audit page shows them, oldest first. */
export async function auditOf(client: ConsoleClient, action: string): Promise<AuditEntry[]> {
  const reply = await client.get<{ entries: AuditEntry[] }>('/audit?take=200');
  if (reply.status !== 200) throw new Error(`the audit page answered ${reply.status}: ${reply.text}`);
  /** The fixtures' own bootstrap (applyBootstrap without a file, author `bootstrap`) is left out. */
  return reply.body.entries.filter((entry) => entry.action === action && entry.adminEmail !== 'bootstrap').reverse();
}
