import type { OperationSpec } from '../operation-handler.js';
import { settleOperation } from './settle-operation.js';

/** voidpay: finds the payment by auXML (unknown: 409) and voids it through the outbox; a repeat answers the same. */
export const voidPayOperation: OperationSpec = settleOperation('void');
