import type { Database } from 'better-sqlite3';
import type { ApiKeyRecord } from '../api-keys/api-key-store.js';
import { grantStamps } from '../campaigns/campaign-store.js';
import { guestById } from '../guests/guest-store.js';
import { LoyaltyError } from '../shared/loyalty-error.js';
import { percentOf } from '../shared/money.js';
import { appendLedger } from '../wallet/ledger.js';
import { cashbackBp } from '../wallet/programme.js';
import { allocate } from './calculation.js';
import { itemsOf, orderForKey } from './order-access.js';
import { sql } from '../../storage/statements.js';
import { atomic } from '../../storage/atomic.js';

/** Closes an open order at `closedAt`, accruing the rank's cashback on what was paid in money; a repeat is a no-op. */
export function closeOrder(db: Database, key: ApiKeyRecord, id: string, closedAt: string): { id: string } {
  return atomic(db, () => {
    const order = orderForKey(db, key, id);
    if (order.status === 'closed') return { id };
    if (order.status === 'aborted')
      throw new LoyaltyError('orderAborted', `order ${id} is aborted: it cannot be closed`);
    const closeTime = new Date(closedAt).toISOString();
    let earned = 0;
    if (order.guest_id !== null) {
      const guest = guestById(db, order.guest_id);
      const items = itemsOf(db, id);
      const base = order.cost_minor - order.discount_minor - order.paid_bonus_minor;
      earned = percentOf(base, cashbackBp(db, guest));
      const perLine = allocate(
        earned,
        items.map((i) => i.cost_minor - i.discount_minor - i.bonus_minor),
      );
      const setEarned = sql(db, 'UPDATE order_items SET earned_minor = ? WHERE order_id = ? AND line = ?');
      items.forEach((item, i) => setEarned.run(perLine[i] ?? 0, id, item.line));
      if (earned > 0)
        appendLedger(db, {
          guestId: guest.id,
          venueId: order.venue_id,
          operation: 'order',
          amountMinor: earned,
          comment: 'accrual',
          orderId: id,
          occurredAt: new Date().toISOString(),
        });
      sql(db, 'UPDATE guests SET total_spent_minor = total_spent_minor + ? WHERE id = ?').run(base, guest.id);
      grantStamps(
        db,
        order.scope_id,
        guest.id,
        order.venue_id,
        id,
        items.map((i) => i.code),
        closeTime,
      );
    }
    sql(db, "UPDATE orders SET status = 'closed', close_time = ?, earned_bonus_minor = ? WHERE id = ?").run(
      closeTime,
      earned,
      id,
    );
    return { id };
  });
}
