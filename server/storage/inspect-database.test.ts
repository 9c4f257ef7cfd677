import fs from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { StartupError } from '../errors/startup-error.js';
import { inspectDatabase } from './inspect-database.js';
import { bridgeMigrations } from './migrations/bridge/index.js';
import { openDatabase } from './open-database.js';
import { DatabaseDamagedError, DatabaseTooNewError } from '../errors/storage-errors.js';
import { tempDatabasePath } from './test-support/test-database.js';

const known = bridgeMigrations.length;

/** A bridge database as a clean stop leaves it (WAL mode, no -wal or -shm), with some rows. */
function cleanDatabase(): string {
  const file = tempDatabasePath('bridge.sqlite');
  const db = openDatabase(file, bridgeMigrations);
  const insert = db.prepare('INSERT INTO app_events (at, kind) VALUES (?, ?)');
  for (let i = 0; i < 200; i++) insert.run('2026-01-01T00:00:00Z', `event ${i} ${'x'.repeat(100)}`);
  db.close();
  return file;
}

function sideFiles(file: string): string[] {
  return ['-wal', '-shm'].filter((suffix) => fs.existsSync(file + suffix));
}

/** Inspects and returns what was thrown, checking the file and its folder were left exactly as they were. */
function refusal(file: string): Error {
  const before = fs.readFileSync(file);
  const sides = sideFiles(file);
  let thrown: unknown;
  try {
    inspectDatabase(file, known);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(StartupError);
  expect(fs.readFileSync(file).equals(before)).toBe(true);
  expect(sideFiles(file)).toEqual(sides);
  expect((thrown as Error).message).not.toContain('\n');
  return thrown as Error;
}

describe('inspectDatabase', () => {
  it('passes a missing file, an empty file and a sound one, writing nothing to the sound one', () => {
    const file = tempDatabasePath();
    expect(() => inspectDatabase(file, known)).not.toThrow();
    expect(fs.existsSync(file)).toBe(false);
    fs.writeFileSync(file, '');
    expect(() => inspectDatabase(file, known)).not.toThrow();
    const sound = cleanDatabase();
    const before = fs.readFileSync(sound);
    expect(() => inspectDatabase(sound, known)).not.toThrow();
    expect(fs.readFileSync(sound).equals(before)).toBe(true);
  });

  it('refuses a database from a newer Tillbridge before SQLite opens it: no byte written, no -wal or -shm', () => {
    for (const journal of ['wal', 'delete']) {
      const file = cleanDatabase();
      const db = new BetterSqlite3(file);
      db.pragma(`journal_mode = ${journal}`);
      db.pragma(`user_version = ${known + 1}`);
      db.close();
      expect(sideFiles(file)).toEqual([]);
      const error = refusal(file);
      expect(error).toBeInstanceOf(DatabaseTooNewError);
      expect(error.message).toMatch(
        new RegExp(
          `^Database .*bridge\\.sqlite has schema version ${known + 1}, newer than this Tillbridge knows \\(${known}\\), and was left as it is: install the newer Tillbridge, or restore the last backup`,
        ),
      );
    }
  });

  it('sees a newer version still in the WAL a crash left behind', () => {
    const file = cleanDatabase();
    const copy = tempDatabasePath('bridge.sqlite');
    const db = new BetterSqlite3(file);
    db.pragma('wal_autocheckpoint = 0');
    db.pragma(`user_version = ${known + 1}`);
    /** What a crash leaves: the database file, and the WAL holding the newer version (copied while still open). */
    for (const suffix of ['', '-wal']) fs.copyFileSync(file + suffix, copy + suffix);
    db.close();
    expect(new DataView(fs.readFileSync(copy).buffer).getInt32(60)).toBe(known);
    expect(refusal(copy)).toBeInstanceOf(DatabaseTooNewError);
  });

  it('passes a sound database with a WAL a crash left behind, and keeps its rows', () => {
    const file = cleanDatabase();
    const copy = tempDatabasePath('bridge.sqlite');
    const db = new BetterSqlite3(file);
    db.pragma('wal_autocheckpoint = 0');
    db.prepare('INSERT INTO app_events (at, kind) VALUES (?, ?)').run('2026-01-02T00:00:00Z', 'after the crash');
    for (const suffix of ['', '-wal']) fs.copyFileSync(file + suffix, copy + suffix);
    db.close();
    expect(() => inspectDatabase(copy, known)).not.toThrow();
    const reopened = openDatabase(copy, bridgeMigrations);
    expect(reopened.prepare("SELECT COUNT(*) FROM app_events WHERE kind = 'after the crash'").pluck().get()).toBe(1);
    reopened.close();
  });

  it.each([
    [
      'garbage bytes in the middle',
      (bytes: Buffer) => bytes.fill(0xab, 4096, 3 * 4096),
      /^Database \S+ is damaged \(.+\) and was left as it is: restore the last backup made with npm run backup/,
    ],
    [
      'a truncated file',
      (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2)),
      /is damaged \(it is cut short \(\d+ bytes of \d+\)\)/,
    ],
    [
      'a file that is not a database',
      () => Buffer.from('these are the till notes, not SQLite\n'.repeat(100)),
      /is damaged \(it is not a SQLite database \(its first bytes are not a SQLite header\)\)/,
    ],
    ['a file of 50 bytes', (bytes: Buffer) => bytes.subarray(0, 50), /is damaged \(it is not a SQLite database/],
  ])('refuses %s in one line, leaving it untouched', (_name, damage, message) => {
    const file = cleanDatabase();
    fs.writeFileSync(file, damage(fs.readFileSync(file)));
    const error = refusal(file);
    expect(error).toBeInstanceOf(DatabaseDamagedError);
    expect(error.message).toMatch(message);
    expect(error.message).toMatch(
      /: stop Tillbridge, run npm run restore -- --data-dir \S+ --db bridge --from BACKUP_FILE, then start it again \(docs\/operations\.md, "Backup and restore"\)\.$/,
    );
  });

  it('names the first problem quick_check finds and how many more there are', () => {
    const file = cleanDatabase();
    const db = new BetterSqlite3(file);
    const leaf = db
      .prepare("SELECT pageno FROM dbstat WHERE name = 'app_events' AND pagetype = 'leaf' ORDER BY pageno LIMIT 1")
      .pluck()
      .get() as number;
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    db.close();
    const bytes = fs.readFileSync(file);
    /** Garbage over the rows of one leaf page: SQLite still opens the file, quick_check lists the broken cells. */
    bytes.fill(0xab, (leaf - 1) * pageSize + 2000, (leaf - 1) * pageSize + 3000);
    fs.writeFileSync(file, bytes);
    expect(refusal(file).message).toMatch(
      new RegExp(
        `is damaged \\(quick_check: Tree \\d+ page ${leaf} cell \\d+: Extends off end of page, and \\d+ more problems\\) and was left as it is: `,
      ),
    );
  });
});
