import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';

export type ApiKeyKind = 'b2b' | 'site';

/** An active API key and what it may address. */
export interface ApiKeyRecord {
  readonly id: number;
  readonly label: string;
  readonly kind: ApiKeyKind;
  /** The site's domain (kind `site`), used for CORS. */
  readonly siteDomain: string | null;
  /** posObjectIds of every venue the key may address (a network entry grants all its venues, present and future). */
  readonly venues: ReadonlySet<string>;
}

export interface NewApiKey {
  readonly label: string;
  readonly kind: ApiKeyKind;
  readonly siteDomain?: string | undefined;
  /** Network codes the key may address. */
  readonly networks?: readonly string[] | undefined;
  /** Venue posObjectIds the key may address. */
  readonly venues?: readonly string[] | undefined;
  /** A raw key chosen by the caller (bootstrap files); generated when absent. */
  readonly rawKey?: string | undefined;
}

export interface ApiKeyListing {
  readonly id: number;
  readonly label: string;
  readonly kind: ApiKeyKind;
  readonly siteDomain: string | null;
  readonly createdAt: string;
  readonly revokedAt: string | null;
  readonly networks: readonly string[];
  readonly venues: readonly string[];
}

let epoch = 0;

/** Bumped whenever this process changes keys, venues or networks, so cached key scopes are rebuilt. */
export function apiKeyEpoch(): number {
  return epoch;
}

export function invalidateApiKeys(): void {
  epoch += 1;
  configChanged();
}

/** Keys are stored as the sha256 hex of the raw key; the raw key is shown once. */
export function hashApiKey(rawKey: string): string {
  return createHash('sha256').update(rawKey, 'utf8').digest('hex');
}

interface KeyRow {
  id: number;
  label: string;
  kind: ApiKeyKind;
  site_domain: string | null;
}

/** The active (not revoked) key with this raw value, or undefined. */
export function findApiKey(db: Database, rawKey: string): ApiKeyRecord | undefined {
  const row = sql(
    db,
    'SELECT id, label, kind, site_domain FROM api_keys WHERE key_hash = ? AND revoked_at IS NULL',
  ).get(hashApiKey(rawKey)) as KeyRow | undefined;
  if (!row) return undefined;
  const venues = sql(
    db,
    `SELECT v.pos_object_id AS id FROM api_key_scopes s JOIN venues v ON v.id = s.venue_id WHERE s.api_key_id = ?
       UNION
       SELECT v.pos_object_id FROM api_key_scopes s JOIN venues v ON v.network_id = s.network_id WHERE s.api_key_id = ?`,
  )
    .pluck()
    .all(row.id, row.id) as string[];
  return { id: row.id, label: row.label, kind: row.kind, siteDomain: row.site_domain, venues: new Set(venues) };
}

/** Creates a key scoped to the given networks and venues (which must exist); returns the raw key, never stored. */
export function createApiKey(db: Database, input: NewApiKey): { rawKey: string; id: number } {
  if (input.kind === 'site' && !input.siteDomain) throw new Error('a site key needs the site domain');
  const rawKey = input.rawKey ?? `tb_${randomBytes(24).toString('base64url')}`;
  invalidateApiKeys();
  return db.transaction(() => {
    const id = Number(
      sql(db, 'INSERT INTO api_keys (key_hash, label, kind, site_domain, created_at) VALUES (?, ?, ?, ?, ?)').run(
        hashApiKey(rawKey),
        input.label,
        input.kind,
        input.siteDomain ?? null,
        new Date().toISOString(),
      ).lastInsertRowid,
    );
    for (const code of input.networks ?? []) {
      const network = sql(db, 'SELECT id FROM networks WHERE code = ?').pluck().get(code) as number | undefined;
      if (network === undefined) throw new Error(`there is no network ${code}`);
      sql(db, 'INSERT INTO api_key_scopes (api_key_id, network_id) VALUES (?, ?)').run(id, network);
    }
    for (const posObjectId of input.venues ?? []) {
      const venue = sql(db, 'SELECT id FROM venues WHERE pos_object_id = ?').pluck().get(posObjectId) as
        number | undefined;
      if (venue === undefined) throw new Error(`there is no venue ${posObjectId}`);
      sql(db, 'INSERT INTO api_key_scopes (api_key_id, venue_id) VALUES (?, ?)').run(id, venue);
    }
    return { rawKey, id };
  })();
}

/** Every key, newest first, without secrets. */
export function listApiKeys(db: Database): ApiKeyListing[] {
  const rows = sql(
    db,
    'SELECT id, label, kind, site_domain, created_at, revoked_at FROM api_keys ORDER BY id DESC',
  ).all() as (KeyRow & { created_at: string; revoked_at: string | null })[];
  const networksOf = sql(
    db,
    'SELECT n.code FROM api_key_scopes s JOIN networks n ON n.id = s.network_id WHERE s.api_key_id = ?',
  );
  const venuesOf = sql(
    db,
    'SELECT v.pos_object_id FROM api_key_scopes s JOIN venues v ON v.id = s.venue_id WHERE s.api_key_id = ?',
  );
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    kind: row.kind,
    siteDomain: row.site_domain,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
    networks: networksOf.pluck().all(row.id) as string[],
    venues: venuesOf.pluck().all(row.id) as string[],
  }));
}

/** Revokes a key; returns false when there is no active key with that id. */
export function revokeApiKey(db: Database, id: number): boolean {
  invalidateApiKeys();
  return (
    sql(db, 'UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(new Date().toISOString(), id)
      .changes === 1
  );
}

export {
  resolveOrganization,
  type OrganizationRef,
  type ResolvedOrganization,
} from '../organizations/organization-store.js';
import { configChanged } from '../shared/config-version.js';
import { sql } from '../../storage/statements.js';
