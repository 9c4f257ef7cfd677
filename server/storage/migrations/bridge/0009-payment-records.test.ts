import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { paymentDocuments } from '../../../payments/payment-records.js';
import { migrate } from '../../migrate.js';
import { bridgeMigrations } from './index.js';

const insert = `INSERT INTO payments (id, station, request_version, state, amount_minor, loyalty_order_id, payment_system,
  created_at, updated_at, authorized_at, order_xml, confirm_request, tip_confirm_request, card_number)
  VALUES (?, 'till-1', 4, ?, 100, ?, 'Tillbridge', ?, ?, ?, ?, ?, ?, ?)`;

const columns = (db: BetterSqlite3.Database): string[] =>
  (db.pragma('table_info(payments)') as { name: string }[]).map((column) => column.name);

/** A database at 0008 with a paid payment (order, confirm and tip bodies), a bare one and a cancelled one. */
function migrated(): BetterSqlite3.Database {
  const db = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, bridgeMigrations.slice(0, 8), 'mem');
  const at = '2026-11-21T10:00:00.000Z';
  const paid = '2026-11-21T10:00:05.000Z';
  db.prepare(insert).run('p1', 'confirmed', 'o1', at, paid, paid, '{"Item":[]}', '{"id":"o1"}', '{"id":"t1"}', '5536');
  db.prepare(insert).run('p2', 'authorizing', 'o2', at, at, null, null, '{"id":"o2"}', null, null);
  db.prepare(insert).run('p3', 'cancelled', 'o3', at, at, null, null, null, null, null);
  expect(columns(db)).toContain('confirm_request');
  migrate(db, bridgeMigrations.slice(0, 9), 'mem');
  return db;
}

describe('bridge migration 0009-payment-records', () => {
  it('moves the order and the confirm bodies to payment_records and drops them from payments', () => {
    const db = migrated();
    expect(columns(db)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(order_xml|confirm_request|tip_confirm_request)$/)]),
    );
    expect(paymentDocuments(db, 'p1')).toEqual({
      order: '{"Item":[]}',
      confirm: '{"id":"o1"}',
      tip_confirm: '{"id":"t1"}',
    });
    expect(paymentDocuments(db, 'p2')).toEqual({ confirm: '{"id":"o2"}' });
    expect(paymentDocuments(db, 'p3')).toEqual({});
    expect(
      db.prepare("SELECT created_at FROM payment_records WHERE payment_id = 'p1' AND kind = 'confirm'").pluck().get(),
    ).toBe('2026-11-21T10:00:05.000Z');
    expect(db.prepare('SELECT id, state FROM payments ORDER BY id').all()).toEqual([
      { id: 'p1', state: 'confirmed' },
      { id: 'p2', state: 'authorizing' },
      { id: 'p3', state: 'cancelled' },
    ]);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });

  it('keeps the journal search in step with payments, and refuses a record of no payment or of an unknown kind', () => {
    const db = migrated();
    db.prepare("UPDATE payments SET card_number = '7788990011' WHERE id = 'p2'").run();
    expect(db.prepare("SELECT rowid FROM payments_search WHERE doc MATCH '8899'").pluck().all()).toHaveLength(1);
    const record = db.prepare(
      "INSERT INTO payment_records (payment_id, kind, body, created_at) VALUES (?, ?, ?, 'now')",
    );
    expect(() => record.run('nope', 'confirm', '{}')).toThrow(/FOREIGN KEY/);
    expect(() => record.run('p3', 'receipt', '{}')).toThrow(/CHECK/);
    expect(() => record.run('p3', 'confirm', 'not json')).toThrow(/CHECK/);
    expect(() => record.run('p1', 'confirm', '{}')).toThrow(/UNIQUE/);
  });
});
