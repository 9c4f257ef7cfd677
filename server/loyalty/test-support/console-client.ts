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
  const row = programme.startsWith('venue:')
    ? await db.query
        .selectFrom('venues')
        .select('scope_id')
        .where('pos_object_id', '=', programme.slice('venue:'.length))
        .executeTakeFirstOrThrow()
    : await db.query.selectFrom('networks').select('scope_id').where('code', '=', programme).executeTakeFirstOrThrow();
  return Number(row.scope_id);
}

export interface TestAuditEntry {
  readonly adminEmail: string;
  readonly scopeId: number | null;
  readonly action: string;
  readonly target: string;
  readonly before: unknown;
  readonly after: unknown;
  readonly reason: string | null;
}

/** The audit log's entries of an action, oldest first, with before and after parsed. */
export async function auditOf(db: LoyaltyDb, action: string): Promise<TestAuditEntry[]> {
  const rows = await db.query.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
  return rows.map((r) => ({
    adminEmail: r.admin_email,
    scopeId: r.scope_id === null ? null : Number(r.scope_id),
    action: r.action,
    target: r.target,
    before: r.before === null ? undefined : JSON.parse(r.before),
    after: r.after === null ? undefined : JSON.parse(r.after),
    reason: r.reason,
  }));
}
