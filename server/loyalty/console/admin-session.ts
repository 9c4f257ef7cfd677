import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseCookie } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';
import { adminSessionCookie, csrfHeader } from '../../../shared/api/admin-console.js';
import { HttpError } from '../../errors/http-error.js';
import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';
import { cameOverHttps } from '../client-address/client-address.js';

/** How long a console session lives without a request, and at most. */
export const sessionIdleMs = 30 * 60_000;
export const sessionMaxMs = 12 * 3_600_000;
/** A session's last use is written at most this often (each write is a database write). */
const touchEveryMs = 60_000;

/** The administrator behind a console request. */
export interface SignedInAdmin {
  readonly id: number;
  readonly email: string;
  readonly owner: boolean;
  /** The scopes (programmes) an administrator who is not an owner may see and change. */
  readonly scopeIds: ReadonlySet<number>;
  /** tokenHash of the session's CSRF token (csrfTokenFor of the raw session token). */
  readonly csrfHash: string;
  readonly sessionHash: string;
}

/** sha256 hex: how session, link and CSRF tokens are kept (never raw). */
export function tokenHash(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

/**
 * The CSRF token of a session, derived from its raw token (one way: it tells nothing of the session token), so that
 * `GET /session` can hand it out again while only its hash is stored.
 */
export function csrfTokenFor(rawSessionToken: string): string {
  return createHash('sha256').update(`csrf\0${rawSessionToken}`).digest('base64url');
}

/** Starts a session for an administrator inside a write; returns its raw token (for the cookie), never stored. */
export async function createSession(q: Queries, adminId: number, now: number): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await q
    .insertInto('admin_sessions')
    .values({
      token_hash: tokenHash(raw),
      admin_id: adminId,
      csrf_token: tokenHash(csrfTokenFor(raw)),
      created_at: now,
      last_seen_at: now,
      expires_at: now + sessionMaxMs,
    })
    .execute();
  return raw;
}

/** The raw session token of the request's cookie, if any. */
export function sessionTokenOf(req: Request): string | undefined {
  const header = req.get('Cookie');
  return header ? parseCookie(header)[adminSessionCookie] : undefined;
}

/** Whether the request changes something (every method but GET and HEAD needs the CSRF token). */
function isUnsafe(req: Request): boolean {
  return req.method !== 'GET' && req.method !== 'HEAD';
}

/**
 * A browser's `Origin` must be the service's own: the `Host` it was called at, over the protocol the client used (HTTPS
 * behind a trusted proxy too); requests without one are not browsers'.
 */
export function fromOwnOrigin(req: Request, trustedProxies: readonly string[]): boolean {
  const origin = req.get('Origin');
  if (origin === undefined) return true;
  const protocol = cameOverHttps(req, trustedProxies) ? 'https' : 'http';
  return origin === `${protocol}://${req.get('Host') ?? ''}`;
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Looks up a live session (not idle too long, not past its lifetime, its administrator not disabled). */
export async function findSession(db: LoyaltyDb, rawToken: string, now: number): Promise<SignedInAdmin | undefined> {
  const sessionHash = tokenHash(rawToken);
  const row = await db.query
    .selectFrom('admin_sessions as s')
    .innerJoin('admins as a', 'a.id', 's.admin_id')
    .select(['a.id', 'a.email', 'a.is_owner', 's.csrf_token', 's.last_seen_at', 's.expires_at'])
    .where('s.token_hash', '=', sessionHash)
    .where('a.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row || row.expires_at <= now || row.last_seen_at + sessionIdleMs <= now) return undefined;
  const scopes = await db.query
    .selectFrom('admin_programmes')
    .select('scope_id')
    .where('admin_id', '=', row.id)
    .execute();
  if (row.last_seen_at + touchEveryMs <= now)
    await db.write((q) =>
      q.updateTable('admin_sessions').set({ last_seen_at: now }).where('token_hash', '=', sessionHash).execute(),
    );
  return {
    id: Number(row.id),
    email: row.email,
    owner: Number(row.is_owner) === 1,
    scopeIds: new Set(scopes.map((s) => Number(s.scope_id))),
    csrfHash: row.csrf_token,
    sessionHash,
  };
}

/**
 * Requires a live console session (401 otherwise); a request that changes something must also carry the session's
 * CSRF token in `X-CSRF-Token` and, from a browser, come from the service's own origin (403 otherwise).
 */
export function requireAdminSession(
  db: LoyaltyDb,
  trustedProxies: readonly string[],
  now: () => number = Date.now,
): RequestHandler {
  return async (req, res, next) => {
    const raw = sessionTokenOf(req);
    const admin = raw ? await findSession(db, raw, now()) : undefined;
    if (!admin) return next(new HttpError(401, 'sign in to the console: the session is missing or has expired'));
    if (isUnsafe(req)) {
      if (!fromOwnOrigin(req, trustedProxies)) return next(new HttpError(403, 'a cross-site request is refused'));
      const sent = req.get(csrfHeader);
      if (!sent || !sameToken(tokenHash(sent), admin.csrfHash))
        return next(new HttpError(403, `the ${csrfHeader} header is missing or wrong: reload the console`));
    }
    res.locals.admin = admin;
    next();
  };
}

/** The signed-in administrator of a request behind requireAdminSession. */
export function adminOf(res: Response): SignedInAdmin {
  return res.locals.admin as SignedInAdmin;
}
