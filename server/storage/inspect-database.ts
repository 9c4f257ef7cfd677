import fs from 'node:fs';
import BetterSqlite3, { SqliteError } from 'better-sqlite3';
import { StartupError } from '../errors/startup-error.js';
import { readDatabaseHeader } from './database-header.js';
import { nativeBinding } from './sqlite-binding.js';
import { DatabaseDamagedError, DatabaseTooNewError } from '../errors/storage-errors.js';

const sideFiles = ['-wal', '-shm'] as const;

/**
 * Looks at an existing database without writing to it, before anything opens it for writing: refuses a file from a
 * newer Tillbridge (schema version above `knownVersion`) or a damaged one. The header is read with plain file I/O
 * first, so a newer or foreign file is refused before SQLite opens it; then a read-only connection reads the version
 * (a WAL left by a crash may hold a newer one) and runs `PRAGMA quick_check`. A missing or empty file passes (new).
 */
export function inspectDatabase(file: string, knownVersion: number): void {
  let header: ReturnType<typeof readDatabaseHeader>;
  try {
    if (!fs.existsSync(file)) return;
    header = readDatabaseHeader(file);
  } catch (error) {
    throw new StartupError(`Cannot read database ${file}: ${(error as Error).message}.`);
  }
  if (header.kind === 'empty') return;
  if (header.kind === 'not-sqlite') throw new DatabaseDamagedError(file, header.problem);
  if (header.userVersion > knownVersion) throw new DatabaseTooNewError(file, header.userVersion, knownVersion);
  if (header.truncated && !walHasFrames(file)) throw new DatabaseDamagedError(file, header.truncated);
  checkReadOnly(file, knownVersion);
}

function walHasFrames(file: string): boolean {
  return (fs.statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0) > 0;
}

/** Version and quick check over a read-only connection; the -wal or -shm it had to create are removed when it refuses. */
function checkReadOnly(file: string, knownVersion: number): void {
  const existed = sideFiles.filter((suffix) => fs.existsSync(file + suffix));
  let refusal: StartupError | undefined;
  let db: BetterSqlite3.Database | undefined;
  try {
    const binding = nativeBinding();
    db = new BetterSqlite3(file, {
      readonly: true,
      fileMustExist: true,
      ...(binding ? { nativeBinding: binding } : {}),
    });
    db.pragma('busy_timeout = 5000');
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > knownVersion) refusal = new DatabaseTooNewError(file, version, knownVersion);
    else {
      const problem = quickCheckProblem(db);
      if (problem) refusal = new DatabaseDamagedError(file, problem);
    }
  } catch (error) {
    refusal =
      error instanceof SqliteError && /^SQLITE_(CORRUPT|NOTADB)/.test(error.code)
        ? new DatabaseDamagedError(file, `SQLite: ${error.message}`)
        : new StartupError(`Cannot open database ${file}: ${(error as Error).message}.`);
  } finally {
    db?.close();
  }
  if (!refusal) return;
  /** A read-only connection writes no frames: a -wal it created is empty, and a -shm is only an index of the WAL. */
  for (const suffix of sideFiles) if (!existed.includes(suffix)) fs.rmSync(file + suffix, { force: true });
  throw refusal;
}

/** The first problem `PRAGMA quick_check` reports and how many more there are; undefined when it says `ok`. */
function quickCheckProblem(db: BetterSqlite3.Database): string | undefined {
  const rows = db.pragma('quick_check(100)') as { quick_check: string }[];
  const problems = rows
    .flatMap((row) => row.quick_check.split('\n'))
    .map((line) => line.trim())
    .filter((line) => line !== '' && line !== 'ok' && !line.startsWith('*** in database'));
  if (problems.length === 0) return undefined;
  const more = problems.length - 1;
  return `quick_check: ${problems[0]}${more > 0 ? `, and ${more} more problem${more > 1 ? 's' : ''}` : ''}`;
}
