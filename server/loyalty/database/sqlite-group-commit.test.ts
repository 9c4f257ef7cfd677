import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { openDatabase } from '../../storage/open-database.js';
import { SqliteGroupCommit } from './sqlite-group-commit.js';
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

  it('answers a batch only once its fsync has ended (run off the main thread); a failed fsync fails its writes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'group-commit-sync-'));
    const raw = openDatabase(path.join(dir, 'l.sqlite'), []);
    raw.exec('CREATE TABLE t (v TEXT NOT NULL)');
    const kysely = new Kysely<{ t: { v: string } }>({ dialect: new SqliteDialect({ database: raw }) });
    const syncs: { end: () => void; fail: (error: Error) => void; level: unknown }[] = [];
    const batches = new SqliteGroupCommit(kysely, {
      first: () => undefined,
      exec: (statement) => raw.exec(statement),
      sync: () =>
        new Promise<void>((end, fail) => syncs.push({ end, fail, level: raw.pragma('synchronous', { simple: true }) })),
    });
    try {
      let answered = false;
      const first = batches.write((q) => q.insertInto('t').values({ v: 'a' }).execute()).then(() => (answered = true));
      while (syncs.length === 0) await new Promise(setImmediate);
      /** Committed (another connection reads it), FULL again for anything else, and not answered before its fsync. */
      const reader = new BetterSqlite3(raw.name, { readonly: true });
      expect(reader.prepare('SELECT v FROM t').pluck().all()).toEqual(['a']);
      reader.close();
      expect(syncs[0]!.level).toBe(2);
      expect(answered).toBe(false);
      syncs[0]!.end();
      await first;
      const second = batches.write((q) => q.insertInto('t').values({ v: 'b' }).execute());
      while (syncs.length === 1) await new Promise(setImmediate);
      syncs[1]!.fail(new Error('EIO: the disk failed'));
      await expect(second).rejects.toThrow('EIO');
      await batches.drain();
    } finally {
      await kysely.destroy();
    }
  });
});
