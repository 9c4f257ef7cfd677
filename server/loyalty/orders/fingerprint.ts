import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';
import { serviceSecret } from '../service-secret/service-secret.js';
import { LoyaltyError } from '../errors/loyalty-error.js';

export const defaultFingerprintTtlMs = 15 * 60_000;

/**
 * What calculate fixed and confirm relies on; its size does not grow with the order: confirm repeats the calculation as
 * of `at` and takes it only when it hashes to `calc`.
 */
export interface FingerprintClaims {
  /** posObjectId the order was calculated for. */
  readonly org: string;
  readonly guest: number | null;
  /** sha256 of the canonical order content and delivery. */
  readonly hash: string;
  /** Expiry, epoch ms. */
  readonly exp: number;
  /** When calculate ran, epoch ms: confirm repeats the calculation as of then. */
  readonly at?: number;
  /** sha256 of the calculation's discounts (calculationHash). */
  readonly calc?: string;
  /** The promocodes of the campaigns the calculation applied, lower-cased (at most one per campaign). */
  readonly codes?: readonly string[];
  /** Loyalty discount per order line, hundredths: only in fingerprints issued before `calc` (confirm still takes them). */
  readonly lines?: readonly number[];
  readonly minPay: number;
  readonly maxPay: number;
  /** The held gifts applied (uuid, order line); absent in fingerprints issued before gifts. */
  readonly gifts?: readonly { readonly id: string; readonly line: number }[];
}

/** The HMAC secret of fingerprints, shared by every process and instance through the database. */
export async function fingerprintSecret(db: LoyaltyDb, q: Queries): Promise<Buffer> {
  return Buffer.from(await serviceSecret(db, q, 'fingerprint-hmac'), 'hex');
}

/** JSON with object keys sorted, so equal content hashes equally whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i > 0 ? ',' : '') + canonicalJson(value[i]);
    return out + ']';
  }
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const keys = Object.keys(object).sort();
    let out = '{';
    for (const key of keys) {
      const item = object[key];
      if (item === undefined) continue;
      out += (out.length > 1 ? ',' : '') + JSON.stringify(key) + ':' + canonicalJson(item);
    }
    return out + '}';
  }
  return JSON.stringify(value ?? null);
}

export function contentHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('base64url');
}

/** The hash a fingerprint carries of a calculation: its discount per line and the held gifts it applied. */
export function calculationHash(
  lineDiscounts: readonly number[],
  gifts: readonly { readonly id: string; readonly line: number }[],
): string {
  return contentHash({ lines: lineDiscounts, gifts });
}

export function signFingerprint(secret: Buffer, claims: FingerprintClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const mac = createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${mac}`;
}

/** The claims of a genuine, unexpired fingerprint; 4001 when tampered or malformed, 4002 when expired. */
export function verifyFingerprint(secret: Buffer, value: string, now: number): FingerprintClaims {
  const [body = '', mac = '', extra] = value.split('.');
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (extra !== undefined || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new LoyaltyError('fingerprintInvalid', 'loyalty.fingerprint.value is not a fingerprint issued by calculate');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as FingerprintClaims;
  if (claims.exp <= now)
    throw new LoyaltyError('fingerprintExpired', 'loyalty.fingerprint.value has expired: calculate the order again');
  return claims;
}
