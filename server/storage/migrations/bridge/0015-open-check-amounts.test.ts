import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../migrate.js';
import { bridgeMigrations } from './index.js';

describe('bridge migration 0015-open-check-amounts', () => {
  it('keeps a remembered open check with 0 discount and will-earn, and refuses negative amounts', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, bridgeMigrations.slice(0, 14), 'mem');
    const insert = `INSERT INTO farcards_open_checks (station, check_key, order_id, card, lines, total_minor, may_pay_minor,
      updated_at) VALUES (?, 'k', 'o', '123', '[]', 100000, 50000, 'now')`;
    db.prepare(insert).run('2');
    migrate(db, bridgeMigrations, 'mem');
    expect(
      db.prepare('SELECT station, may_pay_minor, discount_minor, will_earn_minor FROM farcards_open_checks').get(),
    ).toEqual({ station: '2', may_pay_minor: 50000, discount_minor: 0, will_earn_minor: 0 });
    const update = db.prepare(
      "UPDATE farcards_open_checks SET discount_minor = ?, will_earn_minor = ? WHERE station = '2'",
    );
    update.run(1500, 2500);
    expect(() => update.run(-1, 0)).toThrow(/CHECK/);
    expect(() => update.run(0, -1)).toThrow(/CHECK/);
  });
});
