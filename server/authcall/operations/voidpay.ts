import { HttpError } from '../../http/http-error.js';
import { findByAuXml } from '../../terminal/payment-store.js';
import { voidPayment } from '../../terminal/settle-payment.js';
import type { OperationSpec } from '../operation-handler.js';
import { paymentSuccess } from './payment-reply.js';
import { auXml, myAmount } from './payment-request.js';

/** voidpay: finds the payment by auXML (unknown: 409) and settles it through the outbox; a repeat answers the same. */
export const voidPayOperation: OperationSpec = {
  name: 'voidpay',
  requestRoot: 'VoidPay',
  exclusivePerStation: true,
  handler(request, ctx) {
    const amountMinor = myAmount(request.root, 'VoidPay');
    const { actionId, authInfo } = auXml(request.root, 'VoidPay');
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
    const settled = voidPayment(ctx.db, ctx.terminal.outbox, payment);
    ctx.terminal.changed(settled);
    return Promise.resolve(
      paymentSuccess(
        'VoidPayResponse',
        request.version,
        settled,
        'void',
        ctx,
        'Payment voided: the bonuses return to the guest.',
      ),
    );
  },
};
