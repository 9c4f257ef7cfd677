import type { Database } from 'better-sqlite3';
import { sql } from '../storage/statements.js';

/** The journal's mark on a step back to waiting after a wrong one-time code (payment_events.detail). */
export const wrongCodeMark = { wrongCode: true } as const;

/** How many wrong one-time codes a payment has had: its journal's steps back to waiting marked wrongCode. */
export function wrongCodes(db: Database, paymentId: string): number {
  return sql(
    db,
    `SELECT count(*) FROM payment_events
     WHERE payment_id = ? AND to_state = 'awaiting_guest' AND detail ->> 'wrongCode' = 1`,
  )
    .pluck()
    .get(paymentId) as number;
}
