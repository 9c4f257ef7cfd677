import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../migrate.js';
import { m0001AppEvents } from './0001-app-events.js';
import { m0002Payments } from './0002-payments.js';

const insert = `INSERT INTO payments (id, station, request_version, state, amount_minor, loyalty_order_id, payment_system,
  created_at, updated_at) VALUES (@id, 'st', 4, @state, @amount, @order, 'Tillbridge', 'now', 'now')`;

describe('bridge migration 0002-payments', () => {
  it('creates payments with a closed set of states, positive amounts and unique loyalty order ids', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, [m0001AppEvents, m0002Payments], 'mem');
    db.prepare(insert).run({ id: 'p1', state: 'awaiting_guest', amount: 288000, order: 'o1' });
    expect(() => db.prepare(insert).run({ id: 'p2', state: 'pending', amount: 100, order: 'o2' })).toThrow(/CHECK/);
    expect(() => db.prepare(insert).run({ id: 'p3', state: 'authorized', amount: 0, order: 'o3' })).toThrow(/CHECK/);
    expect(() => db.prepare(insert).run({ id: 'p4', state: 'authorized', amount: 5, order: 'o1' })).toThrow(/UNIQUE/);
    db.prepare('INSERT INTO payment_events (payment_id, at, to_state) VALUES (?, ?, ?)').run(
      'p1',
      'now',
      'awaiting_guest',
    );
    db.pragma('foreign_keys = ON');
    expect(() =>
      db.prepare('INSERT INTO payment_events (payment_id, at, to_state) VALUES (?, ?, ?)').run('nope', 'now', 'x'),
    ).toThrow(/FOREIGN KEY/);
  });
});
