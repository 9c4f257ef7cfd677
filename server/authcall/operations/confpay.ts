import { paymentMessage } from '../../../shared/i18n/payment-messages.js';
import type { OperationSpec } from '../operation-handler.js';
import { settleOperation } from './settle-operation.js';

/** confpay: finds the payment by auXML (unknown: 409) and settles it through the outbox; a repeat answers the same. */
export const confPayOperation: OperationSpec = settleOperation({
  name: 'confpay',
  requestRoot: 'ConfPay',
  action: 'confirm',
  slip: 'confirmation',
  display: paymentMessage('confirmed', {}),
});
