import { createHmac } from 'node:crypto';
import { hashApiKey } from '../api-keys/api-key-store.js';
import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';
import { serviceSecret } from '../service-secret/service-secret.js';

/** The label of every guest page's site key (the console and `loyalty-admin list-keys` show it). */
export const guestPageKeyLabel = 'guest page';

/** The `service_secrets` row the guest page keys are derived from. */
const secretName = 'guest-page-key';

/** A network whose guest page has a key. */
export interface GuestPageNetwork {
  readonly id: number;
  readonly code: string;
}

/**
 * The raw site key of a network's guest page at a public origin: HMAC-SHA256 of the service secret over the network
 * code and the origin, with the prefix of every other key. Every instance derives the same key; only its hash is stored.
 */
export async function guestPageKey(db: LoyaltyDb, networkCode: string, origin: string): Promise<string> {
  const secret = await serviceSecret(db, db.query, secretName);
  const mac = createHmac('sha256', Buffer.from(secret, 'hex')).update(`${networkCode}\n${origin}`, 'utf8');
  return `tb_${mac.digest('base64url')}`;
}

/**
 * Puts the key's hash in `api_keys` (kind `site`, domain the origin, scoped to the network) unless a row with it exists,
 * active or revoked: a revoked guest page stays off. The unique `key_hash` settles instances inserting at once (the
 * others insert nothing). True when this call inserted it; call configChanged after the write commits.
 */
export async function ensureGuestPageKeyRow(
  q: Queries,
  network: GuestPageNetwork,
  origin: string,
  rawKey: string,
): Promise<boolean> {
  const inserted = await q
    .insertInto('api_keys')
    .values({
      key_hash: hashApiKey(rawKey),
      label: guestPageKeyLabel,
      kind: 'site',
      site_domain: origin,
      created_at: new Date().toISOString(),
      password_hash: null,
      allowed_addresses: null,
    })
    .onConflict((conflict) => conflict.column('key_hash').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  await q.insertInto('api_key_scopes').values({ api_key_id: inserted.id, network_id: network.id }).execute();
  return true;
}

/** Ensures the guest page key of every network at the origin (on start); returns how many were created now. */
export async function ensureGuestPageKeys(db: LoyaltyDb, origin: string): Promise<number> {
  const networks = await db.query.selectFrom('networks').select(['id', 'code']).orderBy('id').execute();
  const keys = await Promise.all(networks.map((network) => guestPageKey(db, network.code, origin)));
  const created = await db.write(async (q) => {
    let count = 0;
    for (const [index, network] of networks.entries())
      if (await ensureGuestPageKeyRow(q, network, origin, keys[index] as string)) count++;
    return count;
  });
  if (created > 0) db.configChanged();
  return created;
}

/** The state of a network's guest page key: `missing` (the network is newer than the start), `active` or `revoked`. */
export async function guestPageKeyState(q: Queries, rawKey: string): Promise<'missing' | 'active' | 'revoked'> {
  const row = await q
    .selectFrom('api_keys')
    .select('revoked_at')
    .where('key_hash', '=', hashApiKey(rawKey))
    .executeTakeFirst();
  if (!row) return 'missing';
  return row.revoked_at === null ? 'active' : 'revoked';
}
