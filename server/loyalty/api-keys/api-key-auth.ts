import type { RequestHandler, Response } from 'express';
import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';
import { LoyaltyError } from '../errors/loyalty-error.js';
import type { OrganizationRef, ResolvedOrganization } from '../organizations/organization-store.js';
import { resolveOrganization } from '../organizations/organization-store.js';
import { clientAddressOf } from '../client-address/client-address.js';
import { findApiKey, type ApiKeyRecord } from './api-key-store.js';
import { noteKeyUse } from './key-last-use.js';
import { b2bTokenSecret, checkB2bToken, type B2bTokenRefusal } from './b2b-token.js';

interface KeyCache {
  readonly generation: number;
  readonly keys: Map<string, ApiKeyRecord>;
}

const caches = new WeakMap<LoyaltyDb, KeyCache>();

/**
 * findApiKey with a cache of known keys that is dropped whenever the database's configVersion changes (this process,
 * another process or another instance changed keys or venues); unknown keys are never cached.
 */
export async function cachedApiKey(db: LoyaltyDb, raw: string): Promise<ApiKeyRecord | undefined> {
  const generation = db.configVersion();
  let cache = caches.get(db);
  if (!cache || cache.generation !== generation || cache.keys.size > 1000) {
    cache = { generation, keys: new Map() };
    caches.set(db, cache);
  }
  const hit = cache.keys.get(raw);
  if (hit) return hit;
  const key = await findApiKey(db.query, raw);
  if (key) cache.keys.set(raw, key);
  return key;
}

/**
 * Checks the `ApiKey` header before anything else of the request is read: missing, unknown or revoked is 401; a client
 * address outside the key's `allowedAddresses` (see clientAddressOf for the proxies believed) is 403, and so is a site
 * key.
 */
export function requireB2bApiKey(db: LoyaltyDb, trustedProxies: readonly string[]): RequestHandler {
  return (req, res, next) => {
    const raw = req.get('ApiKey');
    if (!raw) return next(new LoyaltyError('apiKeyMissing', 'the ApiKey header is required'));
    cachedApiKey(db, raw).then((key) => {
      if (!key) return next(new LoyaltyError('apiKeyMissing', 'the ApiKey is unknown or revoked'));
      if (key.allowedAddresses) {
        const address = clientAddressOf(req, trustedProxies);
        if (!key.allowedAddresses.includes(address))
          return next(new LoyaltyError('addressForbidden', `this ApiKey may not be used from ${address}`));
      }
      if (key.kind !== 'b2b')
        return next(
          new LoyaltyError('organizationForbidden', 'this ApiKey is a site key; b2b endpoints need a b2b key'),
        );
      res.locals.apiKey = key;
      noteKeyUse(db, key.id);
      next();
    }, next);
  };
}

const tokenRefusals: Record<B2bTokenRefusal, string> = {
  malformed: 'the Authorization header is not "Bearer <token>" with a token from /b2b/v1/auth/gentoken',
  foreign: 'the token was issued for another ApiKey',
  invalid: "the token is not valid: not issued by this service, or the key's password has changed since",
  expired: 'the token has expired: get a new one from /b2b/v1/auth/gentoken',
};

/**
 * After requireB2bApiKey, before the body is read: a key with a password needs `Authorization: Bearer <token>` with a
 * live token of its own from gentoken (401 otherwise); a key without one passes on its ApiKey alone.
 */
export function requireB2bToken(db: LoyaltyDb, now: () => number): RequestHandler {
  return (req, res, next) => {
    const key = apiKeyOf(res);
    const passwordHash = key.passwordHash;
    if (passwordHash === null) return next();
    const header = req.get('Authorization');
    if (header === undefined)
      return next(
        new LoyaltyError(
          'tokenInvalid',
          'this ApiKey has a password: send Authorization: Bearer <token> with a token from /b2b/v1/auth/gentoken',
        ),
      );
    const token = /^Bearer +(\S+) *$/i.exec(header)?.[1] ?? '';
    b2bTokenSecret(db, db.query).then((secret) => {
      const refusal = checkB2bToken(secret, token, { id: key.id, passwordHash }, now());
      if (refusal) return next(new LoyaltyError('tokenInvalid', tokenRefusals[refusal]));
      next();
    }, next);
  };
}

export function apiKeyOf(res: Response): ApiKeyRecord {
  return res.locals.apiKey as ApiKeyRecord;
}

/** The organization if the key may address it, else 403 (an unknown venue is outside every key). */
export async function authorizeOrganization(
  db: LoyaltyDb,
  q: Queries,
  key: ApiKeyRecord,
  organization: OrganizationRef,
): Promise<ResolvedOrganization> {
  const resolved = key.venues.has(organization.id) ? await resolveOrganization(db, q, organization) : undefined;
  if (!resolved)
    throw new LoyaltyError('organizationForbidden', `organization ${organization.id} is not available to this ApiKey`);
  return resolved;
}
