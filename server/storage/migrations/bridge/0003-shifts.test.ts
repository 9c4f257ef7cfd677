import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../migrate.js';
import { m0001AppEvents } from './0001-app-events.js';
import { m0002Payments } from './0002-payments.js';
import { m0003Shifts } from './0003-shifts.js';

const insert = `INSERT INTO payments (id, station, request_version, state, amount_minor, loyalty_order_id, payment_system,
  created_at, updated_at) VALUES (?, 'st', 4, 'confirmed', 100, ?, 'Tillbridge', ?, ?)`;

describe('bridge migration 0003-shifts', () => {
  it('opens shift 1 holding the payments made before it, and puts new payments into the open shift', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, [m0001AppEvents, m0002Payments], 'mem');
    db.prepare(insert).run('old', 'o1', '2026-01-01T00:00:00.000Z', 'now');
    migrate(db, [m0001AppEvents, m0002Payments, m0003Shifts], 'mem');
    expect(db.prepare('SELECT id, opened_at, closed_at FROM shifts').all()).toEqual([
      { id: 1, opened_at: '2026-01-01T00:00:00.000Z', closed_at: null },
    ]);
    db.prepare(insert).run('new', 'o2', 'now', 'now');
    expect(db.prepare('SELECT id, shift_id FROM payments ORDER BY id').all()).toEqual([
      { id: 'new', shift_id: 1 },
      { id: 'old', shift_id: 1 },
    ]);
    expect(() => db.prepare(`UPDATE shifts SET closed_at = 'now' WHERE id = 1`).run()).toThrow(/CHECK/);
  });
});
