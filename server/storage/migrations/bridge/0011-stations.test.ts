import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../migrate.js';
import { bridgeMigrations } from './index.js';

const insert = `INSERT INTO payments (id, station, fullcode, request_version, state, amount_minor, loyalty_order_id,
  payment_system, created_at, updated_at) VALUES (?, ?, ?, 4, 'confirmed', 100, ?, 'Tillbridge', ?, ?)`;

describe('bridge migration 0011-stations', () => {
  it('numbers the stations of the payments recorded in the order they first paid, with their latest code', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, bridgeMigrations.slice(0, 10), 'mem');
    const add = (id: string, station: string, fullcode: string | null, at: string) =>
      db.prepare(insert).run(id, station, fullcode, `o-${id}`, at, at);
    add('p1', '{BAR}', null, '2026-11-21T10:00:02.000Z');
    add('p2', '{HALL}', '0001', '2026-11-21T10:00:01.000Z');
    add('p3', '{HALL}', '0007', '2026-11-21T10:00:03.000Z');
    add('p4', '{BAR}', null, '2026-11-21T10:00:04.000Z');
    migrate(db, bridgeMigrations, 'mem');
    expect(
      db.prepare('SELECT number, station, fullcode, name, first_seen_at FROM stations ORDER BY number').all(),
    ).toEqual([
      { number: 1, station: '{HALL}', fullcode: '0007', name: null, first_seen_at: '2026-11-21T10:00:01.000Z' },
      { number: 2, station: '{BAR}', fullcode: null, name: null, first_seen_at: '2026-11-21T10:00:02.000Z' },
    ]);
    const rename = db.prepare('UPDATE stations SET name = ? WHERE number = 1');
    rename.run('Bar 1');
    expect(() => rename.run('')).toThrow(/CHECK/);
    expect(() => rename.run('x'.repeat(41))).toThrow(/CHECK/);
    expect(() => db.prepare(`INSERT INTO stations (station, first_seen_at) VALUES ('{BAR}', 'now')`).run()).toThrow(
      /UNIQUE/,
    );
  });
});
