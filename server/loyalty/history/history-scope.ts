import type { Queries } from '../database/loyalty-db.js';
import type { ApiKeyRecord } from '../api-keys/api-key-store.js';
import { venuesOfScope, type ResolvedOrganization } from '../organizations/organization-store.js';
import { LoyaltyError } from '../errors/loyalty-error.js';

/**
 * Venue ids a history request may see: the organization's whole network (or lone venue), limited to the key's venues
 * and narrowed by `organizationsInNetwork`; undefined means "every venue of the scope" (no SQL filter needed).
 */
export async function historyVenues(
  q: Queries,
  key: ApiKeyRecord,
  org: ResolvedOrganization,
  narrowTo: readonly string[] | null | undefined,
): Promise<number[] | undefined> {
  const scopeVenues = await venuesOfScope(q, org.scopeId);
  const byPos = new Map(scopeVenues.map((v) => [v.posObjectId, v.id]));
  let allowed = scopeVenues.filter((v) => key.venues.has(v.posObjectId)).map((v) => v.posObjectId);
  if (narrowTo) {
    for (const pos of narrowTo) {
      if (!byPos.has(pos))
        throw new LoyaltyError('validation', `filter.organizationsInNetwork: ${pos} is not a venue of this network`);
      if (!key.venues.has(pos))
        throw new LoyaltyError('organizationForbidden', `organization ${pos} is not available to this ApiKey`);
    }
    allowed = [...new Set(narrowTo)];
  }
  if (allowed.length === scopeVenues.length) return undefined;
  return allowed.map((pos) => byPos.get(pos) as number);
}
