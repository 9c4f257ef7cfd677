import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** The stored form of a code or token: lowercase sha256 hex. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** A bearer secret: 32 random bytes, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A 6-digit SMS code from the cryptographic random source (leading zeros kept). */
export function randomSmsCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
