import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../migrate.js';
import { loyaltyMigrations } from './index.js';

const insert = 'INSERT INTO aborted_order_ids (order_id, refund_id, aborted_at) VALUES (?, ?, ?)';

describe('loyalty migration 0004-aborted-order-ids', () => {
  it('adds the ids aborted before any confirm to a database at version 3, one row an id', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, loyaltyMigrations.slice(0, 3), 'mem');
    expect(migrate(db, loyaltyMigrations.slice(0, 4), 'mem')).toEqual({ from: 3, to: 4 });
    expect(db.pragma('user_version', { simple: true })).toBe(4);
    db.prepare(insert).run('order-1', 'refund-1', '2026-11-25T12:00:00.000Z');
    expect(() => db.prepare(insert).run('order-1', 'refund-2', '2026-11-25T12:00:01.000Z')).toThrow(/UNIQUE|PRIMARY/);
    expect(() => db.prepare(insert).run('order-2', null, '2026-11-25T12:00:00.000Z')).toThrow(/NOT NULL/);
  });
});
