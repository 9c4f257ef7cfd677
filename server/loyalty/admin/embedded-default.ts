import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { readHandEditedFile } from '../../config/hand-edited-file.js';
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
 * pair is kept in `<dataDir>/loyalty-embedded.json` (mode 0600). A missing or revoked stored key is replaced.
 */
export function ensureEmbeddedAccess(db: Database, dataDir: string): EmbeddedLoyaltyAccess {
  const file = path.join(dataDir, embeddedAccessFile);
  if (fs.existsSync(file)) {
    const stored = JSON.parse(readHandEditedFile(file)) as EmbeddedLoyaltyAccess;
    const key = findApiKey(db, stored.apiKey);
    if (key?.venues.has(stored.posObjectId)) return stored;
  }
  const access = db
    .transaction(() => {
      const venues = db.prepare('SELECT pos_object_id FROM venues ORDER BY id').pluck().all() as string[];
      const posObjectId = venues[0] ?? defaultVenueId;
      if (venues.length === 0) upsertVenue(db, { posObjectId, name: 'This venue' });
      const { rawKey } = createApiKey(db, { label: 'bridge (embedded)', kind: 'b2b', venues: [posObjectId] });
      return { posObjectId, apiKey: rawKey };
    })
    .immediate();
  fs.writeFileSync(file, JSON.stringify(access, null, 2) + '\n', { mode: 0o600 });
  return access;
}
