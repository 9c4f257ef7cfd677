import type { Database } from 'better-sqlite3';
import { HttpError } from '../../http/http-error.js';
import type { ApiKeyRecord } from '../api-keys/api-key-store.js';
import { findGuest, type GuestRow } from '../guests/guest-store.js';
import {
  resolveOrganization,
  type OrganizationRef,
  type ResolvedOrganization,
} from '../organizations/organization-store.js';

/**
 * The organization a guest request is about: the one named in the body (it must be one of the site key's venues), or,
 * when none is named, the network (or lone venue) the site key serves; a key serving several needs the body to name one.
 */
export function siteOrganization(
  db: Database,
  key: ApiKeyRecord,
  organization: OrganizationRef | undefined,
): ResolvedOrganization {
  if (organization) {
    const named = key.venues.has(organization.id) ? resolveOrganization(db, organization) : undefined;
    if (!named) throw new HttpError(403, `organization ${organization.id} is not available to this ApiKey`);
    return named;
  }
  const venues = [...key.venues]
    .sort()
    .map((id) => resolveOrganization(db, { type: 'posObjectId', id }))
    .filter((venue) => venue !== undefined);
  const [first] = venues;
  if (!first) throw new HttpError(403, 'this ApiKey serves no venue');
  if (venues.some((venue) => venue.scopeId !== first.scopeId))
    throw new HttpError(400, 'organization: is required, this ApiKey serves more than one network');
  return first;
}

/** The loyalty member with the signed-in phone, or 404 (signing in does not enrol: the venue's `save` does). */
export function signedInGuest(db: Database, organization: ResolvedOrganization, phone: string): GuestRow {
  const guest = findGuest(db, organization.scopeId, phone);
  if (!guest) throw new HttpError(404, `${phone} is not a member of this loyalty programme`);
  return guest;
}
