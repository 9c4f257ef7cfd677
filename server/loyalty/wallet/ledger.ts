import type { Database } from 'better-sqlite3';
import { LoyaltyError } from '../shared/loyalty-error.js';
import { sql } from '../../storage/statements.js';
import { newId } from '../../storage/new-id.js';

export type BonusOperation = 'order' | 'bizUser' | 'campaign' | 'api';

export interface LedgerEntry {
  readonly guestId: number;
  readonly venueId: number | null;
  readonly operation: BonusOperation;
  /** Signed hundredths: positive credits, negative debits. */
  readonly amountMinor: number;
  readonly comment?: string | null | undefined;
  readonly orderId?: string | null | undefined;
  readonly occurredAt?: string | undefined;
}

/**
 * Appends one bonus movement; a trigger applies it to the guest's materialized balance in the same statement and
 * refuses a mismatch, and the balance CHECK refuses a negative result. Call inside a transaction.
 */
export function appendLedger(db: Database, entry: LedgerEntry): number {
  const balance = sql(db, 'SELECT balance_minor FROM guests WHERE id = ?').pluck().get(entry.guestId) as number;
  const after = balance + entry.amountMinor;
  if (after < 0)
    throw new LoyaltyError(
      'insufficientBonuses',
      `not enough bonuses: balance ${balance / 100}, needed ${-entry.amountMinor / 100}`,
    );
  sql(
    db,
    `INSERT INTO bonus_ledger (uuid, guest_id, venue_id, operation, amount_minor, balance_after_minor, comment, order_id, occurred_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    newId(),
    entry.guestId,
    entry.venueId,
    entry.operation,
    entry.amountMinor,
    after,
    entry.comment ?? null,
    entry.orderId ?? null,
    entry.occurredAt ?? new Date().toISOString(),
  );
  return after;
}

/** The sum of a guest's ledger (tests compare it with the materialized balance). */
export function ledgerSum(db: Database, guestId: number): number {
  return sql(db, 'SELECT COALESCE(SUM(amount_minor), 0) FROM bonus_ledger WHERE guest_id = ?')
    .pluck()
    .get(guestId) as number;
}
