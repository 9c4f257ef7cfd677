import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openPayments, openPaymentsSql } from '../../../payments/payment-store.js';
import { migrate } from '../../migrate.js';
import { indexNames as indexes, queryPlan as plan } from '../../test-support/schema-probe.js';
import { bridgeMigrations } from './index.js';

const insert = `INSERT INTO payments (id, station, request_version, state, amount_minor, loyalty_order_id, payment_system,
  created_at, updated_at) VALUES (?, ?, 4, ?, 100, ?, 'Tillbridge', ?, ?)`;

/** A database at 0007 with one payment per state, migrated to 0008. */
function migrated(): BetterSqlite3.Database {
  const db = new BetterSqlite3(':memory:');
  migrate(db, bridgeMigrations.slice(0, 7), 'mem');
  const states = ['awaiting_guest', 'authorizing', 'authorized', 'confirmed', 'voided'];
  states.forEach((state, i) => {
    const at = `2026-11-21T10:00:0${i}.000Z`;
    db.prepare(insert).run(`p${i}`, `till-${i % 2}`, state, `o${i}`, at, at);
  });
  expect(indexes(db)).toContain('payments_shift_totals');
  expect(indexes(db)).toContain('payments_journal_state');
  migrate(db, bridgeMigrations.slice(0, 8), 'mem');
  return db;
}

describe('bridge migration 0008-payment-indexes-by-time', () => {
  it('replaces the state- and station-sorted indexes with time-sorted ones and keeps every row', () => {
    const db = migrated();
    expect(indexes(db)).not.toContain('payments_shift_totals');
    expect(indexes(db)).not.toContain('payments_journal_state');
    expect(indexes(db)).toEqual(expect.arrayContaining(['payments_shift', 'payments_created', 'payments_open']));
    expect(db.prepare('SELECT count(*) FROM payments').pluck().get()).toBe(5);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('lets the Z-report, the journal and the open payments read an index, not the table', () => {
    const db = migrated();
    expect(
      plan(
        db,
        `SELECT state, payment_system, station, count(*), sum(amount_minor), sum(tip_minor), min(created_at)
         FROM payments WHERE shift_id = 1 AND state NOT IN ('awaiting_guest') GROUP BY state, payment_system, station`,
      ),
    ).toMatch(/USING COVERING INDEX payments_shift/);
    expect(
      plan(db, "SELECT id FROM payments p WHERE p.state IN ('voided') ORDER BY p.created_at DESC LIMIT 100"),
    ).toMatch(/INDEX payments_created/);
    expect(plan(db, 'SELECT id FROM payments ORDER BY created_at DESC LIMIT 100')).toMatch(/INDEX payments_created/);
  });

  it('finds the open payments through payments_open, whichever of its states are asked for', () => {
    const db = migrated();
    /** The payment store's query reads the columns of every later migration too. */
    migrate(db, bridgeMigrations, 'mem');
    expect(openPayments(db, ['awaiting_guest', 'authorizing']).map((p) => p.id)).toEqual(['p0', 'p1']);
    expect(openPayments(db, ['awaiting_guest']).map((p) => p.id)).toEqual(['p0']);
    expect(openPayments(db, ['awaiting_guest', 'authorizing', 'authorized']).map((p) => p.id)).toEqual([
      'p0',
      'p1',
      'p2',
    ]);
    for (const count of [1, 2, 3]) {
      expect(plan(db, openPaymentsSql(count), ...Array(count).fill('authorized'))).toMatch(/INDEX payments_open/);
    }
    db.prepare("UPDATE payments SET state = 'confirmed' WHERE id = 'p2'").run();
    expect(openPayments(db, ['authorized'])).toEqual([]);
  });
});
