import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../migrate.js';
import { bridgeMigrations } from './index.js';

describe('bridge migration 0012-partial-settlement', () => {
  it('keeps every outbox entry with its id, takes the kind reorder, and adds the columns and the steps table', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, bridgeMigrations.slice(0, 11), 'mem');
    db.prepare(
      `INSERT INTO payments (id, station, request_version, state, amount_minor, loyalty_order_id, payment_system,
         created_at, updated_at) VALUES ('p1', '{BAR}', 4, 'confirmed', 100, 'o1', 'Tillbridge', 'now', 'now')`,
    ).run();
    const outbox = `INSERT INTO loyalty_outbox (id, payment_id, kind, order_id, request, state, next_attempt_at, created_at)
      VALUES (?, 'p1', ?, 'o1', '{}', ?, 'now', 'now')`;
    db.prepare(outbox).run(7, 'close', 'done');
    db.prepare(outbox).run(9, 'refund', 'pending');
    expect(() => db.prepare(outbox).run(10, 'reorder', 'pending')).toThrow(/CHECK/);
    migrate(db, bridgeMigrations, 'mem');
    expect(db.prepare('SELECT id, kind, state FROM loyalty_outbox ORDER BY id').all()).toEqual([
      { id: 7, kind: 'close', state: 'done' },
      { id: 9, kind: 'refund', state: 'pending' },
    ]);
    db.prepare(outbox).run(10, 'reorder', 'pending');
    expect(() => db.prepare(outbox).run(11, 'reset', 'pending')).toThrow(/CHECK/);
    expect(db.prepare('SELECT authorized_minor, tip_authorized_minor FROM payments').get()).toEqual({
      authorized_minor: null,
      tip_authorized_minor: null,
    });
    const step = db.prepare(
      `INSERT INTO payment_adjustments (payment_id, part, action, step_minor, remaining_minor, from_order_id, to_order_id, at)
       VALUES ('p1', 'payment', 'void', 40, 60, ?, ?, 'now')`,
    );
    step.run('o1', 'o2');
    expect(() => step.run('o1', 'o3')).toThrow(/UNIQUE/);
    expect(
      db.prepare("SELECT name FROM sqlite_master WHERE tbl_name = 'loyalty_outbox' AND type = 'index'").pluck().all(),
    ).toEqual(['loyalty_outbox_state']);
  });
});
