import type { RequestHandler, Response } from 'express';
import { HttpError } from '../../errors/http-error.js';
import { cachedApiKey } from '../api-keys/api-key-auth.js';
import type { ApiKeyRecord } from '../api-keys/api-key-store.js';
import { noteKeyUse } from '../api-keys/key-last-use.js';
import type { LoyaltyDb } from '../database/loyalty-db.js';
import { isKnownSiteOrigin, originMatchesDomain } from './site-origin.js';

const corsHeaders = {
  'Access-Control-Allow-Headers': 'ApiKey, Authorization, Content-Type',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Max-Age': '600',
};

/**
 * CORS for /guest/v1: an `Origin` that some active site key names gets `Access-Control-Allow-Origin` set to exactly
 * that origin; any other origin gets no CORS headers. Preflights (`OPTIONS`, which carry no ApiKey) end here.
 */
export function siteCors(db: LoyaltyDb): RequestHandler {
  return async (req, res, next) => {
    res.vary('Origin');
    const origin = req.get('Origin');
    const known = origin !== undefined && (await isKnownSiteOrigin(db, origin));
    if (known) res.set({ 'Access-Control-Allow-Origin': origin, ...corsHeaders });
    if (req.method !== 'OPTIONS') return next();
    if (!known) return next(new HttpError(403, `origin ${origin ?? '(none)'} is not the site of any ApiKey`));
    res.status(204).end();
  };
}

/**
 * Requires the `ApiKey` header of an active site key (401 otherwise) whose domain matches the request's `Origin`
 * when one is sent (403 otherwise, with the CORS headers withdrawn: a key answers only its own site). Keys are looked
 * up through cachedApiKey: a key revoked anywhere stops working here once the database's configVersion moves.
 */
export function requireSiteKey(db: LoyaltyDb): RequestHandler {
  return async (req, res, next) => {
    const raw = req.get('ApiKey');
    if (!raw) return next(new HttpError(401, 'the ApiKey header is required'));
    const key = await cachedApiKey(db, raw);
    if (!key) return next(new HttpError(401, 'the ApiKey is unknown or revoked'));
    if (key.kind !== 'site')
      return next(
        new HttpError(401, 'this ApiKey is not a site key; guest endpoints need the key issued for the site'),
      );
    const origin = req.get('Origin');
    if (origin !== undefined && !originMatchesDomain(origin, key.siteDomain ?? '')) {
      for (const header of ['Access-Control-Allow-Origin', ...Object.keys(corsHeaders)]) res.removeHeader(header);
      return next(new HttpError(403, `origin ${origin} is not allowed for this ApiKey`));
    }
    res.locals.siteKey = key;
    noteKeyUse(db, key.id);
    next();
  };
}

/** The site key `requireSiteKey` accepted. */
export function siteKeyOf(res: Response): ApiKeyRecord {
  return res.locals.siteKey as ApiKeyRecord;
}
