import fs from 'node:fs';
import path from 'node:path';
import type { LoyaltyDb } from '../database/loyalty-db.js';
import { readHandEditedFile } from '../../config/hand-edited-file.js';
import { writeFileAtomic } from '../../storage/atomic-file.js';
import { createApiKey, findApiKey } from '../api-keys/api-key-store.js';
import { upsertVenue } from '../organizations/organization-store.js';

/** What the bridge needs to call its embedded loyalty service. */
export interface EmbeddedLoyaltyAccess {
  readonly posObjectId: string;
  readonly apiKey: string;
}

export const embeddedAccessFile = 'loyalty-embedded.json';
export const defaultVenueId = 'default';

/**
 * The single-venue default of the embedded service: on an empty database, venue `default` and a b2b key for it; the
 * pair is kept in `<dataDir>/loyalty-embedded.json` (mode 0600, written atomically). A missing, unreadable or revoked
 * stored key is replaced by a new one.
 */
export async function ensureEmbeddedAccess(db: LoyaltyDb, dataDir: string): Promise<EmbeddedLoyaltyAccess> {
  const file = path.join(dataDir, embeddedAccessFile);
  const stored = readStoredAccess(file);
  if (stored) {
    const key = await findApiKey(db.query, stored.apiKey);
    if (key?.venues.has(stored.posObjectId)) return stored;
  }
  const access = await db.write(async (q) => {
    const first = await q.selectFrom('venues').select('pos_object_id').orderBy('id').executeTakeFirst();
    const posObjectId = first?.pos_object_id ?? defaultVenueId;
    if (!first) await upsertVenue(q, { posObjectId, name: 'This venue' });
    const { rawKey } = await createApiKey(q, { label: 'bridge (embedded)', kind: 'b2b', venues: [posObjectId] });
    return { posObjectId, apiKey: rawKey };
  });
  db.configChanged();
  writeFileAtomic(file, JSON.stringify(access, null, 2) + '\n', 0o600);
  return access;
}

/** The stored pair, or undefined when the file is missing or not a pair (cut short, hand-edited): a new key replaces it. */
function readStoredAccess(file: string): EmbeddedLoyaltyAccess | undefined {
  if (!fs.existsSync(file)) return undefined;
  try {
    const stored = JSON.parse(readHandEditedFile(file)) as Partial<EmbeddedLoyaltyAccess> | null;
    if (typeof stored?.apiKey === 'string' && typeof stored.posObjectId === 'string')
      return { apiKey: stored.apiKey, posObjectId: stored.posObjectId };
  } catch {
    /** Unreadable: replaced below. */
  }
  return undefined;
}
