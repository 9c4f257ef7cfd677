import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoyaltyDb } from '../database/loyalty-db.js';
import { loyaltyEngines, openTestLoyaltyDb } from '../test-support/test-loyalty-db.js';
import { createApiKey } from './api-key-store.js';
import { keyLastUses, keyUseEveryMs, noteKeyUse } from './key-last-use.js';

describe.each(loyaltyEngines)("a key's last use on %s", (engine) => {
  let db: LoyaltyDb;
  let drop: () => Promise<void>;
  let dir: string;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'key-use-'));
    ({ db, drop } = await openTestLoyaltyDb(engine, dir, pino({ level: 'silent' })));
  });
  afterEach(async () => {
    await db.close();
    await drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is written at most once a minute per key, in the background, never in api_keys', async () => {
    const { id } = await db.write((q) => createApiKey(q, { label: 'k', kind: 'b2b' }));
    let writes = 0;
    const counted: LoyaltyDb = { ...db, write: (work) => (writes++, db.write(work)) };
    const start = Date.parse('2026-11-25T10:00:00.000Z');
    for (let i = 0; i < 5; i++) noteKeyUse(counted, id, start + i * 1000);
    expect(writes).toBe(1);
    await expect.poll(async () => (await keyLastUses(db.query)).get(id)).toBe('2026-11-25T10:00:00.000Z');
    noteKeyUse(counted, id, start + keyUseEveryMs + 4000);
    expect(writes).toBe(2);
    await expect.poll(async () => (await keyLastUses(db.query)).get(id)).toBe('2026-11-25T10:01:04.000Z');
    const key = await db.query.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(Object.keys(key)).not.toContain('used_at');
  });

  it('never throws into the request when the write fails, and writes again at the next use', async () => {
    const { id } = await db.write((q) => createApiKey(q, { label: 'k', kind: 'b2b' }));
    let failed = 0;
    const failing: LoyaltyDb = { ...db, write: () => (failed++, Promise.reject(new Error('disk gone'))) };
    expect(() => noteKeyUse(failing, id, 1000)).not.toThrow();
    expect(failed).toBe(1);
    /** The failure is handled on a later turn of the event loop: wait for that turn, not for a time. */
    await new Promise(setImmediate);
    noteKeyUse(failing, id, 2000);
    expect(failed).toBe(2);
    await new Promise(setImmediate);
  });
});
