import { renderPaymentMessage, type PaymentMessage } from '../../../shared/i18n/payment-messages.js';
import { HttpError } from '../../http/http-error.js';
import type { SlipKind } from '../../slips/payment-slip.js';
import { writeBatch } from '../../storage/write-batch.js';
import { findByAuXml } from '../../terminal/payment-store.js';
import { terminalSettings } from '../../terminal/terminal-settings.js';
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
  /** What the station shows, in its `language`. */
  readonly display: PaymentMessage;
}

/** An operation that finds the payment by auXML (unknown: 409), checks its amount (400) and settles it. */
export function settleOperation(settlement: Settlement): OperationSpec {
  const { name, requestRoot, settle, slip, display } = settlement;
  return {
    name,
    requestRoot,
    exclusivePerStation: true,
    async handler(request, ctx) {
      const amountMinor = myAmount(request.root, requestRoot);
      const { actionId, authInfo } = auXml(request.root, requestRoot);
      /**
       * Group commit: the confpays and voidpays of one event-loop turn share one COMMIT; the replies wait for its fsync,
       * which runs off the main thread while the next turn's requests are read (storage/write-batch.ts).
       */
      const settled = await writeBatch(
        ctx.db,
        () => {
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
          return settle(ctx.db, ctx.terminal.outbox, payment);
        },
        { syncOffThread: true },
      );
      ctx.terminal.settled(settled);
      const text = renderPaymentMessage(terminalSettings(ctx.settings).language, display);
      return paymentSuccess(`${requestRoot}Response`, request.version, settled, slip, ctx, text);
    },
  };
}
