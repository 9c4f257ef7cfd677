import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from './migrate.js';
import type { Migration } from './migration.js';
import { DatabaseTooNewError } from '../errors/storage-errors.js';

const createA: Migration = {
  version: 1,
  name: '0001-a',
  up: (db) => db.exec('CREATE TABLE a (id INTEGER PRIMARY KEY)'),
};
const createB: Migration = {
  version: 2,
  name: '0002-b',
  up: (db) => db.exec('CREATE TABLE b (id INTEGER PRIMARY KEY)'),
};
const broken: Migration = { version: 3, name: '0003-broken', up: (db) => db.exec('CREATE TABLE c (; nonsense') };

const tables = (db: BetterSqlite3.Database): string[] =>
  (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map(
    (row) => row.name,
  );

describe('migrate', () => {
  it('applies pending migrations and records user_version', () => {
    const db = new BetterSqlite3(':memory:');
    expect(migrate(db, [createA], 'mem')).toEqual({ from: 0, to: 1 });
    expect(migrate(db, [createA, createB], 'mem')).toEqual({ from: 1, to: 2 });
    expect(migrate(db, [createA, createB], 'mem')).toEqual({ from: 2, to: 2 });
    expect(tables(db)).toEqual(['a', 'b']);
    expect(db.pragma('user_version', { simple: true })).toBe(2);
  });

  it('applies all pending migrations in one transaction: a failure leaves the database as it was', () => {
    const db = new BetterSqlite3(':memory:');
    expect(() => migrate(db, [createA, createB, broken], 'mem')).toThrow();
    expect(tables(db)).toEqual([]);
    expect(db.pragma('user_version', { simple: true })).toBe(0);
  });

  it('refuses a database newer than the app', () => {
    const db = new BetterSqlite3(':memory:');
    db.pragma('user_version = 7');
    expect(() => migrate(db, [createA], '/data/bridge.sqlite')).toThrowError(DatabaseTooNewError);
    expect(() => migrate(db, [createA], '/data/bridge.sqlite')).toThrow(
      'Database /data/bridge.sqlite has schema version 7, newer than this Tillbridge knows (1), and was left as it is: install the newer Tillbridge, or restore the last backup made with npm run backup',
    );
  });

  it('refuses a list whose versions are not 1, 2, 3…', () => {
    const db = new BetterSqlite3(':memory:');
    expect(() => migrate(db, [createB], 'mem')).toThrow(/out of order/);
  });
});
