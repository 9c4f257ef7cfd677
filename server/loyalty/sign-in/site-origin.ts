import type { Database } from 'better-sqlite3';

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

/** Whether any active site key names this origin (a CORS preflight carries no ApiKey, only the Origin). */
export function isKnownSiteOrigin(db: Database, origin: string): boolean {
  const domains = db
    .prepare(`SELECT site_domain FROM api_keys WHERE kind = 'site' AND revoked_at IS NULL AND site_domain IS NOT NULL`)
    .pluck()
    .all() as string[];
  return domains.some((domain) => originMatchesDomain(origin, domain));
}
