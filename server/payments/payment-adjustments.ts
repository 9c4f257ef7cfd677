import type { Database } from 'better-sqlite3';
import { sql } from '../storage/statements.js';

/** Which part of a payment a step changed: the payment itself or its tip. */
export type AdjustedPart = 'payment' | 'tip';

/** One step that replaced a loyalty order by one of the new amount, or returned a tip whole (`to_order_id` null). */
export interface PaymentAdjustment {
  readonly payment_id: string;
  readonly part: AdjustedPart;
  readonly action: 'confirm' | 'void';
  /** What the step returned to the guest: the part a confpay did not confirm, or what a voidpay voided. */
  readonly step_minor: number;
  /** What stays paid of the part after it. */
  readonly remaining_minor: number;
  readonly from_order_id: string;
  readonly to_order_id: string | null;
  readonly at: string;
}

/** Records a step, inside the transaction that records the payment's change and its outbox entries. */
export function insertAdjustment(db: Database, step: PaymentAdjustment): void {
  sql(
    db,
    `INSERT INTO payment_adjustments (payment_id, part, action, step_minor, remaining_minor, from_order_id, to_order_id, at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    step.payment_id,
    step.part,
    step.action,
    step.step_minor,
    step.remaining_minor,
    step.from_order_id,
    step.to_order_id,
    step.at,
  );
}

/** The step that replaced `orderId` (named by an auXML a station sent before it got the step's reply), if any. */
export function adjustmentFrom(db: Database, paymentId: string, orderId: string): PaymentAdjustment | undefined {
  return sql(db, 'SELECT * FROM payment_adjustments WHERE payment_id = ? AND from_order_id = ?').get(
    paymentId,
    orderId,
  ) as PaymentAdjustment | undefined;
}

/** A payment's steps, oldest first (the journal's detail and the slips). */
export function adjustmentsOf(db: Database, paymentId: string): PaymentAdjustment[] {
  return sql(db, 'SELECT * FROM payment_adjustments WHERE payment_id = ? ORDER BY id').all(
    paymentId,
  ) as PaymentAdjustment[];
}

/** The payment whose replaced order was `orderId` (an AuthInfo of an earlier reply). */
export function paymentOfReplacedOrder(db: Database, orderId: string): string | undefined {
  return sql(db, 'SELECT payment_id FROM payment_adjustments WHERE from_order_id = ?').pluck().get(orderId) as
    string | undefined;
}
