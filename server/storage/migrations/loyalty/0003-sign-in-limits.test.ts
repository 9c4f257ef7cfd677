import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../migrate.js';
import { loyaltyMigrations } from './index.js';

const insertHit = 'INSERT INTO guest_limit_hits (kind, subject, at) VALUES (?, ?, ?)';

describe('loyalty migration 0003-sign-in-limits', () => {
  it('adds the limit counters to a database at version 2, keeping its pending codes', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, loyaltyMigrations.slice(0, 2), 'mem');
    db.prepare(
      `INSERT INTO api_keys (label, kind, site_domain, key_hash, created_at) VALUES ('shop', 'site', 'shop.example.com', 'h', 'now')`,
    ).run();
    db.prepare(
      `INSERT INTO guest_sms_codes (api_key_id, phone, code_hash, created_at, expires_at, next_send_at)
       VALUES (1, '+4915112345678', 'hash', 1, 2, 3)`,
    ).run();
    expect(migrate(db, loyaltyMigrations.slice(0, 3), 'mem')).toEqual({ from: 2, to: 3 });
    expect(db.pragma('user_version', { simple: true })).toBe(3);
    expect(db.prepare('SELECT phone FROM guest_sms_codes').pluck().all()).toEqual(['+4915112345678']);
    db.prepare(insertHit).run('sms-phone', '+4915112345678', 1_000);
    db.prepare(insertHit).run('sms-address', '127.0.0.1', 1_000);
    db.prepare(insertHit).run('check-phone', '+4915112345678', 1_000);
    expect(db.prepare('SELECT count(*) FROM guest_limit_hits').pluck().get()).toBe(3);
  });

  it('refuses an unknown kind, an empty or overlong subject and a missing time', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, loyaltyMigrations.slice(0, 3), 'mem');
    expect(() => db.prepare(insertHit).run('sms-anything', '+4915112345678', 1)).toThrow(/CHECK/);
    expect(() => db.prepare(insertHit).run('sms-phone', '', 1)).toThrow(/CHECK/);
    expect(() => db.prepare(insertHit).run('sms-phone', 'x'.repeat(65), 1)).toThrow(/CHECK/);
    expect(() => db.prepare(insertHit).run('sms-phone', '+4915112345678', null)).toThrow(/NOT NULL/);
  });
});
