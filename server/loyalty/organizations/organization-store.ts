import { randomUUID } from 'node:crypto';
import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';

/** The organization identity of the loyalty API (docs/loyalty-api.md, "Networks, venues and scopes"). */
export interface OrganizationRef {
  readonly type: 'posObjectId';
  readonly id: string;
}

/** A venue and the scope its guests, cards, wallets and campaigns live in: its network, or the lone venue itself. */
export interface ResolvedOrganization {
  readonly venueId: number;
  readonly venueUuid: string;
  readonly posObjectId: string;
  readonly scopeId: number;
  readonly networkId: number | null;
}

const resolved = new WeakMap<LoyaltyDb, Map<string, ResolvedOrganization>>();

async function readVenue(q: Queries, posObjectId: string): Promise<ResolvedOrganization | undefined> {
  const row = await q
    .selectFrom('venues')
    .select(['id', 'uuid', 'pos_object_id', 'scope_id', 'network_id'])
    .where('pos_object_id', '=', posObjectId)
    .executeTakeFirst();
  return (
    row && {
      venueId: row.id,
      venueUuid: row.uuid,
      posObjectId: row.pos_object_id,
      scopeId: row.scope_id,
      networkId: row.network_id,
    }
  );
}

/**
 * The venue and scope of an organization, or undefined for an unknown posObjectId. Found venues are remembered: a
 * venue's id, uuid and scope never change (venues do not move between networks and are never deleted).
 */
export async function resolveOrganization(
  db: LoyaltyDb,
  q: Queries,
  organization: OrganizationRef,
): Promise<ResolvedOrganization | undefined> {
  let known = resolved.get(db);
  if (!known) {
    known = new Map();
    resolved.set(db, known);
  }
  const hit = known.get(organization.id);
  if (hit) return hit;
  const venue = await readVenue(q, organization.id);
  if (venue && known.size < 10_000) known.set(organization.id, venue);
  return venue;
}

/** posObjectIds of every venue of a scope. */
export function venuesOfScope(q: Queries, scopeId: number): Promise<{ id: number; posObjectId: string }[]> {
  return q
    .selectFrom('venues')
    .select(['id', 'pos_object_id as posObjectId'])
    .where('scope_id', '=', scopeId)
    .orderBy('id')
    .execute();
}

/** The venues of a scope with their names, in the order they were added. */
export function namedVenuesOfScope(
  q: Queries,
  scopeId: number,
): Promise<{ posObjectId: string; name: string; createdAt: string }[]> {
  return q
    .selectFrom('venues')
    .select(['pos_object_id as posObjectId', 'name', 'created_at as createdAt'])
    .where('scope_id', '=', scopeId)
    .orderBy('id')
    .execute();
}

/** Creates a network (idempotent on its code: an existing one is renamed). Call configChanged after it commits. */
export async function upsertNetwork(q: Queries, code: string, name: string): Promise<number> {
  const existing = await q.selectFrom('networks').select('id').where('code', '=', code).forUpdate().executeTakeFirst();
  if (existing) {
    await q.updateTable('networks').set({ name }).where('id', '=', existing.id).execute();
    return existing.id;
  }
  const now = new Date().toISOString();
  const scope = await q
    .insertInto('scopes')
    .values({ kind: 'network', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const network = await q
    .insertInto('networks')
    .values({ code, name, scope_id: scope.id, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return network.id;
}

export interface NewVenue {
  readonly posObjectId: string;
  readonly name: string;
  readonly network?: string | undefined;
  readonly uuid?: string | undefined;
}

/**
 * Creates a venue, alone or in a network (idempotent on posObjectId); a venue never moves between scopes. Call
 * configChanged after it commits.
 */
export async function upsertVenue(q: Queries, venue: NewVenue): Promise<ResolvedOrganization> {
  let networkId: number | null = null;
  let networkScope: number | null = null;
  if (venue.network !== undefined) {
    const row = await q
      .selectFrom('networks')
      .select(['id', 'scope_id'])
      .where('code', '=', venue.network)
      .executeTakeFirst();
    if (!row) throw new Error(`there is no network ${venue.network}`);
    networkId = row.id;
    networkScope = row.scope_id;
  }
  const existing = await readVenue(q, venue.posObjectId);
  if (existing) {
    if (existing.networkId !== networkId)
      throw new Error(`venue ${venue.posObjectId} already exists in another network; venues do not move`);
    await q.updateTable('venues').set({ name: venue.name }).where('id', '=', existing.venueId).execute();
    return existing;
  }
  const now = new Date().toISOString();
  const scopeId =
    networkScope ??
    (await q.insertInto('scopes').values({ kind: 'venue', created_at: now }).returning('id').executeTakeFirstOrThrow())
      .id;
  await q
    .insertInto('venues')
    .values({
      pos_object_id: venue.posObjectId,
      uuid: venue.uuid ?? randomUUID(),
      name: venue.name,
      network_id: networkId,
      scope_id: scopeId,
      created_at: now,
    })
    .execute();
  const created = await readVenue(q, venue.posObjectId);
  if (!created) throw new Error('venue vanished');
  return created;
}
