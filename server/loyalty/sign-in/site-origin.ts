import type { LoyaltyDb } from '../database/loyalty-db.js';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a browser `Origin` belongs to a site key's domain. The domain is a host (`shop.example.com`, any port), a
 * host and port (`localhost:5173`) or a full origin (`https://shop.example.com`). Bare hosts need https, except loopback.
 */
export function originMatchesDomain(origin: string, siteDomain: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const domain = siteDomain.trim().toLowerCase();
  if (domain.includes('://')) {
    try {
      return new URL(domain).origin === url.origin;
    } catch {
      return false;
    }
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopbackHosts.has(url.hostname))) return false;
  return domain.includes(':') && !domain.startsWith('[') ? url.host === domain : url.hostname === domain;
}

interface DomainCache {
  readonly generation: number;
  readonly domains: readonly string[];
}

const caches = new WeakMap<LoyaltyDb, DomainCache>();

/** The domains of every active site key, read again once the database's configVersion says keys may have changed. */
async function siteDomains(db: LoyaltyDb): Promise<readonly string[]> {
  const generation = db.configVersion();
  const hit = caches.get(db);
  if (hit?.generation === generation) return hit.domains;
  const rows = await db.query
    .selectFrom('api_keys')
    .select('site_domain')
    .where('kind', '=', 'site')
    .where('revoked_at', 'is', null)
    .execute();
  const domains = rows.flatMap((row) => (row.site_domain === null ? [] : [row.site_domain]));
  caches.set(db, { generation, domains });
  return domains;
}

/** Whether any active site key names this origin (a CORS preflight carries no ApiKey, only the Origin). */
export async function isKnownSiteOrigin(db: LoyaltyDb, origin: string): Promise<boolean> {
  return (await siteDomains(db)).some((domain) => originMatchesDomain(origin, domain));
}
