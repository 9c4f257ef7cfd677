import type { Database } from 'better-sqlite3';
import { HttpError } from '../errors/http-error.js';
import type { PaymentState } from '../../shared/api/payment-state.js';
import { insertOutboxEntry, type OutboxKind } from './outbox-queue.js';
import { transition, type PaymentRow } from './payment-store.js';

export type SettleAction = 'confirm' | 'void';

/** The `Tip` block of a confpay/voidpay (request version 2 and above): its amount and the tip's `auXML/AuthInfo`. */
export interface TipRequest {
  readonly amountMinor: number;
  readonly authInfo?: string | undefined;
}

/**
 * A confpay (`confirm`) or voidpay (`void`) as the station sent it: the payment its auXML names, the amount of the
 * payment it confirms or voids (0 only with a Tip: the tip alone) and its Tip block, if any.
 */
export interface SettleRequest {
  readonly action: SettleAction;
  readonly actionId?: string | undefined;
  readonly authInfo?: string | undefined;
  readonly amountMinor: number;
  readonly tip?: TipRequest | undefined;
}

/** What settling a payment records: its new state, the time column it stamps and the loyalty call the outbox owes. */
export interface SettleStep {
  readonly from: readonly PaymentState[];
  readonly to: 'confirmed' | 'voided';
  readonly stamp: 'confirmed_at' | 'voided_at';
  readonly kind: OutboxKind;
}

/** confpay closes an authorized payment's orders; voidpay aborts an open order or refunds a closed one. */
const steps: Readonly<Record<SettleAction, SettleStep>> = {
  confirm: { from: ['authorized'], to: 'confirmed', stamp: 'confirmed_at', kind: 'close' },
  void: { from: ['authorized', 'confirmed'], to: 'voided', stamp: 'voided_at', kind: 'refund' },
};

/** Why a payment in this state cannot be confirmed or voided (409). */
function conflict(payment: PaymentRow, action: SettleAction): HttpError {
  switch (payment.state) {
    case 'voided':
      return new HttpError(409, `the transaction ${payment.id} was already voided: it cannot be ${steps[action].to}`);
    case 'awaiting_guest':
    case 'authorizing':
      return new HttpError(409, `the transaction ${payment.id} is still being authorized`);
    default:
      return new HttpError(
        409,
        `the transaction ${payment.id} was not authorized (${payment.state}): nothing to ${action}`,
      );
  }
}

/** The step that settles `payment`; undefined for a repeat (already in the target state); a conflict throws 409. */
export function settleStep(payment: PaymentRow, action: SettleAction): SettleStep | undefined {
  const step = steps[action];
  if (payment.state === step.to) return undefined;
  if (!step.from.includes(payment.state)) throw conflict(payment, action);
  return step;
}

/** The loyalty orders a payment's settlement concerns: its own and its tip's. */
export function ordersOf(payment: PaymentRow): string[] {
  return payment.tip_order_id ? [payment.loyalty_order_id, payment.tip_order_id] : [payment.loyalty_order_id];
}

/**
 * confpay or voidpay (inside the transaction that read `payment`): records the new state and the outbox entries of its
 * orders (confirm: `close`; void: `refund`, after any pending close) in one transaction; the outbox sends them once it is
 * committed (Terminal.settled). A repeat answers the same without a second call.
 */
export function settlePayment(db: Database, payment: PaymentRow, action: SettleAction, at: string): PaymentRow {
  const step = settleStep(payment, action);
  if (!step) return payment;
  return transition(db, payment, step.from, step.to, { [step.stamp]: at }, at, {}, () => {
    for (const orderId of ordersOf(payment)) insertOutboxEntry(db, payment.id, step.kind, orderId, at);
  });
}
