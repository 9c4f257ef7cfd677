import type { Queries } from '../database/loyalty-db.js';

/** What a limit counts: SMS codes sent per phone or per client address, wrong code checks per phone. */
export type LimitKind = 'sms-phone' | 'sms-address' | 'check-phone';

/** At most `max` hits of `kind` for `subject` within the sliding window. */
export interface Limit {
  readonly kind: LimitKind;
  readonly subject: string;
  readonly max: number;
}

/** Rows of old hits and idle subject locks one write deletes at most, so no write grows long with cleaning. */
const pruneBatch = 100;

/**
 * Locks each limit's subject for the rest of the write, creating its row on first use: the upsert takes the row's
 * lock on PostgreSQL, so writes counting against one subject run one after another on every instance and a count
 * followed by an insert stays exact (a count alone locks nothing: the hits another write is adding are not yet
 * visible). Subjects are locked in one order, so two writes never wait for each other in a circle.
 */
export async function lockSubjects(q: Queries, limits: readonly Limit[], at: number): Promise<void> {
  const keys = [...new Set(limits.map((limit) => `${limit.kind}\n${limit.subject}`))].sort();
  for (const key of keys) {
    const [kind, subject] = key.split('\n') as [LimitKind, string];
    await q
      .insertInto('guest_limit_locks')
      .values({ kind, subject, locked_at: at })
      .onConflict((conflict) => conflict.columns(['kind', 'subject']).doUpdateSet({ locked_at: at }))
      .execute();
  }
}

/** Seconds until the limit lets one more hit through within a window of `windowSeconds`; 0 when it already does. */
export async function secondsUntilAllowed(
  q: Queries,
  limit: Limit,
  windowSeconds: number,
  at: number,
): Promise<number> {
  const windowMs = windowSeconds * 1000;
  /** The hit whose leaving the window frees a slot: the max-th newest one. */
  const blocking = await q
    .selectFrom('guest_limit_hits')
    .select('at')
    .where('kind', '=', limit.kind)
    .where('subject', '=', limit.subject)
    .where('at', '>', at - windowMs)
    .orderBy('at', 'desc')
    .limit(1)
    .offset(limit.max - 1)
    .executeTakeFirst();
  return blocking === undefined ? 0 : Math.max(1, Math.ceil((blocking.at + windowMs - at) / 1000));
}

/** Records one hit per limit (their subjects locked by this write) and returns the new rows' ids. */
export async function recordHits(q: Queries, limits: readonly Limit[], at: number): Promise<number[]> {
  const ids: number[] = [];
  for (const limit of limits) {
    const { id } = await q
      .insertInto('guest_limit_hits')
      .values({ kind: limit.kind, subject: limit.subject, at })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  return ids;
}

/** Takes hits back (their send failed). */
export async function removeHits(q: Queries, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await q.deleteFrom('guest_limit_hits').where('id', 'in', ids).execute();
}

/**
 * Deletes hits that left the window and the lock rows of subjects idle as long. Rows another write holds are skipped
 * (PostgreSQL), not waited for: cleaning never makes a write wait, and what one write leaves the next one takes.
 */
export async function pruneLimits(q: Queries, windowSeconds: number, at: number): Promise<void> {
  const before = at - windowSeconds * 1000;
  const hits = await q
    .selectFrom('guest_limit_hits')
    .select('id')
    .where('at', '<=', before)
    .limit(pruneBatch)
    .forUpdate()
    .skipLocked()
    .execute();
  await removeHits(
    q,
    hits.map((hit) => hit.id),
  );
  const idle = await q
    .selectFrom('guest_limit_locks')
    .select(['kind', 'subject'])
    .where('locked_at', '<=', before)
    .limit(pruneBatch)
    .forUpdate()
    .skipLocked()
    .execute();
  if (idle.length === 0) return;
  await q
    .deleteFrom('guest_limit_locks')
    .where((eb) => eb.or(idle.map(({ kind, subject }) => eb.and({ kind, subject }))))
    .execute();
}
