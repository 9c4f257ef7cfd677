import { randomUUID } from 'node:crypto';
import type { Queries } from '../database/loyalty-db.js';
import { randomToken, sha256Hex } from './secrets.js';
import type { SignInSettings } from './sign-in-settings.js';

/** Who a token pair belongs to: a phone signed in through one site key. */
export interface TokenOwner {
  readonly apiKeyId: number;
  readonly phone: string;
}

/** The auth result of the guest sign-in (docs/guest-sign-in.md, "Tokens"). */
export interface TokenPair {
  readonly token: string;
  readonly refreshToken: string;
  readonly aliveSecondsTtl: number;
}

export interface RefreshRequest {
  readonly authToken: string;
  readonly refreshToken: string;
  readonly phone: string;
}

/** Inside a write: issues a pair; `family` ties the pairs of one sign-in together so a stolen refresh token can revoke them all. */
export async function issueTokens(
  q: Queries,
  owner: TokenOwner,
  at: number,
  settings: SignInSettings,
  family: string = randomUUID(),
): Promise<TokenPair> {
  const token = randomToken();
  const refreshToken = randomToken();
  await q
    .insertInto('guest_tokens')
    .values({
      family,
      api_key_id: owner.apiKeyId,
      phone: owner.phone,
      access_hash: sha256Hex(token),
      refresh_hash: sha256Hex(refreshToken),
      created_at: at,
      access_expires_at: at + settings.accessTtlSeconds * 1000,
      refresh_expires_at: at + settings.refreshTtlSeconds * 1000,
    })
    .execute();
  return { token, refreshToken, aliveSecondsTtl: settings.accessTtlSeconds };
}

/** The owner of a live authorization token (not expired, not rotated, not revoked), or undefined. */
export async function findAccessToken(q: Queries, token: string, at: number): Promise<TokenOwner | undefined> {
  const row = await q
    .selectFrom('guest_tokens')
    .select(['api_key_id', 'phone'])
    .where('access_hash', '=', sha256Hex(token))
    .where('access_expires_at', '>', at)
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row && { apiKeyId: row.api_key_id, phone: row.phone };
}

export type RefreshResult =
  | { readonly ok: true; readonly pair: TokenPair }
  | { readonly ok: false; readonly reason: 'unknown' | 'mismatch' | 'expired' | 'reused' };

/**
 * Inside a write: rotates a pair: the old pair dies and a new one of the same family is issued. A refresh token
 * presented a second time means it leaked, so the whole family is revoked (the result says so; the write must commit
 * it). The pair's row is locked, so of two refreshes of one pair at once, on any instances, one rotates and the other
 * finds it rotated. The pair, the phone and the site key must all match.
 */
export async function rotateTokens(
  q: Queries,
  apiKeyId: number,
  request: RefreshRequest,
  at: number,
  settings: SignInSettings,
): Promise<RefreshResult> {
  const row = await q
    .selectFrom('guest_tokens')
    .selectAll()
    .where('refresh_hash', '=', sha256Hex(request.refreshToken))
    .forUpdate()
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.rotated_at !== null || row.revoked_at !== null) {
    await revokeFamily(q, row.family, at);
    return { ok: false, reason: 'reused' };
  }
  if (row.api_key_id !== apiKeyId || row.phone !== request.phone || row.access_hash !== sha256Hex(request.authToken))
    return { ok: false, reason: 'mismatch' };
  if (row.refresh_expires_at <= at) return { ok: false, reason: 'expired' };
  await q.updateTable('guest_tokens').set({ rotated_at: at }).where('id', '=', row.id).execute();
  return { ok: true, pair: await issueTokens(q, { apiKeyId, phone: row.phone }, at, settings, row.family) };
}

/**
 * Inside a write: signing out revokes every pair of the sign-in the refresh token belongs to (through this site key);
 * an unknown or already revoked token changes nothing.
 */
export async function revokeSignIn(q: Queries, apiKeyId: number, refreshToken: string, at: number): Promise<void> {
  const row = await q
    .selectFrom('guest_tokens')
    .select('family')
    .where('refresh_hash', '=', sha256Hex(refreshToken))
    .where('api_key_id', '=', apiKeyId)
    .executeTakeFirst();
  if (!row) return;
  await revokeFamily(q, row.family, at);
}

/** Revokes every pair of one sign-in (its token family) not revoked yet. */
async function revokeFamily(q: Queries, family: string, at: number): Promise<void> {
  await q
    .updateTable('guest_tokens')
    .set({ revoked_at: at })
    .where('family', '=', family)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Inside a write: drops pairs whose refresh token expired more than a day ago; sign-in calls it now and then. */
export async function pruneTokens(q: Queries, at: number): Promise<void> {
  await q
    .deleteFrom('guest_tokens')
    .where('refresh_expires_at', '<', at - 86_400_000)
    .execute();
}
