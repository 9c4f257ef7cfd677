import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bridgeMigrations } from './migrations/bridge/index.js';
import { openDatabase } from './open-database.js';
import { DatabaseDamagedError, DatabaseTooNewError } from '../errors/storage-errors.js';
import { tempDatabasePath } from './test-support/test-database.js';

describe('openDatabase', () => {
  it('opens with WAL, FULL sync, foreign keys and a busy timeout, migrated to the latest version', () => {
    const db = openDatabase(tempDatabasePath(), bridgeMigrations);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(db.pragma('user_version', { simple: true })).toBe(bridgeMigrations.length);
    db.close();
  });

  it('refuses a database written by a newer Tillbridge and leaves it untouched', () => {
    const file = tempDatabasePath();
    const db = openDatabase(file, bridgeMigrations);
    db.pragma(`user_version = ${bridgeMigrations.length + 1}`);
    db.close();
    const bytes = fs.readFileSync(file);
    expect(() => openDatabase(file, bridgeMigrations)).toThrowError(DatabaseTooNewError);
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
  });

  it('refuses a damaged file in one line pointing at the backup, before writing to it', () => {
    const file = tempDatabasePath();
    const db = openDatabase(file, bridgeMigrations);
    db.prepare('INSERT INTO app_events (at, kind) VALUES (?, ?)').run('2026-01-01T00:00:00Z', 'x');
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    const bytes = fs.readFileSync(file);
    bytes.fill(0xab, 4096, 8192);
    fs.writeFileSync(file, bytes);
    expect(() => openDatabase(file, bridgeMigrations)).toThrowError(DatabaseDamagedError);
    expect(() => openDatabase(file, bridgeMigrations)).toThrow(/^Database .* is damaged \(.*npm run restore -- /);
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
    expect(fs.existsSync(`${file}-wal`) || fs.existsSync(`${file}-shm`)).toBe(false);
  });

  it('refuses a file that is not a database, in one line', () => {
    const file = tempDatabasePath();
    fs.writeFileSync(file, 'this is a text file, not SQLite '.repeat(100));
    expect(() => openDatabase(file, bridgeMigrations)).toThrow(
      /^Database .* is damaged \(it is not a SQLite database \(its first bytes are not a SQLite header\)\)/,
    );
  });
});
