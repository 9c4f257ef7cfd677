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
 * The b2b key a request may act with: missing, unknown or revoked is 401; a client address outside the key's
 * `allowedAddresses` is 403, and so is a site key.
 */
export async function b2bKeyOf(db: LoyaltyDb, raw: string | undefined, address: () => string): Promise<ApiKeyRecord> {
  if (!raw) throw new LoyaltyError('apiKeyMissing', 'the ApiKey header is required');
  const key = await cachedApiKey(db, raw);
  if (!key) throw new LoyaltyError('apiKeyMissing', 'the ApiKey is unknown or revoked');
  if (key.allowedAddresses && !key.allowedAddresses.includes(address()))
    throw new LoyaltyError('addressForbidden', `this ApiKey may not be used from ${address()}`);
  if (key.kind !== 'b2b')
    throw new LoyaltyError('organizationForbidden', 'this ApiKey is a site key; b2b endpoints need a b2b key');
  noteKeyUse(db, key.id);
  return key;
}

/**
 * Checks the `ApiKey` header before anything else of the request is read (b2bKeyOf; see clientAddressOf for the
 * proxies believed).
 */
export function requireB2bApiKey(db: LoyaltyDb, trustedProxies: readonly string[]): RequestHandler {
  return (req, res, next) => {
    b2bKeyOf(db, req.get('ApiKey'), () => clientAddressOf(req, trustedProxies)).then((key) => {
      res.locals.apiKey = key;
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
 * A key with a password needs `Authorization: Bearer <token>` with a live token of its own from gentoken (401
 * otherwise); a key without one passes on its ApiKey alone.
 */
export async function checkB2bBearer(
  db: LoyaltyDb,
  key: ApiKeyRecord,
  header: string | undefined,
  now: number,
): Promise<void> {
  const passwordHash = key.passwordHash;
  if (passwordHash === null) return;
  if (header === undefined)
    throw new LoyaltyError(
      'tokenInvalid',
      'this ApiKey has a password: send Authorization: Bearer <token> with a token from /b2b/v1/auth/gentoken',
    );
  const token = /^Bearer +(\S+) *$/i.exec(header)?.[1] ?? '';
  const refusal = checkB2bToken(await b2bTokenSecret(db, db.query), token, { id: key.id, passwordHash }, now);
  if (refusal) throw new LoyaltyError('tokenInvalid', tokenRefusals[refusal]);
}

/** After requireB2bApiKey, before the body is read: checkB2bBearer. */
export function requireB2bToken(db: LoyaltyDb, now: () => number): RequestHandler {
  return (req, res, next) => {
    const key = apiKeyOf(res);
    if (key.passwordHash === null) return next();
    checkB2bBearer(db, key, req.get('Authorization'), now()).then(() => next(), next);
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
