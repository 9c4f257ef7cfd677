import type { Database } from 'better-sqlite3';
import { HttpError } from '../http/http-error.js';
import { insertOutboxEntry } from './outbox-queue.js';
import { transition, type PaymentRow } from './payment-store.js';

/** Why a payment in this state cannot be confirmed or voided (409). */
function conflict(payment: PaymentRow, action: string): HttpError {
  switch (payment.state) {
    case 'voided':
      return new HttpError(409, `the transaction ${payment.id} was already voided: it cannot be ${action}`);
    case 'awaiting_guest':
    case 'authorizing':
      return new HttpError(409, `the transaction ${payment.id} is still being authorized`);
    default:
      return new HttpError(
        409,
        `the transaction ${payment.id} was not authorized (${payment.state}): nothing to ${action === 'confirmed' ? 'confirm' : 'void'}`,
      );
  }
}

/**
 * confpay (inside the transaction that read `payment`): records `confirmed` and the loyalty `close` of its orders in one transaction; the outbox sends them once it
 * is committed (Terminal.settled). A repeat on a confirmed payment answers the same without a second close.
 */
export function confirmPayment(db: Database, payment: PaymentRow): PaymentRow {
  if (payment.state === 'confirmed') return payment;
  if (payment.state !== 'authorized') throw conflict(payment, 'confirmed');
  const at = new Date().toISOString();
  const row = transition(db, payment, ['authorized'], 'confirmed', { confirmed_at: at }, at, {}, () => {
    insertOutboxEntry(db, payment.id, 'close', payment.loyalty_order_id, at);
    if (payment.tip_order_id) insertOutboxEntry(db, payment.id, 'close', payment.tip_order_id, at);
  });
  return row;
}

/**
 * voidpay (inside the transaction that read `payment`): records `voided` and a loyalty `refund` of its orders (an open order is aborted, a closed one refunded) in
 * one transaction; the outbox sends them after any pending close once it is committed. A repeat answers the same
 * without a second refund.
 */
export function voidPayment(db: Database, payment: PaymentRow): PaymentRow {
  if (payment.state === 'voided') return payment;
  if (payment.state !== 'authorized' && payment.state !== 'confirmed') throw conflict(payment, 'voided');
  const at = new Date().toISOString();
  const row = transition(db, payment, ['authorized', 'confirmed'], 'voided', { voided_at: at }, at, {}, () => {
    insertOutboxEntry(db, payment.id, 'refund', payment.loyalty_order_id, at);
    if (payment.tip_order_id) insertOutboxEntry(db, payment.id, 'refund', payment.tip_order_id, at);
  });
  return row;
}
