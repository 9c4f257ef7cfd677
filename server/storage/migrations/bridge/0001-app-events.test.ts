import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../migrate.js';
import { m0001AppEvents } from './0001-app-events.js';

describe('bridge migration 0001-app-events', () => {
  it('creates the app_events journal that only takes JSON details', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, [m0001AppEvents], 'mem');
    db.prepare('INSERT INTO app_events (at, kind, detail) VALUES (?, ?, ?)').run(
      '2026-11-21T00:00:00Z',
      'started',
      '{"a":1}',
    );
    expect(db.prepare('SELECT kind, detail FROM app_events').get()).toEqual({ kind: 'started', detail: '{"a":1}' });
    expect(() =>
      db
        .prepare('INSERT INTO app_events (at, kind, detail) VALUES (?, ?, ?)')
        .run('2026-11-21T00:00:00Z', 'x', 'not json'),
    ).toThrow(/CHECK constraint/);
  });
});
