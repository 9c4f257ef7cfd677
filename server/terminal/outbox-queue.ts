import type { Database } from 'better-sqlite3';
import { newId } from '../storage/new-id.js';
import { sql } from '../storage/statements.js';

/** `close` an order (confpay), `refund` it (voidpay), or `undo` one that may not exist (a failed or interrupted authpay). */
export type OutboxKind = 'close' | 'refund' | 'undo';

export interface OutboxRow {
  readonly id: number;
  /** The payment that owes the call (null only in tests that need no payment). */
  readonly payment_id: string | null;
  readonly kind: OutboxKind;
  readonly order_id: string;
  readonly request: string;
  readonly attempts: number;
  readonly next_attempt_at: string;
}

/** The body the outbox sends for an entry: a close's time, or a refund's own id (generated once, kept for retries). */
function outboxRequest(kind: OutboxKind, at: string): string {
  return JSON.stringify(kind === 'close' ? { closedAt: at } : { refundId: newId(), refundedAt: at });
}

/** Adds an entry, due now; call inside the transaction that records the payment's new state (any connection). */
export function insertOutboxEntry(
  db: Database,
  paymentId: string,
  kind: OutboxKind,
  orderId: string,
  at: string,
): void {
  sql(
    db,
    `INSERT INTO loyalty_outbox (payment_id, kind, order_id, request, next_attempt_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(paymentId, kind, orderId, outboxRequest(kind, at), at, at);
}

export interface NewOutboxEntry {
  readonly paymentId: string;
  readonly kind: OutboxKind;
  readonly orderId: string;
}

/** Adds entries in the given order (their ids ascend in it), all due now, in one statement; same rows as one by one. */
export function insertOutboxEntries(db: Database, entries: readonly NewOutboxEntry[], at: string): void {
  const rows = entries.map((entry) => [entry.paymentId, entry.kind, entry.orderId, outboxRequest(entry.kind, at)]);
  sql(
    db,
    `INSERT INTO loyalty_outbox (payment_id, kind, order_id, request, next_attempt_at, created_at)
       SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, ?, ? FROM json_each(?) ORDER BY key`,
  ).run(at, at, JSON.stringify(rows));
}

/**
 * True when the entry's payment was voided: voidpay queued a refund of each of its orders after their closes, in the
 * transaction that recorded `voided`, which no payment leaves.
 */
export function paymentVoided(db: Database, entry: OutboxRow): boolean {
  return sql(db, "SELECT state = 'voided' FROM payments WHERE id = ?").pluck().get(entry.payment_id) === 1;
}

/** What the outbox can send now, and when the first order that waits for a retry is due. */
export interface OutboxScan {
  /** Due entries by order id, each order's in id order. */
  readonly due: Map<string, OutboxRow[]>;
  /** The earliest retry time among orders whose first pending entry is not due yet. */
  readonly nextAt: string | undefined;
}

/** The pending entries looked at per scan; the rest wait for the next round. */
const scanLimit = 500;

/**
 * Pending entries in id order, grouped by order. An order stops at its first entry that is not due yet, so that a
 * refund never overtakes the close it follows while that close waits for its retry.
 */
export function scanOutbox(db: Database): OutboxScan {
  const pending = sql(db, "SELECT * FROM loyalty_outbox WHERE state = 'pending' ORDER BY id LIMIT ?").all(
    scanLimit,
  ) as OutboxRow[];
  const now = new Date().toISOString();
  const blocked = new Set<string>();
  const due = new Map<string, OutboxRow[]>();
  let nextAt: string | undefined;
  for (const entry of pending) {
    if (blocked.has(entry.order_id)) continue;
    if (entry.next_attempt_at > now) {
      blocked.add(entry.order_id);
      if (nextAt === undefined || entry.next_attempt_at < nextAt) nextAt = entry.next_attempt_at;
      continue;
    }
    const queue = due.get(entry.order_id);
    if (queue) queue.push(entry);
    else due.set(entry.order_id, [entry]);
  }
  return { due, nextAt };
}
