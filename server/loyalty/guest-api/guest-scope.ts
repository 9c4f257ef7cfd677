import { HttpError } from '../../errors/http-error.js';
import type { ApiKeyRecord } from '../api-keys/api-key-store.js';
import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';
import { findGuest, type GuestRow } from '../guest-store/guest-store.js';
import {
  resolveOrganization,
  type OrganizationRef,
  type ResolvedOrganization,
} from '../organizations/organization-store.js';

/**
 * The organization a guest request is about: the one named in the body (it must be one of the site key's venues), or,
 * when none is named, the network (or lone venue) the site key serves; a key serving several needs the body to name one.
 */
export async function siteOrganization(
  db: LoyaltyDb,
  q: Queries,
  key: ApiKeyRecord,
  organization: OrganizationRef | undefined,
): Promise<ResolvedOrganization> {
  if (organization) {
    const named = key.venues.has(organization.id) ? await resolveOrganization(db, q, organization) : undefined;
    if (!named) throw new HttpError(403, `organization ${organization.id} is not available to this ApiKey`);
    return named;
  }
  const venues: ResolvedOrganization[] = [];
  for (const id of [...key.venues].sort()) {
    const venue = await resolveOrganization(db, q, { type: 'posObjectId', id });
    if (venue) venues.push(venue);
  }
  const [first] = venues;
  if (!first) throw new HttpError(403, 'this ApiKey serves no venue');
  if (venues.some((venue) => venue.scopeId !== first.scopeId))
    throw new HttpError(400, 'organization: is required, this ApiKey serves more than one network');
  return first;
}

/** The loyalty member with the signed-in phone, or 404 (signing in does not enrol: the venue's `save` does). */
export async function signedInGuest(q: Queries, organization: ResolvedOrganization, phone: string): Promise<GuestRow> {
  const guest = await findGuest(q, organization.scopeId, phone);
  if (!guest) throw new HttpError(404, `${phone} is not a member of this loyalty programme`);
  return guest;
}
