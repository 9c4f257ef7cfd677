import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { DatabaseUnavailableError, databaseErrorKind } from '../errors/database-errors.js';

/** The wait after the first failed attempt; it doubles after each one, up to `maxDelayMs`. */
const firstDelayMs = 100;
/** The longest wait between attempts: a database that is back is used within about this long. */
export const maxDelayMs = 1_000;

/** Whether an error says the database cannot be reached right now (wait), rather than that something is wrong (stop). */
export function isUnreachable(error: unknown): boolean {
  return error instanceof DatabaseUnavailableError || databaseErrorKind(error) === 'unavailable';
}

/**
 * Runs `attempt` until it succeeds, waiting with a bounded backoff while the database cannot be reached; any other
 * error is thrown. Resolves `false` if `signal` aborts first (the service is stopping), `true` once `attempt` succeeded.
 */
export async function untilDatabaseReachable(
  attempt: () => Promise<void>,
  logger: Logger,
  signal: AbortSignal,
): Promise<boolean> {
  let delayMs = firstDelayMs;
  let lastReason = '';
  while (!signal.aborted) {
    try {
      await attempt();
      return true;
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      const reason = reasonOf(error);
      /** One line per outage and per change of reason, not one per attempt. */
      if (reason !== lastReason) logger.warn({ reason }, 'the loyalty database cannot be reached: trying again');
      lastReason = reason;
    }
    try {
      await sleep(delayMs, undefined, { signal });
    } catch {
      return false;
    }
    delayMs = Math.min(delayMs * 2, maxDelayMs);
  }
  return false;
}

function reasonOf(error: unknown): string {
  const cause = error instanceof DatabaseUnavailableError ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}
