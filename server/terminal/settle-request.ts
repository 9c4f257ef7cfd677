import type { Database } from 'better-sqlite3';
import { HttpError } from '../http/http-error.js';
import { findByAuXml, type PaymentRow } from './payment-store.js';
import { settlePayment, type SettleAction } from './settle-payment.js';

/** A confpay (`confirm`) or voidpay (`void`) as the station sent it: the payment its auXML names and the amount it claims. */
export interface SettleRequest {
  readonly action: SettleAction;
  readonly actionId?: string | undefined;
  readonly authInfo?: string | undefined;
  readonly amountMinor: number;
}

/** Settles one request inside the caller's transaction: an unknown payment is 409, another amount 400. */
export function settleRequest(db: Database, request: SettleRequest): PaymentRow {
  const { actionId, authInfo, amountMinor } = request;
  const payment = findByAuXml(db, actionId, authInfo);
  if (!payment)
    throw new HttpError(
      409,
      `unknown transaction: no payment has ActionID "${actionId ?? ''}" / AuthInfo "${authInfo ?? ''}"`,
    );
  if (amountMinor !== payment.amount_minor)
    throw new HttpError(
      400,
      `MyPay/@myAmount ${amountMinor} differs from the authorized amount ${payment.amount_minor}`,
    );
  return settlePayment(db, payment, request.action);
}
