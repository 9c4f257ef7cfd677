import { secondsUntil } from '../database/key-failure-window.js';
import type { Queries } from '../database/loyalty-db.js';

/**
 * The console's sign-in lock, kept in `admin_login_failures` so that every instance agrees: one row per e-mail, and one
 * per client address under the subject `address <ip>` (a space is never part of an e-mail), against spraying many
 * e-mails from one place. A subject with `max` wrong passwords within the window is locked for `lockMs`.
 */
export const adminLoginLimits = { perEmail: 5, perAddress: 20, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

export interface LoginSubject {
  readonly subject: string;
  /** Wrong passwords within the window that lock it. */
  readonly max: number;
}

export function emailSubject(email: string): LoginSubject {
  return { subject: email, max: adminLoginLimits.perEmail };
}

export function addressSubject(address: string): LoginSubject {
  return { subject: `address ${address.toLowerCase()}`, max: adminLoginLimits.perAddress };
}

export type LoginReservation =
  { readonly kind: 'reserved' } | { readonly kind: 'locked'; readonly retryAfterSeconds: number };

/**
 * Inside a write: counts an attempt as a wrong password for each subject before the password is checked (a right one
 * takes back its own: settleRightPassword), unless a subject is locked or its window is full of attempts. The subjects' rows
 * are locked first, in one order, so that attempts on every instance at once are counted one after another.
 */
export async function reserveLoginAttempt(
  q: Queries,
  subjects: readonly LoginSubject[],
  at: number,
): Promise<LoginReservation> {
  const { windowMs } = adminLoginLimits;
  await q
    .deleteFrom('admin_login_failures')
    .where('window_started_at', '<', at - windowMs)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
    .execute();
  const ordered = [...subjects].sort((a, b) => (a.subject < b.subject ? -1 : 1));
  const counts: { subject: string; windowStartedAt: number; failures: number }[] = [];
  for (const { subject, max } of ordered) {
    await q
      .insertInto('admin_login_failures')
      .values({ email: subject, window_started_at: at, failures: 0 })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .execute();
    const row = await q
      .selectFrom('admin_login_failures')
      .select(['window_started_at', 'failures', 'locked_until'])
      .where('email', '=', subject)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.locked_until !== null && row.locked_until > at)
      return { kind: 'locked', retryAfterSeconds: secondsUntil(row.locked_until, at) };
    const fresh = row.locked_until !== null || at >= row.window_started_at + windowMs;
    const windowStartedAt = fresh ? at : row.window_started_at;
    const failures = fresh ? 0 : row.failures;
    if (failures >= max) return { kind: 'locked', retryAfterSeconds: secondsUntil(windowStartedAt + windowMs, at) };
    counts.push({ subject, windowStartedAt, failures });
  }
  for (const { subject, windowStartedAt, failures } of counts)
    await q
      .updateTable('admin_login_failures')
      .set({ window_started_at: windowStartedAt, failures: failures + 1, locked_until: null })
      .where('email', '=', subject)
      .execute();
  return { kind: 'reserved' };
}

/** Inside a write, after a wrong password: a subject whose window is now full is locked for `lockMs`. */
export async function settleWrongPassword(q: Queries, subjects: readonly LoginSubject[], at: number): Promise<void> {
  for (const { subject, max } of subjects)
    await q
      .updateTable('admin_login_failures')
      .set({ locked_until: at + adminLoginLimits.lockMs })
      .where('email', '=', subject)
      .where('failures', '>=', max)
      .where('locked_until', 'is', null)
      .execute();
}

/**
 * Inside a write, after a right password: each subject gets back only the attempt this sign-in reserved. Earlier wrong
 * passwords stay counted to the end of their window, so signing in between guesses does not reset the count.
 */
export async function settleRightPassword(q: Queries, subjects: readonly LoginSubject[]): Promise<void> {
  for (const { subject } of subjects)
    await q
      .updateTable('admin_login_failures')
      .set((eb) => ({ failures: eb('failures', '-', 1) }))
      .where('email', '=', subject)
      .where('failures', '>', 0)
      .execute();
}
