import { createHash, randomBytes } from 'node:crypto';
import type { Queries } from '../database/loyalty-db.js';
import { addressList, type AddressList } from './address-list.js';

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
  /** The scrypt hash of the key's password: calls then need a token from gentoken; null: the ApiKey alone suffices. */
  readonly passwordHash: string | null;
  /** The addresses the key may be used from; null: any. */
  readonly allowedAddresses: AddressList | null;
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
  /** The password's hash (hashKeyPassword), b2b keys only. */
  readonly passwordHash?: string | undefined;
  /** Address entries in their stored form (normalizeAddressEntry), b2b keys only; absent: any address. */
  readonly allowedAddresses?: readonly string[] | undefined;
}

/** A key as listed; alike in shape to shared/loyalty-api/b2b-api.ts's OrderItemModifier by chance (unrelated). */
export interface ApiKeyListing {
  readonly id: number;
  readonly label: string;
  readonly kind: ApiKeyKind;
  readonly siteDomain: string | null;
  readonly createdAt: string;
  readonly revokedAt: string | null;
  readonly networks: readonly string[];
  readonly venues: readonly string[];
  readonly hasPassword: boolean;
  /** null: any address. */
  readonly allowedAddresses: readonly string[] | null;
}

/** Keys are stored as the sha256 hex of the raw key; the raw key is shown once. */
export function hashApiKey(rawKey: string): string {
  return createHash('sha256').update(rawKey, 'utf8').digest('hex');
}

/** The active (not revoked) key with this raw value, or undefined. */
export async function findApiKey(q: Queries, rawKey: string): Promise<ApiKeyRecord | undefined> {
  const row = await q
    .selectFrom('api_keys')
    .select(['id', 'label', 'kind', 'site_domain', 'password_hash', 'allowed_addresses'])
    .where('key_hash', '=', hashApiKey(rawKey))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const venues = await q
    .selectFrom('api_key_scopes as s')
    .innerJoin('venues as v', 'v.id', 's.venue_id')
    .select('v.pos_object_id')
    .where('s.api_key_id', '=', row.id)
    .union(
      q
        .selectFrom('api_key_scopes as s')
        .innerJoin('venues as v', 'v.network_id', 's.network_id')
        .select('v.pos_object_id')
        .where('s.api_key_id', '=', row.id),
    )
    .execute();
  return {
    id: row.id,
    label: row.label,
    kind: row.kind,
    siteDomain: row.site_domain,
    venues: new Set(venues.map((v) => v.pos_object_id)),
    passwordHash: row.password_hash,
    allowedAddresses: row.allowed_addresses === null ? null : addressList(storedAddresses(row.allowed_addresses)),
  };
}

/** The address entries as `allowed_addresses` holds them (a JSON array). */
function storedAddresses(column: string): string[] {
  return JSON.parse(column) as string[];
}

/** The `allowed_addresses` column for a list of entries; null allows any address. */
export function addressesColumn(entries: readonly string[] | null | undefined): string | null {
  return entries ? JSON.stringify(entries) : null;
}

/**
 * Creates a key scoped to the given networks and venues (which must exist); returns the raw key, never stored. Run it
 * inside a write, and call configChanged after it commits.
 */
export async function createApiKey(q: Queries, input: NewApiKey): Promise<{ rawKey: string; id: number }> {
  if (input.kind === 'site' && !input.siteDomain) throw new Error('a site key needs the site domain');
  if (input.kind === 'site' && (input.passwordHash || input.allowedAddresses))
    throw new Error('a site key has neither a password nor allowed addresses: they are for b2b keys');
  const rawKey = input.rawKey ?? `tb_${randomBytes(24).toString('base64url')}`;
  const { id } = await q
    .insertInto('api_keys')
    .values({
      key_hash: hashApiKey(rawKey),
      label: input.label,
      kind: input.kind,
      site_domain: input.siteDomain ?? null,
      created_at: new Date().toISOString(),
      password_hash: input.passwordHash ?? null,
      allowed_addresses: addressesColumn(input.allowedAddresses),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const code of input.networks ?? []) {
    const network = await q.selectFrom('networks').select('id').where('code', '=', code).executeTakeFirst();
    if (!network) throw new Error(`there is no network ${code}`);
    await q.insertInto('api_key_scopes').values({ api_key_id: id, network_id: network.id }).execute();
  }
  for (const posObjectId of input.venues ?? []) {
    const venue = await q.selectFrom('venues').select('id').where('pos_object_id', '=', posObjectId).executeTakeFirst();
    if (!venue) throw new Error(`there is no venue ${posObjectId}`);
    await q.insertInto('api_key_scopes').values({ api_key_id: id, venue_id: venue.id }).execute();
  }
  return { rawKey, id };
}

/** Every key, newest first, without secrets. */
export async function listApiKeys(q: Queries): Promise<ApiKeyListing[]> {
  const rows = await q
    .selectFrom('api_keys')
    .select(['id', 'label', 'kind', 'site_domain', 'created_at', 'revoked_at', 'password_hash', 'allowed_addresses'])
    .orderBy('id', 'desc')
    .execute();
  const networks = await q
    .selectFrom('api_key_scopes as s')
    .innerJoin('networks as n', 'n.id', 's.network_id')
    .select(['s.api_key_id', 'n.code'])
    .execute();
  const venues = await q
    .selectFrom('api_key_scopes as s')
    .innerJoin('venues as v', 'v.id', 's.venue_id')
    .select(['s.api_key_id', 'v.pos_object_id'])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    kind: row.kind,
    siteDomain: row.site_domain,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
    networks: networks.filter((n) => n.api_key_id === row.id).map((n) => n.code),
    venues: venues.filter((v) => v.api_key_id === row.id).map((v) => v.pos_object_id),
    hasPassword: row.password_hash !== null,
    allowedAddresses: row.allowed_addresses === null ? null : storedAddresses(row.allowed_addresses),
  }));
}

/** Revokes a key; false when there is no active key with that id. Call configChanged after it commits. */
export async function revokeApiKey(q: Queries, id: number): Promise<boolean> {
  const result = await q
    .updateTable('api_keys')
    .set({ revoked_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
