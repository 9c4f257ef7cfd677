import type { Queries } from '../database/loyalty-db.js';
import { addressesColumn } from './api-key-store.js';
import { hashKeyPassword, verifyKeyPassword } from './key-password.js';

/** Why a key's password or address list could not be set, or `done`. */
export type KeyLoginChange = 'done' | 'noActiveKey' | 'siteKey';

/** The active key's row, locked for the rest of the write; undefined when there is no active key with that id. */
async function lockedKey(q: Queries, id: number) {
  return q
    .selectFrom('api_keys')
    .select(['kind', 'password_hash', 'allowed_addresses'])
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Inside a write: sets the password of an active b2b key to the one `passwordHash` was made from, or clears it (null).
 * Tokens issued under the previous password stop working (they are signed over its hash). Call configChanged after it
 * commits.
 */
export async function setKeyPassword(q: Queries, id: number, passwordHash: string | null): Promise<KeyLoginChange> {
  const key = await lockedKey(q, id);
  if (!key) return 'noActiveKey';
  if (key.kind !== 'b2b') return 'siteKey';
  await q.updateTable('api_keys').set({ password_hash: passwordHash }).where('id', '=', id).execute();
  return 'done';
}

/**
 * Inside a write: makes `password` the key's password unless it already is, so that applying one bootstrap file again
 * keeps the hash and the tokens issued under it; null clears the password. Call configChanged after it commits.
 */
export async function ensureKeyPassword(q: Queries, id: number, password: string | null): Promise<KeyLoginChange> {
  const key = await lockedKey(q, id);
  if (!key) return 'noActiveKey';
  if (key.kind !== 'b2b') return 'siteKey';
  if (password === null) return key.password_hash === null ? 'done' : setKeyPassword(q, id, null);
  if (key.password_hash !== null && (await verifyKeyPassword(password, key.password_hash))) return 'done';
  return setKeyPassword(q, id, await hashKeyPassword(password));
}

/**
 * Inside a write: the addresses an active b2b key may be used from (entries in their stored form, see
 * normalizeAddressEntry), or null for any address; the same list again changes nothing. Call configChanged after it
 * commits.
 */
export async function setKeyAddresses(
  q: Queries,
  id: number,
  entries: readonly string[] | null,
): Promise<KeyLoginChange> {
  const key = await lockedKey(q, id);
  if (!key) return 'noActiveKey';
  if (key.kind !== 'b2b') return 'siteKey';
  const column = addressesColumn(entries);
  if (column !== key.allowed_addresses)
    await q.updateTable('api_keys').set({ allowed_addresses: column }).where('id', '=', id).execute();
  return 'done';
}
