import { randomBytes } from 'node:crypto';
import type { Queries } from '../database/loyalty-db.js';
import { tokenHash } from './admin-session.js';

/** How long a one-time password link works. */
export const passwordLinkLifetimeMs = 24 * 3_600_000;

/** The path of a one-time password link below the service's address. */
export function passwordLinkPath(rawToken: string): string {
  return `/admin/#/set-password/${rawToken}`;
}

export interface AdminAccount {
  readonly id: number;
  readonly email: string;
  readonly owner: boolean;
  readonly passwordHash: string | null;
  readonly disabled: boolean;
}

/** The administrator with this (lower-case) e-mail, disabled or not (read like organization-store.ts's readVenue). */
export async function findAdmin(q: Queries, email: string): Promise<AdminAccount | undefined> {
  const row = await q
    .selectFrom('admins')
    .select(['id', 'email', 'is_owner', 'password_hash', 'disabled_at'])
    .where('email', '=', email)
    .executeTakeFirst();
  return (
    row && {
      id: Number(row.id),
      email: row.email,
      owner: Number(row.is_owner) === 1,
      passwordHash: row.password_hash,
      disabled: row.disabled_at !== null,
    }
  );
}

export interface NewAdmin {
  readonly email: string;
  /** No scopes: an owner, who sees every programme. */
  readonly scopeIds: readonly number[];
  readonly passwordHash: string | null;
}

/** Inside a write: adds an administrator; undefined when the e-mail is taken. */
export async function addAdmin(q: Queries, admin: NewAdmin): Promise<number | undefined> {
  if (await findAdmin(q, admin.email)) return undefined;
  const { id } = await q
    .insertInto('admins')
    .values({
      email: admin.email,
      password_hash: admin.passwordHash,
      is_owner: admin.scopeIds.length === 0 ? 1 : 0,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const scopeId of admin.scopeIds)
    await q.insertInto('admin_programmes').values({ admin_id: id, scope_id: scopeId }).execute();
  return Number(id);
}

/** Inside a write: a new one-time link for the administrator (any earlier unused one stops working); its raw token. */
/** Its token row follows admin-session.ts's createSession on purpose: a raw token handed out, its hash kept. */
export async function createPasswordLink(q: Queries, adminId: number, now: number): Promise<string> {
  await q.deleteFrom('admin_password_links').where('admin_id', '=', adminId).where('used_at', 'is', null).execute();
  const raw = randomBytes(32).toString('base64url');
  await q
    .insertInto('admin_password_links')
    .values({
      token_hash: tokenHash(raw),
      admin_id: adminId,
      created_at: now,
      expires_at: now + passwordLinkLifetimeMs,
    })
    .execute();
  return raw;
}

/**
 * Inside a write: spends a one-time link on setting its administrator's password and ends their sessions; undefined
 * when the link is unknown, used, expired or its administrator disabled.
 */
export async function setPasswordByLink(
  q: Queries,
  rawToken: string,
  passwordHash: string,
  now: number,
): Promise<{ id: number; email: string } | undefined> {
  const link = await q
    .selectFrom('admin_password_links as l')
    .innerJoin('admins as a', 'a.id', 'l.admin_id')
    .select(['a.id', 'a.email', 'l.used_at', 'l.expires_at', 'a.disabled_at'])
    .where('l.token_hash', '=', tokenHash(rawToken))
    .forUpdate()
    .executeTakeFirst();
  if (!link || link.used_at !== null || link.expires_at <= now || link.disabled_at !== null) return undefined;
  await q
    .updateTable('admin_password_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash(rawToken))
    .execute();
  await q.updateTable('admins').set({ password_hash: passwordHash }).where('id', '=', link.id).execute();
  await q.deleteFrom('admin_sessions').where('admin_id', '=', link.id).execute();
  return { id: Number(link.id), email: link.email };
}

/**
 * Inside a write: disables an administrator, ending their sessions and links; false when there is none active. Its
 * stamp-once update is alike in shape to api-keys/api-key-store.ts's revokeApiKey: another table, its own clean-up.
 */
export async function disableAdmin(q: Queries, adminId: number): Promise<boolean> {
  const result = await q
    .updateTable('admins')
    .set({ disabled_at: new Date().toISOString() })
    .where('id', '=', adminId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  await q.deleteFrom('admin_sessions').where('admin_id', '=', adminId).execute();
  await q.deleteFrom('admin_password_links').where('admin_id', '=', adminId).execute();
  return result.numUpdatedRows === 1n;
}
