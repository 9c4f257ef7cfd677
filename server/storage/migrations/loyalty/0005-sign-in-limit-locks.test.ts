import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../database-errors.js';
import type { LoyaltyDb } from '../../../loyalty/database/loyalty-db.js';
import { loyaltyEngines, openTestLoyaltyDb } from '../../../loyalty/test-support/test-loyalty-db.js';
import { migrate } from '../../migrate.js';
import { loyaltyMigrations } from './index.js';

describe('loyalty migration 0005-sign-in-limit-locks', () => {
  it('adds the limit locks to a database at version 4, keeping its limit hits', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, loyaltyMigrations.slice(0, 4), 'mem');
    db.prepare("INSERT INTO guest_limit_hits (kind, subject, at) VALUES ('sms-phone', '+4915112345678', 1000)").run();
    expect(migrate(db, loyaltyMigrations.slice(0, 5), 'mem')).toEqual({ from: 4, to: 5 });
    expect(db.pragma('user_version', { simple: true })).toBe(5);
    expect(db.prepare('SELECT count(*) FROM guest_limit_hits').pluck().get()).toBe(1);
    expect(db.prepare('SELECT count(*) FROM guest_limit_locks').pluck().get()).toBe(0);
  });

  describe.each(loyaltyEngines)('on %s', (engine) => {
    let dir: string;
    let db: LoyaltyDb;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-0005-'));
      ({ db, drop } = await openTestLoyaltyDb(engine, dir, pino({ level: 'silent' })));
    });
    afterAll(async () => {
      await db.close();
      await drop();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    const lock = (kind: string, subject: string, at: number | null = 1000) =>
      db.write((q) =>
        q
          .insertInto('guest_limit_locks')
          .values({ kind: kind as 'sms-phone', subject, locked_at: at as number })
          .execute(),
      );

    it('keeps one row per kind and subject', async () => {
      await lock('sms-phone', '+4915112345678');
      await lock('check-phone', '+4915112345678');
      await lock('sms-address', '127.0.0.1');
      const refused = await lock('sms-phone', '+4915112345678', 2000).catch((error: unknown) => error);
      expect(isUniqueViolation(refused)).toBe(true);
    });

    it('refuses an unknown kind, an empty or overlong subject and a missing time', async () => {
      await expect(lock('sms-anything', '+4915112345678')).rejects.toThrow(/check/i);
      await expect(lock('sms-phone', '')).rejects.toThrow(/check/i);
      await expect(lock('sms-phone', 'x'.repeat(65))).rejects.toThrow(/check/i);
      await expect(lock('sms-phone', '+4915112345679', null)).rejects.toThrow(/not.null/i);
    });
  });
});
