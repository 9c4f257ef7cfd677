import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** What a key's password must be, for the messages that refuse one. */
export const passwordHint = 'must be 8 to 200 characters on one line';

/** Whether a password may be set on a key: 8 to 200 characters, no line break (it is read as one line). */
export function isAcceptablePassword(password: string): boolean {
  return password.length >= 8 && password.length <= 200 && !/[\r\n]/.test(password);
}

/** scrypt's cost: N = 2^15 (32 MiB, about a tenth of a second), r = 8, p = 1; stored with each hash. */
const cost = { log2N: 15, r: 8, p: 1 };
const keyLength = 32;

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** log2N, r, p, maxmem: 256 * 2 ** log2N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` (base64url) of a password under a new random salt; runs off the main thread. */
export async function hashKeyPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, cost.log2N, cost.r, cost.p);
  return ['scrypt', cost.log2N, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** Whether `password` is the one `stored` was made from, compared in constant time; false for a malformed hash. */
export async function verifyKeyPassword(password: string, stored: string): Promise<boolean> {
  const match = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!match) return false;
  const [, log2N, r, p, salt, hash] = match as unknown as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(log2N), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
