import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../storage/atomic-file.js';

/** `<dataDir>/manager-pin.json` (0600): the manager PIN's scrypt hash and salt, never the PIN. */
export const managerPinFileName = 'manager-pin.json';

/** scrypt's cost: N 2^15, r 8, p 1 (about 32 MB and 0.1 s a try on a till; OWASP's minimum is 2^17 for passwords). */
const cost = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const keyLength = 32;

interface StoredPin {
  readonly algorithm: 'scrypt';
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly salt: string;
  readonly hash: string;
  readonly setAt: string;
}

const fileOf = (dataDir: string): string => path.join(dataDir, managerPinFileName);

function derive(pin: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(pin, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** The stored PIN, or undefined when none is set (no file, or one that is not a stored PIN). */
function readStoredPin(dataDir: string): StoredPin | undefined {
  let text: string;
  try {
    text = fs.readFileSync(fileOf(dataDir), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const stored = JSON.parse(text) as Partial<StoredPin>;
    const valid =
      stored.algorithm === 'scrypt' &&
      typeof stored.salt === 'string' &&
      typeof stored.hash === 'string' &&
      [stored.N, stored.r, stored.p].every((value) => Number.isInteger(value));
    return valid ? (stored as StoredPin) : undefined;
  } catch {
    return undefined;
  }
}

/** The PIN file is read on each question, so a reset from the command line applies to a running bridge at once. */
export const pinIsSet = (dataDir: string): boolean => readStoredPin(dataDir) !== undefined;

/** True when `pin` is the stored one (compared in constant time); false when none is set. */
export async function pinMatches(dataDir: string, pin: string): Promise<boolean> {
  const stored = readStoredPin(dataDir);
  if (!stored) return false;
  const expected = Buffer.from(stored.hash, 'base64');
  const given = await derive(pin, Buffer.from(stored.salt, 'base64'), {
    N: stored.N,
    r: stored.r,
    p: stored.p,
    maxmem: cost.maxmem,
  });
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Stores the hash of `pin` with a fresh salt, replacing the file atomically. */
export async function storePin(dataDir: string, pin: string, at: Date): Promise<void> {
  const salt = randomBytes(16);
  const hash = await derive(pin, salt, cost);
  const stored: StoredPin = {
    algorithm: 'scrypt',
    N: cost.N,
    r: cost.r,
    p: cost.p,
    salt: salt.toString('base64'),
    hash: hash.toString('base64'),
    setAt: at.toISOString(),
  };
  writeFileAtomic(fileOf(dataDir), JSON.stringify(stored, null, 2) + '\n', 0o600);
}

/** Removes the PIN (the command line's reset): true when one was set. */
export function removePin(dataDir: string): boolean {
  const was = pinIsSet(dataDir);
  fs.rmSync(fileOf(dataDir), { force: true });
  return was;
}
