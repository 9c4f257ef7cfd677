import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../migrate.js';
import { bridgeMigrations } from './index.js';

const insert = `INSERT INTO payments (id, station, request_version, state, amount_minor, loyalty_order_id, payment_system,
  created_at, updated_at) VALUES (?, 'st', 4, 'declined', 100, ?, 'Tillbridge', 'now', 'now')`;

describe('bridge migration 0006-payment-message', () => {
  it('adds the message key and JSON parameters to payments, NULL for the rows before it', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, bridgeMigrations.slice(0, 5), 'mem');
    db.prepare(insert).run('old', 'o1');
    migrate(db, bridgeMigrations, 'mem');
    expect(db.prepare('SELECT display_key, display_params FROM payments').get()).toEqual({
      display_key: null,
      display_params: null,
    });
    const update = db.prepare('UPDATE payments SET display_key = ?, display_params = ? WHERE id = ?');
    update.run('notEnoughBonuses', '{"amountMinor":15000,"balanceMinor":2000}', 'old');
    expect(db.prepare('SELECT display_key, display_params FROM payments').get()).toEqual({
      display_key: 'notEnoughBonuses',
      display_params: '{"amountMinor":15000,"balanceMinor":2000}',
    });
    expect(() => update.run('paid', 'not json', 'old')).toThrow(/CHECK/);
  });
});
