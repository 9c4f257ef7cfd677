import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../migrate.js';
import { bridgeMigrations } from './index.js';

const insert = `INSERT INTO payments (id, station, request_version, state, amount_minor, loyalty_order_id, payment_system,
  created_at, updated_at, guest_phone) VALUES (?, 'till-1', 4, 'confirmed', 100, ?, 'Tillbridge', 'now', 'now', ?)`;

const found = (db: BetterSqlite3.Database, text: string): unknown[] =>
  db
    .prepare('SELECT id FROM payments WHERE rowid IN (SELECT rowid FROM payments_search WHERE payments_search MATCH ?)')
    .pluck()
    .all(`"${text}"`);

describe('bridge migration 0005-journal', () => {
  it('indexes the payments made before it for search, and keeps the index in step with inserts, updates and deletes', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, bridgeMigrations.slice(0, 4), 'mem');
    db.prepare(insert).run('old', 'o1', '+7 (999) 123-45-67');
    migrate(db, bridgeMigrations.slice(0, 5), 'mem');
    expect(found(db, '9991234567')).toEqual(['old']);
    db.prepare(insert).run('new', 'o2', '+7 999 765 43 21');
    expect(found(db, '7654321')).toEqual(['new']);
    db.prepare(`UPDATE payments SET guest_phone = '+7 999 000 11 22' WHERE id = 'new'`).run();
    expect(found(db, '7654321')).toEqual([]);
    expect(found(db, '9990001122')).toEqual(['new']);
    db.prepare(`DELETE FROM payments WHERE id = 'old'`).run();
    expect(found(db, '9991234567')).toEqual([]);
  });
});
