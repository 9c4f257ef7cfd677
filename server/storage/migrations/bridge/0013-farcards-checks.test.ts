import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../migrate.js';
import { bridgeMigrations } from './index.js';

describe('bridge migration 0013-farcards-checks', () => {
  it('adds the checks, their applied transactions and the stations open checks, with their rules', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, bridgeMigrations.slice(0, 12), 'mem');
    migrate(db, bridgeMigrations, 'mem');
    const check = db.prepare(
      `INSERT INTO farcards_checks (order_id, check_key, card, guest_phone, state, order_json, lines_digest,
         created_at, updated_at) VALUES (?, ?, '123', '+79990001122', ?, '{}', 'd', 'now', 'now')`,
    );
    check.run('o1', 'guid:a', 'open');
    expect(() => check.run('o2', 'guid:a', 'open')).toThrow(/UNIQUE/);
    expect(() => check.run('o3', 'guid:c', 'lost')).toThrow(/CHECK/);
    const applied = db.prepare(
      `INSERT INTO farcards_transactions (key, order_id, outcome, at) VALUES (?, ?, ?, 'now')`,
    );
    applied.run('k1', 'o1', '{"kind":"done"}');
    expect(() => applied.run('k1', 'o1', '{}')).toThrow(/UNIQUE/);
    expect(() => applied.run('k2', 'o1', 'not json')).toThrow(/CHECK/);
    const open = db.prepare(
      `INSERT INTO farcards_open_checks (station, check_key, order_id, card, lines, total_minor, may_pay_minor, updated_at)
       VALUES ('2', 'guid:a', 'o1', '123', '[]', ?, 0, 'now')`,
    );
    expect(() => open.run(-1)).toThrow(/CHECK/);
    open.run(100);
    expect(db.prepare('SELECT station, total_minor FROM farcards_open_checks').all()).toEqual([
      { station: '2', total_minor: 100 },
    ]);
  });
});
