import { paymentMessage } from '../../../shared/i18n/payment-messages.js';
import type { OperationSpec } from '../operation-handler.js';
import { settleOperation } from './settle-operation.js';

/**
 * voidpay: finds the payment by auXML (unknown: 409) and settles it through the outbox; a repeat answers the same.
 * confpay's twin by design: both are one settleOperation, each declared with its own names.
 */
export const voidPayOperation: OperationSpec = settleOperation({
  name: 'voidpay',
  requestRoot: 'VoidPay',
  action: 'void',
  slip: 'void',
  display: paymentMessage('voided', {}),
});
