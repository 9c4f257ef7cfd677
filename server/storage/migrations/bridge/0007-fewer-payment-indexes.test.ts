import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../migrate.js';
import { indexNames as indexes, queryPlan as plan } from '../../test-support/schema-probe.js';
import { bridgeMigrations } from './index.js';

const insert = `INSERT INTO payments (id, station, request_version, state, amount_minor, loyalty_order_id, payment_system,
  created_at, updated_at) VALUES (?, ?, 4, 'confirmed', 100, ?, 'Tillbridge', ?, ?)`;

describe('bridge migration 0007-fewer-payment-indexes', () => {
  it('drops the two indexes nothing reads, keeps the rows, and station/state filters still search an index', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, bridgeMigrations.slice(0, 6), 'mem');
    db.prepare(insert).run('p1', 'till-1', 'o1', '2026-11-21T10:00:00.000Z', '2026-11-21T10:00:00.000Z');
    db.prepare(
      `INSERT INTO loyalty_outbox (payment_id, kind, order_id, request, next_attempt_at, created_at)
       VALUES ('p1', 'close', 'o1', '{}', 'now', 'now')`,
    ).run();
    expect(indexes(db)).toContain('payments_station_state');
    expect(indexes(db)).toContain('loyalty_outbox_payment');

    migrate(db, bridgeMigrations.slice(0, 7), 'mem');
    expect(indexes(db)).not.toContain('payments_station_state');
    expect(indexes(db)).not.toContain('loyalty_outbox_payment');
    expect(db.prepare('SELECT id, station FROM payments').all()).toEqual([{ id: 'p1', station: 'till-1' }]);
    expect(db.prepare("SELECT count(*) FROM loyalty_outbox WHERE state = 'pending'").pluck().get()).toBe(1);

    expect(plan(db, "SELECT count(*) FROM payments WHERE station = 'till-1' AND state = 'confirmed'")).toMatch(
      /USING (COVERING )?INDEX payments_journal_/,
    );
    expect(plan(db, 'SELECT DISTINCT station FROM payments ORDER BY station')).toMatch(/payments_journal_station/);
    expect(plan(db, "SELECT * FROM loyalty_outbox WHERE state = 'pending' ORDER BY id LIMIT 500")).toMatch(
      /loyalty_outbox_state/,
    );
  });
});
