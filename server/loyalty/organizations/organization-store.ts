import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { invalidateApiKeys } from '../api-keys/api-key-store.js';
import { sql } from '../../storage/statements.js';

/** The organization identity of seed 001. */
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

interface VenueRow {
  id: number;
  uuid: string;
  pos_object_id: string;
  scope_id: number;
  network_id: number | null;
}

const resolved = new WeakMap<Database, Map<string, ResolvedOrganization>>();

/**
 * The venue and scope of an organization, or undefined for an unknown posObjectId. Found venues are remembered: a
 * venue's id, uuid and scope never change (venues do not move between networks and are never deleted).
 */
export function resolveOrganization(db: Database, organization: OrganizationRef): ResolvedOrganization | undefined {
  let known = resolved.get(db);
  if (!known) {
    known = new Map();
    resolved.set(db, known);
  }
  const hit = known.get(organization.id);
  if (hit) return hit;
  const row = sql(db, 'SELECT id, uuid, pos_object_id, scope_id, network_id FROM venues WHERE pos_object_id = ?').get(
    organization.id,
  ) as VenueRow | undefined;
  if (!row) return undefined;
  const venue = {
    venueId: row.id,
    venueUuid: row.uuid,
    posObjectId: row.pos_object_id,
    scopeId: row.scope_id,
    networkId: row.network_id,
  };
  if (known.size < 10_000) known.set(organization.id, venue);
  return venue;
}

/** posObjectIds of every venue of a scope. */
export function venuesOfScope(db: Database, scopeId: number): { id: number; posObjectId: string }[] {
  return sql(db, 'SELECT id, pos_object_id AS posObjectId FROM venues WHERE scope_id = ?').all(scopeId) as {
    id: number;
    posObjectId: string;
  }[];
}

/** Creates a network (idempotent on its code: an existing one is renamed). */
export function upsertNetwork(db: Database, code: string, name: string): number {
  invalidateApiKeys();
  const existing = sql(db, 'SELECT id FROM networks WHERE code = ?').pluck().get(code) as number | undefined;
  if (existing !== undefined) {
    sql(db, 'UPDATE networks SET name = ? WHERE id = ?').run(name, existing);
    return existing;
  }
  const now = new Date().toISOString();
  const scope = sql(db, "INSERT INTO scopes (kind, created_at) VALUES ('network', ?)").run(now).lastInsertRowid;
  return Number(
    sql(db, 'INSERT INTO networks (code, name, scope_id, created_at) VALUES (?, ?, ?, ?)').run(code, name, scope, now)
      .lastInsertRowid,
  );
}

export interface NewVenue {
  readonly posObjectId: string;
  readonly name: string;
  readonly network?: string | undefined;
  readonly uuid?: string | undefined;
}

/** Creates a venue, alone or in a network (idempotent on posObjectId); a venue never moves between scopes. */
export function upsertVenue(db: Database, venue: NewVenue): ResolvedOrganization {
  invalidateApiKeys();
  let networkId: number | null = null;
  let networkScope: number | null = null;
  if (venue.network !== undefined) {
    const row = sql(db, 'SELECT id, scope_id FROM networks WHERE code = ?').get(venue.network) as
      { id: number; scope_id: number } | undefined;
    if (!row) throw new Error(`there is no network ${venue.network}`);
    networkId = row.id;
    networkScope = row.scope_id;
  }
  const existing = resolveOrganization(db, { type: 'posObjectId', id: venue.posObjectId });
  if (existing) {
    if (existing.networkId !== networkId)
      throw new Error(`venue ${venue.posObjectId} already exists in another network; venues do not move`);
    sql(db, 'UPDATE venues SET name = ? WHERE id = ?').run(venue.name, existing.venueId);
    return existing;
  }
  const now = new Date().toISOString();
  const scopeId =
    networkScope ??
    Number(sql(db, "INSERT INTO scopes (kind, created_at) VALUES ('venue', ?)").run(now).lastInsertRowid);
  sql(
    db,
    'INSERT INTO venues (pos_object_id, uuid, name, network_id, scope_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(venue.posObjectId, venue.uuid ?? randomUUID(), venue.name, networkId, scopeId, now);
  const created = resolveOrganization(db, { type: 'posObjectId', id: venue.posObjectId });
  if (!created) throw new Error('venue vanished');
  return created;
}
