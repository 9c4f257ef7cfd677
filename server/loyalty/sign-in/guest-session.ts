import type { RequestHandler, Response } from 'express';
import { HttpError } from '../../errors/http-error.js';
import type { LoyaltyDb } from '../database/loyalty-db.js';
import { siteKeyOf } from './site-key-gate.js';
import type { Clock } from '../../config/clock.js';
import { findAccessToken, type TokenOwner } from './token-store.js';

/** The token of an `Authorization` header: `Bearer <token>`, or the bare token. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const bearer = /^bearer\s+(\S+)$/i.exec(value);
  return bearer ? bearer[1] : value;
}

/** Requires a live authorization token issued through the same site key; 401 otherwise. Runs after the site-key gate. */
export function requireGuestSession(db: LoyaltyDb, now: Clock): RequestHandler {
  return async (req, res, next) => {
    const token = tokenFromHeader(req.get('Authorization'));
    if (!token) return next(new HttpError(401, 'the Authorization header with the guest token is required'));
    const owner = await findAccessToken(db.query, token, now());
    if (!owner || owner.apiKeyId !== siteKeyOf(res).id)
      return next(new HttpError(401, 'the authorization token is unknown, expired or revoked: sign in or refresh'));
    res.locals.guestSession = owner;
    next();
  };
}

/** The signed-in guest of the request. */
export function guestSessionOf(res: Response): TokenOwner {
  return res.locals.guestSession as TokenOwner;
}
