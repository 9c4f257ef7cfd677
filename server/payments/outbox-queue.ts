import type { Database } from 'better-sqlite3';
import { newId } from '../storage/new-id.js';
import { sql } from '../storage/statements.js';

/**
 * `close` an order (confpay), `refund` it (voidpay), `undo` one that may not exist (a failed or interrupted authpay), or
 * `reorder`: calculate and confirm the order that replaces a refunded one for a new amount (a partial confirm or void, a
 * tip change), and close it when the payment is confirmed.
 */
export type OutboxKind = 'close' | 'refund' | 'undo' | 'reorder';

/** What a `reorder` entry sends: the replacing order (under the entry's order id) and whether to close it. */
export interface ReorderRequest {
  readonly phone: string;
  readonly openedAt: string;
  readonly code: string;
  readonly name: string;
  readonly amountMinor: number;
  readonly close: boolean;
  readonly closedAt: string;
}

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

/**
 * Adds an entry, due now; call inside the transaction that records the payment's new state (any connection). A
 * `reorder` carries its `reorder` request.
 */
export function insertOutboxEntry(
  db: Database,
  paymentId: string,
  kind: OutboxKind,
  orderId: string,
  at: string,
  reorder?: ReorderRequest,
): void {
  const request = reorder ? JSON.stringify(reorder) : outboxRequest(kind, at);
  sql(
    db,
    `INSERT INTO loyalty_outbox (payment_id, kind, order_id, request, next_attempt_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(paymentId, kind, orderId, request, at, at);
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
 * True when the bridge itself queued a refund of the entry's order after it: voidpay (whole or partial) queues the
 * refund of each order it returns after that order's close or reorder, in the transaction that records the step.
 */
export function refundQueuedAfter(db: Database, entry: OutboxRow): boolean {
  return (
    sql(db, "SELECT EXISTS (SELECT 1 FROM loyalty_outbox WHERE order_id = ? AND kind = 'refund' AND id > ?)")
      .pluck()
      .get(entry.order_id, entry.id) === 1
  );
}

/** What the outbox can send now, and when the first order that waits for a retry is due. */
export interface OutboxScan {
  /** Due entries by payment (by order id for an entry without one), each payment's in id order. */
  readonly due: Map<string, OutboxRow[]>;
  /** The earliest retry time among orders whose first pending entry is not due yet. */
  readonly nextAt: string | undefined;
}

/** The pending entries looked at per scan; the rest wait for the next round. */
const scanLimit = 500;

/**
 * Pending entries in id order, grouped by payment: a partial step refunds one order and creates its replacement, and a
 * later step closes or refunds that one, so a payment's calls go one after another. A payment stops at its first entry
 * that is not due yet, so that a refund never overtakes the close it follows while that close waits for its retry.
 */
export function scanOutbox(db: Database, now: string): OutboxScan {
  const pending = sql(db, "SELECT * FROM loyalty_outbox WHERE state = 'pending' ORDER BY id LIMIT ?").all(
    scanLimit,
  ) as OutboxRow[];
  const blocked = new Set<string>();
  const due = new Map<string, OutboxRow[]>();
  let nextAt: string | undefined;
  for (const entry of pending) {
    const key = entry.payment_id ?? entry.order_id;
    if (blocked.has(key)) continue;
    if (entry.next_attempt_at > now) {
      blocked.add(key);
      if (nextAt === undefined || entry.next_attempt_at < nextAt) nextAt = entry.next_attempt_at;
      continue;
    }
    const queue = due.get(key);
    if (queue) queue.push(entry);
    else due.set(key, [entry]);
  }
  return { due, nextAt };
}
