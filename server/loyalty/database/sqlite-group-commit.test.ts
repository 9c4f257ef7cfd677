import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSqliteLoyaltyDb } from './sqlite-loyalty-db.js';

describe('the SQLite group commit of the loyalty service', () => {
  const open = () =>
    openSqliteLoyaltyDb(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'group-commit-')), 'l.sqlite'));

  it('runs the writes that arrive together in one transaction; a refusal undoes only its own changes', async () => {
    const db = open();
    try {
      const commitsBefore = db.raw.pragma('data_version', { simple: true });
      const results = await Promise.allSettled(
        ['a', 'b', 'c'].map((name) =>
          db.write(async (q) => {
            await q.insertInto('service_secrets').values({ name, value: 'v' }).execute();
            if (name === 'b') throw new Error('refused');
            return name;
          }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      const names = await db.query.selectFrom('service_secrets').select('name').orderBy('name').execute();
      expect(names.map((n) => n.name)).toEqual(['a', 'c']);
      /** The same connection committed, so data_version (other connections' commits) did not move. */
      expect(db.raw.pragma('data_version', { simple: true })).toBe(commitsBefore);
      expect(db.raw.inTransaction).toBe(false);
    } finally {
      await db.close();
    }
  });

  it('close waits for the writes already queued', async () => {
    const db = open();
    const file = db.raw.name;
    const pending = db.write((q) => q.insertInto('service_secrets').values({ name: 'late', value: '1' }).execute());
    await db.close();
    await pending;
    const again = openSqliteLoyaltyDb(file);
    try {
      expect(await again.query.selectFrom('service_secrets').select('name').execute()).toEqual([{ name: 'late' }]);
    } finally {
      await again.close();
    }
  });
});
