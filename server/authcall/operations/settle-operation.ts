import { renderPaymentMessage, type PaymentMessage } from '../../../shared/i18n/payment-messages.js';
import type { SlipKind } from '../../slips/payment-slip.js';
import type { SettleRequest } from '../../terminal/settle-request.js';
import { terminalSettings } from '../../terminal/terminal-settings.js';
import type { OperationSpec } from '../operation-handler.js';
import { paymentSuccess } from './payment-reply.js';
import { auXml, myAmount } from './payment-request.js';

/** What sets confpay and voidpay apart: their names, how the payment settles, its slip and the text shown. */
export interface Settlement {
  readonly name: string;
  /** The request's root element; the reply's is this with `Response` after it. */
  readonly requestRoot: string;
  readonly action: SettleRequest['action'];
  readonly slip: SlipKind;
  /** What the station shows, in its `language`. */
  readonly display: PaymentMessage;
}

/** An operation that finds the payment by auXML (unknown: 409), checks its amount (400) and settles it. */
export function settleOperation(settlement: Settlement): OperationSpec {
  const { name, requestRoot, action, slip, display } = settlement;
  return {
    name,
    requestRoot,
    exclusivePerStation: true,
    async handler(request, ctx) {
      const amountMinor = myAmount(request.root, requestRoot);
      const { actionId, authInfo } = auXml(request.root, requestRoot);
      /** The reply goes once the settlement is on disk (Terminal.confirmOrVoid). */
      const settled = await ctx.terminal.confirmOrVoid({ action, actionId, authInfo, amountMinor });
      const text = renderPaymentMessage(terminalSettings(ctx.settings).language, display);
      return paymentSuccess(`${requestRoot}Response`, request.version, settled, slip, ctx, text);
    },
  };
}
