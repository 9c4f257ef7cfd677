import type { Database } from 'better-sqlite3';
import { paymentMessage } from '../../shared/i18n/payment-messages.js';
import type { Language } from '../../shared/i18n/language.js';
import type { Outbox } from './outbox.js';
import { displayFields } from './payment-display.js';
import { openPayments, transition } from './payment-store.js';

/**
 * Start-up recovery. The station driver's request died with the process, so nothing half-done may stay charged:
 * `awaiting_guest` → cancelled (nothing was called); `authorizing` → failed, each of its orders undone through the
 * outbox (`authorizing` is the durable intent written before any charge; undoing an order that was never created is a
 * no-op); `authorized` whose reply never left → failed and undone the same way. Authorized payments that were answered wait for confpay/voidpay as usual.
 * Their messages are in the station's `language`.
 */
export function recoverPayments(db: Database, outbox: Outbox, language: Language, at: string): number {
  let count = 0;
  for (const row of openPayments(db, ['awaiting_guest', 'authorizing', 'authorized'])) {
    if (row.state === 'authorized' && row.replied_at) continue;
    count++;
    if (row.state === 'awaiting_guest') {
      transition(
        db,
        row.id,
        ['awaiting_guest'],
        'cancelled',
        displayFields(language, paymentMessage('restartedWaiting', {})),
        at,
        { recovery: true },
      );
      continue;
    }
    transition(
      db,
      row.id,
      [row.state],
      'failed',
      {
        ...displayFields(language, paymentMessage('restartedCharging', {})),
        decline_reason: 'interrupted by a restart',
      },
      at,
      { recovery: true },
      () => {
        outbox.enqueue(row.id, 'undo', row.loyalty_order_id, at);
        if (row.tip_order_id) outbox.enqueue(row.id, 'undo', row.tip_order_id, at);
      },
    );
  }
  return count;
}
