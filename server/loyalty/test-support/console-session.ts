import { adminSessionCookie, csrfHeader } from '../../../shared/api/admin-console.js';
import { createSession, csrfTokenFor } from '../console/admin-session.js';
import type { LoyaltyDb } from '../database/loyalty-db.js';

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
