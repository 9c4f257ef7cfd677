import { adminSessionCookie, csrfHeader } from '../../../shared/api/admin-console.js';
import { createSession, csrfTokenFor } from '../console/admin-session.js';
import { allProgrammes } from '../console/programme-access.js';
import type { LoyaltyDb } from '../database/loyalty-db.js';
import { upsertNetwork, upsertVenue } from '../organizations/organization-store.js';
import type { Reply } from './loyalty-test-server.js';

/** A console administrator with a live session made straight in the database, for tests of the console's pages. */
export interface TestAdmin {
  readonly id: number;
  readonly email: string;
  /** The headers a browser of this session sends: the cookie, the CSRF token and JSON. */
  readonly headers: Record<string, string>;
}

/** Adds an administrator (an owner, or one of the given scopes) and signs them in. */
export async function testAdmin(
  db: LoyaltyDb,
  email: string,
  access: { readonly owner: true } | { readonly scopeIds: readonly number[] },
): Promise<TestAdmin> {
  const now = Date.now();
  const { id, token } = await db.write(async (q) => {
    const admin = await q
      .insertInto('admins')
      .values({ email, is_owner: 'owner' in access ? 1 : 0, created_at: new Date(now).toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const scopeId of 'scopeIds' in access ? access.scopeIds : [])
      await q.insertInto('admin_programmes').values({ admin_id: admin.id, scope_id: scopeId }).execute();
    return { id: Number(admin.id), token: await createSession(q, Number(admin.id), now) };
  });
  return {
    id,
    email,
    headers: {
      Cookie: `${adminSessionCookie}=${token}`,
      [csrfHeader]: csrfTokenFor(token),
      'Content-Type': 'application/json',
    },
  };
}

/** A request to the console's API (`/admin/api` + `route`) with the given headers and JSON body, as a browser sends it. */
export async function consoleCall<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  route: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Reply<T>> {
  const response = await fetch(`${baseUrl}/admin/api${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed as T, text, headers: response.headers };
}

/** The `{message}` of a console refusal. */
export function refusalOf(reply: Reply<unknown>): string | undefined {
  return (reply.body as { message?: string } | undefined)?.message;
}

/**
 * A second network `b` (venue `b1`) beside the test server's `net`, and three administrators: one of `net`, one of
 * `b`, and an owner; for tests of who sees what.
 */
export async function adminsOfTwoNetworks(db: LoyaltyDb) {
  await db.write(async (q) => {
    await upsertNetwork(q, 'b', 'Network B');
    await upsertVenue(q, { posObjectId: 'b1', name: 'B one', network: 'b' });
  });
  db.configChanged();
  const scopes = new Map((await allProgrammes(db.query)).map((p) => [p.id, p.scopeId]));
  return {
    netAdmin: await testAdmin(db, 'ada@example.com', { scopeIds: [scopes.get('net')!] }),
    bAdmin: await testAdmin(db, 'bob@example.com', { scopeIds: [scopes.get('b')!] }),
    owner: await testAdmin(db, 'owner@example.com', { owner: true }),
  };
}
