import { lockedKeyFailures, secondsUntil } from '../database/key-failure-window.js';
import type { Queries } from '../database/loyalty-db.js';

/** At most `wrongPasswordsPerWindow` wrong passwords per key in a window of `windowSeconds`. */
export interface LoginLimit {
  readonly wrongPasswordsPerWindow: number;
  readonly windowSeconds: number;
}

/** What a gentoken attempt may do: check the password (counted as wrong until proven right), or why not. */
export type LoginAttempt =
  | { readonly kind: 'reserved'; readonly passwordHash: string; readonly windowStartedAt: number }
  | { readonly kind: 'locked'; readonly retryAfterSeconds: number }
  | { readonly kind: 'noPassword' }
  | { readonly kind: 'revoked' };

/**
 * Inside a write: counts an attempt as a wrong password before the password is checked, unless the key's window is
 * already full. The key's counter row is locked first, so attempts on every instance at once are counted one after
 * another and no more than the limit are ever checked in one window; a right password takes its count back
 * (releaseLoginAttempt), a wrong one leaves it.
 */
export async function reserveLoginAttempt(
  q: Queries,
  keyId: number,
  at: number,
  limit: LoginLimit,
): Promise<LoginAttempt> {
  // One column of one row, a read alike in shape to campaigns/campaign-store.ts's stampsOf by chance.
  const key = await q
    .selectFrom('api_keys')
    .select('password_hash')
    .where('id', '=', keyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!key) return { kind: 'revoked' };
  if (key.password_hash === null) return { kind: 'noPassword' };
  const windowMs = limit.windowSeconds * 1000;
  const { windowStartedAt, failures } = await lockedKeyFailures(q, 'api_key_login_failures', keyId, at, windowMs);
  if (failures >= limit.wrongPasswordsPerWindow)
    return { kind: 'locked', retryAfterSeconds: secondsUntil(windowStartedAt + windowMs, at) };
  await q
    .updateTable('api_key_login_failures')
    .set({ window_started_at: windowStartedAt, failures: failures + 1 })
    .where('api_key_id', '=', keyId)
    .execute();
  return { kind: 'reserved', passwordHash: key.password_hash, windowStartedAt };
}

/** Inside a write: takes back the count of an attempt whose password was right (unless its window has ended since). */
export async function releaseLoginAttempt(q: Queries, keyId: number, windowStartedAt: number): Promise<void> {
  await q
    .updateTable('api_key_login_failures')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('api_key_id', '=', keyId)
    .where('window_started_at', '=', windowStartedAt)
    .where('failures', '>', 0)
    .execute();
}
