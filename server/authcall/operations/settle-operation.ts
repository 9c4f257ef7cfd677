import { HttpError } from '../../http/http-error.js';
import type { SlipKind } from '../../slips/payment-slip.js';
import { findByAuXml } from '../../terminal/payment-store.js';
import type { confirmPayment } from '../../terminal/settle-payment.js';
import type { OperationSpec } from '../operation-handler.js';
import { paymentSuccess } from './payment-reply.js';
import { auXml, myAmount } from './payment-request.js';

/** What sets confpay and voidpay apart: their names, how the payment settles, its slip and the text shown. */
export interface Settlement {
  readonly name: string;
  /** The request's root element; the reply's is this with `Response` after it. */
  readonly requestRoot: string;
  readonly settle: typeof confirmPayment;
  readonly slip: SlipKind;
  readonly display: string;
}

/** An operation that finds the payment by auXML (unknown: 409), checks its amount (400) and settles it. */
export function settleOperation(settlement: Settlement): OperationSpec {
  const { name, requestRoot, settle, slip, display } = settlement;
  return {
    name,
    requestRoot,
    exclusivePerStation: true,
    handler(request, ctx) {
      const amountMinor = myAmount(request.root, requestRoot);
      const { actionId, authInfo } = auXml(request.root, requestRoot);
      const payment = findByAuXml(ctx.db, actionId, authInfo);
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
      const settled = settle(ctx.db, ctx.terminal.outbox, payment);
      ctx.terminal.changed(settled);
      return Promise.resolve(paymentSuccess(`${requestRoot}Response`, request.version, settled, slip, ctx, display));
    },
  };
}
