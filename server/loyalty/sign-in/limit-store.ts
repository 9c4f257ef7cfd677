import type { Database } from 'better-sqlite3';
import type { Clock } from './sign-in-settings.js';

/** What a limit counts: SMS codes sent per phone or per client address, wrong code checks per phone. */
export type LimitKind = 'sms-phone' | 'sms-address' | 'check-phone';

/** At most `max` hits of `kind` for `subject` within the sliding window. */
export interface Limit {
  readonly kind: LimitKind;
  readonly subject: string;
  readonly max: number;
}

/** Seconds until the limit lets one more hit through within a window of `windowSeconds`; 0 when it already does. */
export function secondsUntilAllowed(db: Database, limit: Limit, windowSeconds: number, now: Clock): number {
  const at = now();
  const windowMs = windowSeconds * 1000;
  /** The hit whose leaving the window frees a slot: the max-th newest one. */
  const blocking = db
    .prepare(
      'SELECT at FROM guest_limit_hits WHERE kind = ? AND subject = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?',
    )
    .pluck()
    .get(limit.kind, limit.subject, at - windowMs, limit.max - 1) as number | undefined;
  return blocking === undefined ? 0 : Math.max(1, Math.ceil((blocking + windowMs - at) / 1000));
}

/** Records one hit per limit and deletes every hit that left the window; returns a function taking the new ones back. */
export function recordHits(db: Database, limits: readonly Limit[], windowSeconds: number, now: Clock): () => void {
  const at = now();
  const insert = db.prepare('INSERT INTO guest_limit_hits (kind, subject, at) VALUES (?, ?, ?)');
  const ids = limits.map((limit) => insert.run(limit.kind, limit.subject, at).lastInsertRowid);
  db.prepare('DELETE FROM guest_limit_hits WHERE at <= ?').run(at - windowSeconds * 1000);
  return () => {
    const remove = db.prepare('DELETE FROM guest_limit_hits WHERE id = ?');
    for (const id of ids) remove.run(id);
  };
}
