import type { RequestHandler, Response } from 'express';
import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';
import { LoyaltyError } from '../shared/loyalty-error.js';
import type { OrganizationRef, ResolvedOrganization } from '../organizations/organization-store.js';
import { resolveOrganization } from '../organizations/organization-store.js';
import { findApiKey, type ApiKeyRecord } from './api-key-store.js';

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

/** Checks the `ApiKey` header before anything else of the request is read: missing, unknown or revoked is 401. */
export function requireB2bApiKey(db: LoyaltyDb): RequestHandler {
  return (req, res, next) => {
    const raw = req.get('ApiKey');
    if (!raw) return next(new LoyaltyError('apiKeyMissing', 'the ApiKey header is required'));
    cachedApiKey(db, raw).then((key) => {
      if (!key) return next(new LoyaltyError('apiKeyMissing', 'the ApiKey is unknown or revoked'));
      if (key.kind !== 'b2b')
        return next(
          new LoyaltyError('organizationForbidden', 'this ApiKey is a site key; b2b endpoints need a b2b key'),
        );
      res.locals.apiKey = key;
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
