import { StartupError } from './startup-error.js';
import { HttpError } from './http-error.js';

/** 503: the database cannot be reached (down, restarting, out of connections); the service recovers when it returns. */
export class DatabaseUnavailableError extends HttpError {
  constructor(cause: unknown) {
    super(503, 'the loyalty database is unavailable; try again shortly');
    this.cause = cause;
  }
}

interface DriverError {
  readonly code?: unknown;
}

/**
 * What a database driver's error means to its caller, for SQLite (better-sqlite3) and PostgreSQL (pg, over node's
 * sockets): `unavailable`, no database right now (the typed 503; wait and try again); `conflict`, a serialization
 * failure or a deadlock (run the write again); `unique-violation`, a unique constraint broke; `other`, anything else.
 */
export type DatabaseErrorKind = 'unavailable' | 'conflict' | 'unique-violation' | 'other';

/** PostgreSQL's SQLSTATE classes and node's socket errors that mean "no database right now", not "bad request". */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** PostgreSQL's serialization failure and deadlock. */
const conflictCodes = new Set(['40001', '40P01']);

/** SQLite's SQLITE_CONSTRAINT_UNIQUE/PRIMARYKEY and PostgreSQL's 23505. */
const uniqueViolationCodes = new Set(['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

/**
 * pg's own errors for a pool or connection that went away, or a pool with no connection free in time: the driver gives
 * them no code, so their fixed text is the only mark of them (read here and nowhere else).
 */
const pgCodelessUnavailable =
  /Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect/;

/** Sorts a driver error into its kind by its code (SQLSTATE, SQLite's extended code, or node's socket code). */
export function databaseErrorKind(error: unknown): DatabaseErrorKind {
  const code = (error as DriverError | undefined)?.code;
  if (typeof code !== 'string')
    return pgCodelessUnavailable.test((error as Error | undefined)?.message ?? '') ? 'unavailable' : 'other';
  if (unavailableCodes.has(code) || code.startsWith('08')) return 'unavailable';
  if (conflictCodes.has(code)) return 'conflict';
  if (uniqueViolationCodes.has(code)) return 'unique-violation';
  return 'other';
}

/** The PostgreSQL database was migrated by a newer Tillbridge: running this one on it could corrupt it, so start-up stops. */
export class PostgresTooNewError extends StartupError {
  /** What is wrong, without the advice: "has schema version 9, newer than this Tillbridge knows (8)". */
  readonly problem: string;
  constructor(database: string, version: number, known: number) {
    const problem = `has schema version ${version}, newer than this Tillbridge knows (${known})`;
    super(
      `Database ${database} ${problem}, and was left as it is: install the newer Tillbridge, or restore a backup ` +
        `made before the upgrade with PostgreSQL's own tools (pg_restore, or point-in-time recovery).`,
    );
    this.problem = problem;
  }
}
