import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../migrate.js';
import { bridgeMigrations } from './index.js';

describe('bridge migration 0014-open-check-start', () => {
  it('gives each open check its start, the last lookup for a check open before the upgrade', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, bridgeMigrations.slice(0, 13), 'mem');
    db.prepare(
      `INSERT INTO farcards_open_checks (station, check_key, order_id, card, lines, total_minor, may_pay_minor, updated_at)
       VALUES ('2', 'guid:a', 'o1', '123', '[]', 100, 0, '2026-11-29T10:00:00.000Z')`,
    ).run();
    migrate(db, bridgeMigrations, 'mem');
    expect(db.prepare('SELECT station, opened_at FROM farcards_open_checks').all()).toEqual([
      { station: '2', opened_at: '2026-11-29T10:00:00.000Z' },
    ]);
  });
});
