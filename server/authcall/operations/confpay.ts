import { HttpError } from '../../http/http-error.js';
import { findByAuXml } from '../../terminal/payment-store.js';
import { confirmPayment } from '../../terminal/settle-payment.js';
import type { OperationSpec } from '../operation-handler.js';
import { paymentSuccess } from './payment-reply.js';
import { auXml, myAmount } from './payment-request.js';

/** confpay: finds the payment by auXML (unknown: 409) and settles it through the outbox; a repeat answers the same. */
export const confPayOperation: OperationSpec = {
  name: 'confpay',
  requestRoot: 'ConfPay',
  exclusivePerStation: true,
  handler(request, ctx) {
    const amountMinor = myAmount(request.root, 'ConfPay');
    const { actionId, authInfo } = auXml(request.root, 'ConfPay');
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
    const settled = confirmPayment(ctx.db, ctx.terminal.outbox, payment);
    ctx.terminal.changed(settled);
    return Promise.resolve(
      paymentSuccess('ConfPayResponse', request.version, settled, 'confirmation', ctx, 'Payment confirmed.'),
    );
  },
};
