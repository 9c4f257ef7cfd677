import type { Database } from 'better-sqlite3';
import type { Outbox } from './outbox.js';
import { paymentsInState, transition } from './payment-store.js';

/**
 * Start-up recovery. The station driver's request died with the process, so nothing half-done may stay charged:
 * `awaiting_guest` → cancelled (nothing was called); `authorizing` → failed, each order whose confirm may have been sent
 * undone through the outbox (an order that was never created is a no-op); `authorized` whose reply never left →
 * failed and undone the same way. Authorized payments that were answered wait for confpay/voidpay as usual.
 */
export function recoverPayments(db: Database, outbox: Outbox): number {
  const at = new Date().toISOString();
  let count = 0;
  for (const row of paymentsInState(db, ['awaiting_guest', 'authorizing', 'authorized'])) {
    if (row.state === 'authorized' && row.replied_at) continue;
    count++;
    if (row.state === 'awaiting_guest') {
      transition(
        db,
        row.id,
        ['awaiting_guest'],
        'cancelled',
        { display_text: 'Cancelled: the bridge restarted.' },
        at,
        {
          recovery: true,
        },
      );
      continue;
    }
    transition(
      db,
      row.id,
      [row.state],
      'failed',
      {
        display_text: 'The bridge restarted during the payment: it was undone, nothing was charged.',
        decline_reason: 'interrupted by a restart',
      },
      at,
      { recovery: true },
      () => {
        if (row.confirm_request) outbox.enqueue(row.id, 'undo', row.loyalty_order_id, at);
        if (row.tip_confirm_request && row.tip_order_id) outbox.enqueue(row.id, 'undo', row.tip_order_id, at);
      },
    );
  }
  return count;
}
