import { paymentMessage, renderPaymentMessage } from '../../../shared/i18n/payment-messages.js';
import { terminalSettings } from '../../payments/terminal-settings.js';
import type { OperationSpec } from '../operation-handler.js';
import { attribute, childElement } from '../xml/xml-element.js';
import { failureSlip, paymentFailure, paymentSuccess } from './payment-reply.js';
import { myAmount, requireStation } from './payment-request.js';

/** Reasons recorded when the loyalty service could not be asked (answered 503 below version 4). */
const unavailable = /^(unreachable|timeout|server-error):/;

/** authpay: records the payment, holds the request until the guest is identified (or cancel/timeout), answers. */
export const authPayOperation: OperationSpec = {
  name: 'authpay',
  requestRoot: 'AuthPay',
  exclusivePerStation: true,
  heldOpen: true,
  async handler(request, ctx) {
    const station = requireStation(request.station, 'AuthPay');
    const amountMinor = myAmount(request.root, 'AuthPay');
    const src = childElement(request.root, 'SrcID');
    const { paymentSystem, language } = terminalSettings(ctx.settings);
    const opened = ctx.terminal.open({
      station,
      restaurant: attribute(src, 'restguid'),
      server: attribute(src, 'servguid'),
      fullcode: attribute(src, 'fullcode'),
      requestVersion: request.version,
      amountMinor,
      /** An empty `<Order/>` (what drivers send) holds nothing to keep; any content is kept as it came. */
      orderJson:
        request.root.Order === undefined || request.root.Order === '' ? undefined : JSON.stringify(request.root.Order),
      paymentSystem,
    });
    const payment = await ctx.terminal.settle(opened.id, request.signal);
    const timing = ctx.terminal.timing(opened.id);
    if (payment.state === 'authorized') {
      ctx.terminal.beforeReply();
      return {
        ...paymentSuccess('AuthPayResponse', request.version, payment, 'authorization', ctx, payment.display_text),
        timing,
        onSent: (delivered) => void ctx.terminal.replied(payment.id, delivered),
      };
    }
    const status = unavailable.test(payment.decline_reason ?? '') ? 503 : 409;
    const text = payment.display_text ?? renderPaymentMessage(language, paymentMessage('notPaid', {}));
    const printed = failureSlip(payment, text, ctx);
    return {
      ...paymentFailure('AuthPayResponse', request.version, payment.payment_system, text, status, printed),
      timing,
    };
  },
};
