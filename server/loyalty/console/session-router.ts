import { Router, type CookieOptions, type Request, type Response } from 'express';
import { adminSessionCookie, type SessionInfo } from '../../../shared/api/admin-console.js';
import { HttpError, TooManyRequestsError } from '../../errors/http-error.js';
import { hashKeyPassword, verifyKeyPassword } from '../api-keys/key-password.js';
import type { LoyaltyDb } from '../database/loyalty-db.js';
import { z } from '../openapi/zod.js';
import { parseBody } from '../openapi/validation.js';
import { cameOverHttps, clientAddressOf } from '../client-address/client-address.js';
import { LoyaltyError } from '../errors/loyalty-error.js';
import { findAdmin, setPasswordByLink } from './admin-accounts.js';
import { adminPasswordLengthHint, adminPasswordProblem, hasAdminPasswordLength } from './admin-password.js';
import {
  addressSubject,
  emailSubject,
  reserveLoginAttempt,
  settleRightPassword,
  settleWrongPassword,
} from './admin-login-limits.js';
import {
  adminOf,
  createSession,
  csrfTokenFor,
  findSession,
  fromOwnOrigin,
  sessionMaxMs,
  sessionTokenOf,
} from './admin-session.js';
import { recordAudit } from './audit-log.js';
import { programmesOf } from './programme-access.js';

export interface SessionRouterDeps {
  readonly db: LoyaltyDb;
  readonly trustedProxies: readonly string[];
  readonly now: () => number;
}

export const signInSchema = z.strictObject({
  /** An e-mail always has an `@`, so it never names the lock's row of a client address (`address <ip>`). */
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('must be an e-mail address')),
  password: z.string().max(1000),
});

export const passwordLinkSchema = z.strictObject({
  token: z.string().min(1).max(200),
  password: z.string().refine(hasAdminPasswordLength, adminPasswordLengthHint),
});

/** One message for an unknown e-mail, a disabled administrator, one without a password yet and a wrong password. */
const wrongSignIn = 'the e-mail or the password is wrong';

/** A hash to check passwords of unknown e-mails against, so that they take as long as known ones. */
let decoyHash: Promise<string> | undefined;

function cookieOptions(req: Request, trustedProxies: readonly string[]): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', path: '/admin', secure: cameOverHttps(req, trustedProxies) };
}

/** A cross-site sign-in (login CSRF) is refused like any other cross-site change. */
function refuseCrossSite(req: Request, trustedProxies: readonly string[]): void {
  if (!fromOwnOrigin(req, trustedProxies)) throw new HttpError(403, 'a cross-site request is refused');
}

async function sessionInfo(db: LoyaltyDb, res: Response, rawToken: string): Promise<SessionInfo> {
  const admin = adminOf(res);
  const programmes = await programmesOf(db.query, admin);
  return {
    admin: { email: admin.email, owner: admin.owner },
    csrfToken: csrfTokenFor(rawToken),
    programmes: programmes.map((p) => ({ id: p.id, name: p.name, kind: p.kind })),
  };
}

/** `POST /session` (sign in) and `POST /password-link`: the public routes, mounted before requireAdminSession. */
export function publicSessionRouter(deps: SessionRouterDeps): Router {
  const { db, trustedProxies, now } = deps;
  const router = Router();
  router.post('/session', async (req, res) => {
    refuseCrossSite(req, trustedProxies);
    const { email, password } = parseBody(signInSchema, req.body);
    const subjects = [emailSubject(email), addressSubject(clientAddressOf(req, trustedProxies))] as const;
    const at = now();
    const reservation = await db.write((q) => reserveLoginAttempt(q, subjects, at));
    if (reservation.kind === 'locked')
      throw new TooManyRequestsError(
        `too many wrong passwords: try again in ${Math.ceil(reservation.retryAfterSeconds / 60)} min`,
        reservation.retryAfterSeconds,
      );
    const admin = await findAdmin(db.query, email);
    const usable = admin && !admin.disabled && admin.passwordHash !== null ? admin : undefined;
    decoyHash ??= hashKeyPassword('a password no administrator has');
    const right = await verifyKeyPassword(password, usable?.passwordHash ?? (await decoyHash));
    if (!usable || !right) {
      await db.write((q) => settleWrongPassword(q, subjects, now()));
      throw new HttpError(401, wrongSignIn);
    }
    const token = await db.write(async (q) => {
      await settleRightPassword(q, subjects);
      await q.deleteFrom('admin_sessions').where('admin_id', '=', usable.id).where('expires_at', '<=', at).execute();
      return createSession(q, usable.id, at);
    });
    const signedIn = await findSession(db, token, at);
    if (!signedIn) throw new HttpError(401, wrongSignIn);
    res.locals.admin = signedIn;
    res.cookie(adminSessionCookie, token, { ...cookieOptions(req, trustedProxies), maxAge: sessionMaxMs });
    res.set('Cache-Control', 'no-store').json(await sessionInfo(db, res, token));
  });
  router.post('/password-link', async (req, res) => {
    refuseCrossSite(req, trustedProxies);
    const { token, password } = parseBody(passwordLinkSchema, req.body);
    const problem = await adminPasswordProblem(password);
    if (problem !== undefined) throw new LoyaltyError('validation', `password: ${problem}`);
    const passwordHash = await hashKeyPassword(password);
    const changed = await db.write(async (q) => {
      const admin = await setPasswordByLink(q, token, passwordHash, now());
      if (admin)
        await recordAudit(q, admin, { action: 'admin.password', target: `admin ${admin.email}`, scopeId: null });
      return admin;
    });
    if (!changed) throw new HttpError(404, 'this link is unknown, used or expired: ask for a new one');
    res.status(204).end();
  });
  return router;
}

/** `GET /session` and `DELETE /session` (sign out), behind requireAdminSession. */
export function sessionRouter(deps: SessionRouterDeps): Router {
  const { db, trustedProxies } = deps;
  const router = Router();
  router.get('/session', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await sessionInfo(db, res, sessionTokenOf(req) ?? ''));
  });
  router.delete('/session', async (req, res) => {
    const { sessionHash } = adminOf(res);
    await db.write((q) => q.deleteFrom('admin_sessions').where('token_hash', '=', sessionHash).execute());
    res.clearCookie(adminSessionCookie, cookieOptions(req, trustedProxies));
    res.status(204).end();
  });
  return router;
}
