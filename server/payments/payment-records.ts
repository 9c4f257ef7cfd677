import type { Database } from 'better-sqlite3';
import { sql } from '../storage/statements.js';

/** What `payment_records` keeps of a payment: the station's order, and the loyalty confirm bodies of its orders. */
export type PaymentRecordKind = 'order' | 'confirm' | 'tip_confirm';

/**
 * Keeps a document for the record (migration 0009), replacing an earlier one of the same kind: nothing on a payment's
 * path reads it back; it is there for whoever has to reconstruct what was sent.
 */
export function recordPaymentDocument(
  db: Database,
  paymentId: string,
  kind: PaymentRecordKind,
  body: string,
  at: string,
): void {
  sql(
    db,
    `INSERT INTO payment_records (payment_id, kind, body, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (payment_id, kind) DO UPDATE SET body = excluded.body, created_at = excluded.created_at`,
  ).run(paymentId, kind, body, at);
}

/** The documents kept for a payment, by kind. */
export function paymentDocuments(db: Database, paymentId: string): Partial<Record<PaymentRecordKind, string>> {
  const rows = sql(db, 'SELECT kind, body FROM payment_records WHERE payment_id = ? ORDER BY id').all(paymentId) as {
    kind: PaymentRecordKind;
    body: string;
  }[];
  return Object.fromEntries(rows.map((row) => [row.kind, row.body]));
}
