import type { OperationSpec } from '../operation-handler.js';
import { settleOperation } from './settle-operation.js';

/** confpay: finds the payment by auXML (unknown: 409) and confirms it through the outbox; a repeat answers the same. */
export const confPayOperation: OperationSpec = settleOperation('confirm');
