import { renderPaymentMessage, type PaymentMessage } from '../../shared/i18n/payment-messages.js';
import { HttpError } from '../errors/http-error.js';

/**
 * A confpay or voidpay refused with words for the cashier (more than authorized or paid, a Tip that cannot apply): the
 * operation answers `OpResult` 0 with the message as `DisplayT` in the bridge's language, and below version 4 an HTTP
 * 409 with that text. Nothing was written.
 */
export class SettleRefusal extends HttpError {
  constructor(readonly display: PaymentMessage) {
    super(409, renderPaymentMessage('en', display));
  }
}
