import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../storage/atomic-file.js';

/** The file name predates the name "window token"; it stays so that installs keep their token. */
const windowTokenFile = 'terminal-token';

/** The per-install token of the window's API: generated on first start, kept in `<dataDir>/terminal-token` (0600). */
export function ensureWindowToken(dataDir: string): string {
  const file = path.join(dataDir, windowTokenFile);
  if (fs.existsSync(file)) {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (/^[0-9a-f]{64}$/.test(stored)) return stored;
  }
  const token = randomBytes(32).toString('hex');
  writeFileAtomic(file, token + '\n', 0o600);
  return token;
}

export function tokenMatches(expected: string, given: string | undefined): boolean {
  if (!given || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
