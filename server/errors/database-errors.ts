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

/** Whether a driver error says the database is unreachable (SQLSTATE class 08, shutdown, too many connections). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as DriverError | undefined)?.code;
  if (typeof code !== 'string') {
    const message = (error as Error | undefined)?.message ?? '';
    /** pg's own errors for a pool or connection that went away, or a pool with no connection free in time, carry no code. */
    return /Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect/.test(
      message,
    );
  }
  return unavailableCodes.has(code) || code.startsWith('08');
}

/** Whether a write may simply run again: a serialization failure or a deadlock, on PostgreSQL. */
export function isRetryableConflict(error: unknown): boolean {
  const code = (error as DriverError | undefined)?.code;
  return code === '40001' || code === '40P01';
}

/** Whether a statement broke a unique constraint (SQLite's SQLITE_CONSTRAINT_UNIQUE/PRIMARYKEY, PostgreSQL's 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as DriverError | undefined)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
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
