import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../migrate.js';
import { bridgeMigrations } from './index.js';

const insert = `INSERT INTO payments (id, station, request_version, state, amount_minor, loyalty_order_id, payment_system,
  created_at, updated_at, card_number) VALUES (?, 'till-1', 4, ?, 100, ?, 'Tillbridge', 'now', 'now', ?)`;

/** A database at 0009 with a waiting payment (nothing to search for) and a paid one, migrated to 0010. */
function migrated(): BetterSqlite3.Database {
  const db = new BetterSqlite3(':memory:');
  migrate(db, bridgeMigrations.slice(0, 9), 'mem');
  db.prepare(insert).run('p1', 'awaiting_guest', 'o1', null);
  db.prepare(insert).run('p2', 'confirmed', 'o2', '5536 9100 1122 3344');
  expect(docs(db)).toHaveLength(2);
  migrate(db, bridgeMigrations.slice(0, 10), 'mem');
  return db;
}

const docs = (db: BetterSqlite3.Database): unknown[] =>
  db.prepare('SELECT rowid, doc FROM payments_search ORDER BY rowid').all();
const rowidOf = (db: BetterSqlite3.Database, id: string): number =>
  db.prepare('SELECT rowid FROM payments WHERE id = ?').pluck().get(id) as number;
const matches = (db: BetterSqlite3.Database, text: string): unknown[] =>
  db
    .prepare(
      'SELECT p.id FROM payments p WHERE p.rowid IN (SELECT rowid FROM payments_search WHERE payments_search MATCH ?)',
    )
    .pluck()
    .all(`"${text}"`);
const ftsIntact = (db: BetterSqlite3.Database): void => {
  db.prepare("INSERT INTO payments_search (payments_search) VALUES ('integrity-check')").run();
};

describe('bridge migration 0010-search-without-empty-docs', () => {
  it('drops the empty documents and keeps the others findable', () => {
    const db = migrated();
    expect(docs(db)).toEqual([{ rowid: rowidOf(db, 'p2'), doc: '5536910011223344' }]);
    expect(matches(db, '1122')).toEqual(['p2']);
    ftsIntact(db);
  });

  it('indexes a new payment only once it has text, and follows every later change', () => {
    const db = migrated();
    db.prepare(insert).run('p3', 'awaiting_guest', 'o3', null);
    expect(docs(db)).toHaveLength(1);

    db.prepare("UPDATE payments SET guest_phone = '+7 (999) 555-01-99', guest_name = 'Anna' WHERE id = 'p3'").run();
    expect(matches(db, '79995550199')).toEqual(['p3']);
    expect(matches(db, 'Anna')).toEqual(['p3']);

    db.prepare("UPDATE payments SET auth_code = '402913', card_number = '7788990011' WHERE id = 'p3'").run();
    expect(matches(db, '402913')).toEqual(['p3']);
    expect(matches(db, '8899')).toEqual(['p3']);
    expect(docs(db)).toHaveLength(2);

    db.prepare("UPDATE payments SET card_number = '1234567890' WHERE id = 'p3'").run();
    expect(matches(db, '8899')).toEqual([]);
    expect(matches(db, '4567')).toEqual(['p3']);

    db.prepare(
      'UPDATE payments SET card_number = NULL, guest_phone = NULL, guest_name = NULL, auth_code = NULL WHERE id = ?',
    ).run('p3');
    expect(docs(db)).toHaveLength(1);
    ftsIntact(db);
  });

  it('indexes a payment inserted with text at once, and forgets a deleted one', () => {
    const db = migrated();
    db.prepare(insert).run('p4', 'confirmed', 'o4', '4000-1111-2222');
    expect(matches(db, '4000111')).toEqual(['p4']);
    db.prepare("DELETE FROM payments WHERE id = 'p4'").run();
    expect(matches(db, '4000111')).toEqual([]);
    ftsIntact(db);
  });
});
