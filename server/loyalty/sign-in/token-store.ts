import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { randomToken, sha256Hex } from './secrets.js';
import type { Clock, SignInSettings } from './sign-in-settings.js';

/** Who a token pair belongs to: a phone signed in through one site key. */
export interface TokenOwner {
  readonly apiKeyId: number;
  readonly phone: string;
}

/** The auth result of seed 001. */
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

interface TokenRow {
  id: number;
  family: string;
  api_key_id: number;
  phone: string;
  access_hash: string;
  access_expires_at: number;
  refresh_expires_at: number;
  rotated_at: number | null;
  revoked_at: number | null;
}

/** Issues a pair; `family` ties the pairs of one sign-in together so a stolen refresh token can revoke them all. */
export function issueTokens(
  db: Database,
  owner: TokenOwner,
  now: Clock,
  settings: SignInSettings,
  family: string = randomUUID(),
): TokenPair {
  const at = now();
  const token = randomToken();
  const refreshToken = randomToken();
  db.prepare(
    `INSERT INTO guest_tokens (family, api_key_id, phone, access_hash, refresh_hash, created_at, access_expires_at,
       refresh_expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    family,
    owner.apiKeyId,
    owner.phone,
    sha256Hex(token),
    sha256Hex(refreshToken),
    at,
    at + settings.accessTtlSeconds * 1000,
    at + settings.refreshTtlSeconds * 1000,
  );
  return { token, refreshToken, aliveSecondsTtl: settings.accessTtlSeconds };
}

/** The owner of a live authorization token (not expired, not rotated, not revoked), or undefined. */
export function findAccessToken(db: Database, token: string, now: Clock): TokenOwner | undefined {
  const row = db
    .prepare(
      `SELECT api_key_id, phone FROM guest_tokens
       WHERE access_hash = ? AND access_expires_at > ? AND rotated_at IS NULL AND revoked_at IS NULL`,
    )
    .get(sha256Hex(token), now()) as Pick<TokenRow, 'api_key_id' | 'phone'> | undefined;
  return row && { apiKeyId: row.api_key_id, phone: row.phone };
}

export type RefreshResult =
  | { readonly ok: true; readonly pair: TokenPair }
  | { readonly ok: false; readonly reason: 'unknown' | 'mismatch' | 'expired' | 'reused' };

/**
 * Rotates a pair: the old pair dies and a new one of the same family is issued. A refresh token presented a second
 * time means it leaked, so the whole family is revoked. The pair, the phone and the site key must all match.
 */
export function rotateTokens(
  db: Database,
  apiKeyId: number,
  request: RefreshRequest,
  now: Clock,
  settings: SignInSettings,
): RefreshResult {
  return db
    .transaction((): RefreshResult => {
      const at = now();
      const row = db
        .prepare('SELECT * FROM guest_tokens WHERE refresh_hash = ?')
        .get(sha256Hex(request.refreshToken)) as TokenRow | undefined;
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.rotated_at !== null || row.revoked_at !== null) {
        db.prepare('UPDATE guest_tokens SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL').run(
          at,
          row.family,
        );
        return { ok: false, reason: 'reused' };
      }
      if (
        row.api_key_id !== apiKeyId ||
        row.phone !== request.phone ||
        row.access_hash !== sha256Hex(request.authToken)
      )
        return { ok: false, reason: 'mismatch' };
      if (row.refresh_expires_at <= at) return { ok: false, reason: 'expired' };
      db.prepare('UPDATE guest_tokens SET rotated_at = ? WHERE id = ?').run(at, row.id);
      const pair = issueTokens(db, { apiKeyId, phone: row.phone }, now, settings, row.family);
      return { ok: true, pair };
    })
    .immediate();
}

/** Drops pairs whose refresh token expired more than a day ago; sign-in calls it now and then. */
export function pruneTokens(db: Database, now: Clock): number {
  return db.prepare('DELETE FROM guest_tokens WHERE refresh_expires_at < ?').run(now() - 86_400_000).changes;
}
