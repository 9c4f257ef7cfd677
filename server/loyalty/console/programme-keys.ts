import type { ApiKey } from '../../../shared/api/admin-console.js';
import { HttpError } from '../../errors/http-error.js';
import { listApiKeys, type ApiKeyListing } from '../api-keys/api-key-store.js';
import { keyLastUses } from '../api-keys/key-last-use.js';
import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';
import { resolveOrganization, venuesOfScope } from '../organizations/organization-store.js';
import type { SignedInAdmin } from './admin-session.js';
import { allProgrammes, mayAccess, type ProgrammeScope } from './programme-access.js';

/** A key of a programme: its console view, and its listing (every network and venue it serves, in any programme). */
export interface ProgrammeKey {
  readonly view: ApiKey;
  readonly listing: ApiKeyListing;
}

/** Whether a key serves the whole programme: its network, or the lone venue itself. */
function servesWhole(programme: ProgrammeScope, key: ApiKeyListing): boolean {
  return programme.kind === 'network'
    ? key.networks.includes(programme.id)
    : key.venues.includes(programme.id.slice('venue:'.length));
}

/** The keys that serve a programme (the whole of it or some of its venues), newest first. */
export async function programmeKeys(q: Queries, programme: ProgrammeScope): Promise<ProgrammeKey[]> {
  const venues = new Set((await venuesOfScope(q, programme.scopeId)).map((v) => v.posObjectId));
  const lastUses = await keyLastUses(q);
  return (await listApiKeys(q))
    .filter((key) => servesWhole(programme, key) || key.venues.some((v) => venues.has(v)))
    .map((key) => {
      const whole = servesWhole(programme, key);
      const lastUsedAt = lastUses.get(key.id);
      const view: ApiKey = {
        id: key.id,
        label: key.label,
        kind: key.kind,
        venues: whole ? [] : key.venues.filter((v) => venues.has(v)),
        wholeProgramme: whole,
        ...(key.siteDomain === null ? {} : { siteDomain: key.siteDomain }),
        ...(key.allowedAddresses === null ? {} : { allowedAddresses: key.allowedAddresses }),
        hasPassword: key.hasPassword,
        createdAt: key.createdAt,
        ...(key.revokedAt === null ? {} : { revokedAt: key.revokedAt }),
        ...(lastUsedAt === undefined ? {} : { lastUsedAt }),
      };
      return { view, listing: key };
    });
}

/** A key of the programme by its id (404 for none and for another programme's alike). */
export async function programmeKey(q: Queries, programme: ProgrammeScope, id: number): Promise<ProgrammeKey> {
  const key = (await programmeKeys(q, programme)).find((k) => k.view.id === id);
  if (!key) throw new HttpError(404, `key ${id} not found`);
  return key;
}

/**
 * A key that also serves a programme the administrator may not see is theirs to look at, not to change (403): revoking
 * it, or changing its password or addresses, would change another administrator's programme too.
 */
export async function requireWholeKey(
  db: LoyaltyDb,
  q: Queries,
  admin: SignedInAdmin,
  key: ApiKeyListing,
): Promise<void> {
  if (admin.owner) return;
  const networkScopes = new Map((await allProgrammes(q)).map((p) => [p.id, p.scopeId]));
  const scopes = key.networks.map((code) => networkScopes.get(code));
  for (const posObjectId of key.venues)
    scopes.push((await resolveOrganization(db, q, { type: 'posObjectId', id: posObjectId }))?.scopeId);
  if (scopes.some((scopeId) => scopeId === undefined || !mayAccess(admin, scopeId)))
    throw new HttpError(403, `key ${key.id} also serves programmes you do not administer: ask the service's owner`);
}
