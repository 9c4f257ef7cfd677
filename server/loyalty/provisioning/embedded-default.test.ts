import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findApiKey } from '../api-keys/api-key-store.js';
import { openSqliteLoyaltyDb } from '../database/sqlite-loyalty-db.js';
import { embeddedAccessFile, ensureEmbeddedAccess } from './embedded-default.js';

describe('the embedded loyalty service default access', () => {
  it('keeps its pair across starts and replaces a file cut short (a crash while it was written) with a working key', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-access-'));
    const db = openSqliteLoyaltyDb(path.join(dir, 'loyalty.sqlite'));
    try {
      const first = await ensureEmbeddedAccess(db, dir);
      expect(await ensureEmbeddedAccess(db, dir)).toEqual(first);
      const file = path.join(dir, embeddedAccessFile);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').slice(0, 20));
      const replaced = await ensureEmbeddedAccess(db, dir);
      expect(replaced.posObjectId).toBe(first.posObjectId);
      expect(replaced.apiKey).not.toBe(first.apiKey);
      expect((await findApiKey(db.query, replaced.apiKey))?.venues.has(replaced.posObjectId)).toBe(true);
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(replaced);
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
