import type { Database } from 'better-sqlite3';
import { paymentMessage } from '../../shared/i18n/payment-messages.js';
import { HttpError } from '../errors/http-error.js';
import { SettleRefusal } from './settle-refusal.js';
import { paymentOfReplacedOrder, adjustmentFrom } from './payment-adjustments.js';
import { findByAuXml, getPayment, type PaymentRow } from './payment-store.js';
import { settlePayment, type SettleRequest } from './settle-payment.js';
import { settlePart } from './partial-settlement.js';

/**
 * Settles one request inside the caller's transaction: an unknown payment is 409; a request repeated after its reply
 * was lost answers the payment as it is (docs/protocol.md, "Partial amounts and tips"); the whole authorized amount
 * without a Tip change settles as it always did; anything else is a partial step. `at` stamps what it writes.
 */
export function settleRequest(db: Database, request: SettleRequest, at: string): PaymentRow {
  const { actionId, authInfo } = request;
  const payment = findByAuXml(db, actionId, authInfo) ?? replacedOrderPayment(db, authInfo);
  if (!payment)
    throw new HttpError(
      409,
      `unknown transaction: no payment has ActionID "${actionId ?? ''}" / AuthInfo "${authInfo ?? ''}"`,
    );
  if (isRepeat(db, payment, request)) return payment;
  if (request.action === 'confirm' && payment.state === 'confirmed') {
    const sameTip = request.tip === undefined || request.tip.amountMinor === payment.tip_minor;
    if (request.amountMinor === payment.amount_minor && sameTip) return payment;
    throw new SettleRefusal(paymentMessage('confirmedOther', { amountMinor: payment.amount_minor }));
  }
  const whole = request.amountMinor === payment.amount_minor;
  /** A void of all that is paid voids the payment and its whole tip, as it always did. */
  if ((whole && request.action === 'void') || payment.state === 'voided') {
    if (request.tip && payment.state !== 'voided' && !payment.tip_order_id)
      throw new SettleRefusal(paymentMessage('noTip', {}));
    return settlePayment(db, payment, request.action, at);
  }
  if (whole && request.tip === undefined) return settlePayment(db, payment, request.action, at);
  return settlePart(db, payment, request, at);
}

/** The payment of an AuthInfo that names an order a partial step replaced. */
function replacedOrderPayment(db: Database, authInfo: string | undefined): PaymentRow | undefined {
  const id = authInfo ? paymentOfReplacedOrder(db, authInfo) : undefined;
  return id ? getPayment(db, id) : undefined;
}

/**
 * True when the voidpay is one the bridge already carried out, repeated by a station that did not get the reply: its
 * auXML (or its Tip's) names an order that a void of the same amount replaced (a repeated confpay is answered by the
 * payment's state). A station that got the reply
 * sends the new AuthInfo with its next request, which is then a new step.
 */
function isRepeat(db: Database, payment: PaymentRow, request: SettleRequest): boolean {
  const matches = (part: 'payment' | 'tip', orderId: string | undefined, current: string | null, amount: number) => {
    if (request.action !== 'void' || !orderId || orderId === current) return false;
    const step = adjustmentFrom(db, payment.id, orderId);
    return step?.part === part && step.action === request.action && step.step_minor === amount;
  };
  if (request.amountMinor > 0)
    return matches('payment', request.authInfo, payment.loyalty_order_id, request.amountMinor);
  const { tip } = request;
  return tip !== undefined && matches('tip', tip.authInfo, payment.tip_order_id, tip.amountMinor);
}
