import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';
import { serviceSecret } from '../service-secret/service-secret.js';

/**
 * A b2b token is `<key id>.<expiry, epoch seconds>.<HMAC-SHA256>`: signed with a secret every instance reads from the
 * database, over the key id, the expiry and the key's password hash, so any instance checks it without storing it, and
 * a new password (whose hash has a new salt) voids every token issued under the old one.
 */
export async function b2bTokenSecret(db: LoyaltyDb, q: Queries): Promise<Buffer> {
  return Buffer.from(await serviceSecret(db, q, 'b2b-token-hmac'), 'hex');
}

function signature(secret: Buffer, keyId: number, expiresAt: number, passwordHash: string): Buffer {
  return createHmac('sha256', secret).update(`b2b-token\n${keyId}\n${expiresAt}\n${passwordHash}`).digest();
}

/** A token for the key, valid until `expiresAt` (epoch seconds). */
export function signB2bToken(secret: Buffer, keyId: number, expiresAt: number, passwordHash: string): string {
  return `${keyId}.${expiresAt}.${signature(secret, keyId, expiresAt, passwordHash).toString('base64url')}`;
}

/** Why a token is refused. */
export type B2bTokenRefusal = 'malformed' | 'foreign' | 'invalid' | 'expired';

/**
 * Undefined when the token is valid for this key (and its current password) at `now` (epoch ms), else why not: not
 * shaped as a token (`malformed`), another key's (`foreign`), signed under another password or by no instance of this
 * service (`invalid`), or past its expiry (`expired`).
 */
export function checkB2bToken(
  secret: Buffer,
  token: string,
  key: { readonly id: number; readonly passwordHash: string },
  now: number,
): B2bTokenRefusal | undefined {
  const match = /^(\d{1,15})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return 'malformed';
  const keyId = Number(match[1]);
  const expiresAt = Number(match[2]);
  if (keyId !== key.id) return 'foreign';
  const given = Buffer.from(match[3]!, 'base64url');
  const expected = signature(secret, keyId, expiresAt, key.passwordHash);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return now >= expiresAt * 1000 ? 'expired' : undefined;
}
