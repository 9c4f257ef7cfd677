import type { Queries } from './loyalty-db.js';

/** Whole seconds, at least one, from `at` until `until` (epoch ms): a Retry-After. */
export const secondsUntil = (until: number, at: number): number => Math.max(1, Math.ceil((until - at) / 1000));

/** An API key's count of failures in its current window. */
export interface KeyFailureWindow {
  readonly windowStartedAt: number;
  readonly failures: number;
}

/**
 * Inside a write: the API key's failure counter in `table` (made when missing), locked for the rest of the write so that
 * every instance's attempts with one key are counted one after another; a window that ended by `at` starts afresh.
 */
export async function lockedKeyFailures(
  q: Queries,
  table: 'api_key_login_failures' | 'api_key_code_failures',
  keyId: number,
  at: number,
  windowMs: number,
): Promise<KeyFailureWindow> {
  await q
    .insertInto(table)
    .values({ api_key_id: keyId, window_started_at: at, failures: 0 })
    .onConflict((conflict) => conflict.column('api_key_id').doNothing())
    .execute();
  const row = await q
    .selectFrom(table)
    .select(['window_started_at', 'failures'])
    .where('api_key_id', '=', keyId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return at >= row.window_started_at + windowMs
    ? { windowStartedAt: at, failures: 0 }
    : { windowStartedAt: row.window_started_at, failures: row.failures };
}
