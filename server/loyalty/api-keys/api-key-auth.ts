import type { Database } from 'better-sqlite3';
import type { RequestHandler, Response } from 'express';
import { LoyaltyError } from '../shared/loyalty-error.js';
import type { OrganizationRef, ResolvedOrganization } from '../organizations/organization-store.js';
import { resolveOrganization } from '../organizations/organization-store.js';
import { configVersion } from '../shared/config-version.js';
import { findApiKey, type ApiKeyRecord } from './api-key-store.js';

interface KeyCache {
  readonly generation: number;
  readonly keys: Map<string, ApiKeyRecord>;
}

const caches = new WeakMap<Database, KeyCache>();

/**
 * findApiKey with a cache of known keys that is dropped when this process changes keys or venues, or another
 * process (the admin CLI) commits to the database (configVersion: `PRAGMA data_version`, read at most once per
 * event-loop turn); unknown keys are never cached.
 */
function cachedApiKey(db: Database, raw: string): ApiKeyRecord | undefined {
  const generation = configVersion(db);
  let cache = caches.get(db);
  if (!cache || cache.generation !== generation || cache.keys.size > 1000) {
    cache = { generation, keys: new Map() };
    caches.set(db, cache);
  }
  const hit = cache.keys.get(raw);
  if (hit) return hit;
  const key = findApiKey(db, raw);
  if (key) cache.keys.set(raw, key);
  return key;
}

/** Checks the `ApiKey` header before anything else of the request is read: missing, unknown or revoked is 401. */
export function requireB2bApiKey(db: Database): RequestHandler {
  return (req, res, next) => {
    const raw = req.get('ApiKey');
    if (!raw) return next(new LoyaltyError('apiKeyMissing', 'the ApiKey header is required'));
    const key = cachedApiKey(db, raw);
    if (!key) return next(new LoyaltyError('apiKeyMissing', 'the ApiKey is unknown or revoked'));
    if (key.kind !== 'b2b')
      return next(new LoyaltyError('organizationForbidden', 'this ApiKey is a site key; b2b endpoints need a b2b key'));
    res.locals.apiKey = key;
    next();
  };
}

export function apiKeyOf(res: Response): ApiKeyRecord {
  return res.locals.apiKey as ApiKeyRecord;
}

/** The organization if the key may address it, else 403 (an unknown venue is outside every key). */
export function authorizeOrganization(
  db: Database,
  key: ApiKeyRecord,
  organization: OrganizationRef,
): ResolvedOrganization {
  const resolved = key.venues.has(organization.id) ? resolveOrganization(db, organization) : undefined;
  if (!resolved)
    throw new LoyaltyError('organizationForbidden', `organization ${organization.id} is not available to this ApiKey`);
  return resolved;
}
