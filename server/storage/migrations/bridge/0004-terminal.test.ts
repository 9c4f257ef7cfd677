import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../migrate.js';
import { bridgeMigrations } from './index.js';

const outbox = `INSERT INTO loyalty_outbox (kind, order_id, request, next_attempt_at, created_at)
  VALUES (?, 'o1', ?, 'now', 'now')`;

describe('bridge migration 0004-terminal', () => {
  it('creates the outbox with a closed set of kinds and JSON requests, the mirror and the key-value table', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, bridgeMigrations.slice(0, 4), 'mem');
    db.prepare(outbox).run('close', '{}');
    expect(db.prepare('SELECT state, attempts FROM loyalty_outbox').get()).toEqual({ state: 'pending', attempts: 0 });
    expect(() => db.prepare(outbox).run('charge', '{}')).toThrow(/CHECK/);
    expect(() => db.prepare(outbox).run('refund', 'not json')).toThrow(/CHECK/);
    db.prepare(`INSERT INTO loyalty_mirror (phone, seen_at) VALUES ('+79990000000', 'now')`).run();
    expect(db.prepare('SELECT cards FROM loyalty_mirror').pluck().get()).toBe('[]');
    db.prepare(`INSERT INTO terminal_kv (key, value) VALUES ('sync', 'ok')`).run();
    expect(() => db.prepare(`INSERT INTO terminal_kv (key, value) VALUES ('sync', 'again')`).run()).toThrow(/UNIQUE/);
  });
});
