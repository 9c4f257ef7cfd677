import type { OperationSpec } from '../operation-handler.js';
import { requireStation } from './payment-request.js';

/** The server's version of CancelPay (docs/protocol.md, "Transport", `version`). */
const cancelPayVersion = 2;

/** CancelPay: ends the station's waiting authpay (answered OpResult 0); 409 when nothing can be cancelled. */
export const cancelPayOperation: OperationSpec = {
  name: 'CancelPay',
  requestRoot: 'CancelPay',
  handler(request, ctx) {
    const station = requireStation(request.station, 'CancelPay');
    ctx.terminal.cancelStation(station);
    return Promise.resolve({ root: 'CancelPayResponse', version: cancelPayVersion, content: {} });
  },
};
