import type { ApiKeyRecord } from '../api-keys/api-key-store.js';
import { grantStamps } from '../campaigns/campaign-store.js';
import { consumeGifts } from '../campaigns/gift-store.js';
import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';
import { PreparedQuery, preparedPerShape } from '../database/prepared-query.js';
import { lockGuest } from '../guest-store/guest-store.js';
import { LoyaltyError } from '../errors/loyalty-error.js';
import type { CloseResponse } from '../../../shared/loyalty-api/b2b-api.js';
import { minorToUnits, percentOf } from '../../../shared/money.js';
import { appendLedger } from '../wallet/ledger.js';
import { cashbackBp } from '../wallet/programme.js';
import { allocate } from './calculation.js';
import { itemsOf, orderForKey, type ItemRow } from './order-access.js';
import { venueTimeZone, wallClock } from '../campaigns/campaign-time.js';

/**
 * Closes an open order at `closedAt`, inside a write, accruing the rank's cashback on what was paid in money and
 * consuming the gifts it holds; answers what it accrued. A repeat changes nothing and answers the order's accrual as it stands (the order row is
 * locked first, so two instances closing one order at once close it once). An order whose loyalty was reset must be confirmed again first (4014).
 */
export async function closeOrder(
  db: LoyaltyDb,
  q: Queries,
  key: ApiKeyRecord,
  id: string,
  closedAt: string,
  /** The service's time (ms), which stamps the ledger. */
  nowMs: number,
  /** The service's zone where the venue and its scope set none. */
  defaultZone: string,
): Promise<CloseResponse> {
  const order = await orderForKey(q, key, id);
  if (order.status === 'closed') return { id, accruedBonuses: minorToUnits(order.earned_bonus_minor) };
  if (order.status === 'aborted') throw new LoyaltyError('orderAborted', `order ${id} is aborted: it cannot be closed`);
  if (order.reset_at !== null)
    throw new LoyaltyError('orderAwaitingConfirm', `order ${id} was reset: confirm it again before closing it`);
  const closeTime = new Date(closedAt).toISOString();
  let earned = 0;
  if (order.guest_id !== null) {
    /** Locked now, after the order and before its items, gifts and stamps (the order every write keeps, lockGuest). */
    const guest = await lockGuest(q, order.guest_id);
    const items = await itemsOf(q, id);
    const base = order.cost_minor - order.discount_minor - order.paid_bonus_minor;
    earned = percentOf(base, await cashbackBp(db, q, guest));
    const perLine = allocate(
      earned,
      items.map((i) => i.cost_minor - i.discount_minor - i.bonus_minor),
    );
    if (earned > 0) await earnedShares(items.length).run(q, id, items, perLine);
    if (earned > 0)
      await appendLedger(
        q,
        {
          guestId: guest.id,
          venueId: order.venue_id,
          operation: 'order',
          amountMinor: earned,
          comment: 'accrual',
          orderId: id,
          occurredAt: new Date(nowMs).toISOString(),
        },
        guest.balance_minor,
      );
    await spent.run(q, base, guest.id);
    await consumeGifts(q, id);
    await grantStamps(db, q, {
      scopeId: order.scope_id,
      guestId: guest.id,
      venueId: order.venue_id,
      orderId: id,
      codes: items.map((i) => i.code),
      sumMinor: order.cost_minor,
      now: closeTime,
      recordedAt: new Date(nowMs).toISOString(),
      localNow: wallClock(closeTime, await venueTimeZone(db, q, order.scope_id, order.venue_id, defaultZone)),
    });
  }
  await closed.run(q, closeTime, earned, id);
  return { id, accruedBonuses: minorToUnits(earned) };
}

/** One statement for every line's share: CASE line WHEN 0 THEN ... END (an order has at least one line). */
const earnedShares = preparedPerShape(
  (count: number) => (q, id: string, items: readonly ItemRow[], shares: readonly number[]) =>
    q
      .updateTable('order_items')
      .set((eb) => {
        let cases = eb.case('line').when(items[0]!.line).then(eb.val(shares[0]!));
        for (let i = 1; i < count; i++) cases = cases.when(items[i]!.line).then(eb.val(shares[i]!));
        return { earned_minor: cases.else(0).end() };
      })
      .where('order_id', '=', id),
);

const spent = new PreparedQuery((q, sumMinor: number, guestId: number) =>
  q
    .updateTable('guests')
    .set((eb) => ({ total_spent_minor: eb('total_spent_minor', '+', sumMinor) }))
    .where('id', '=', guestId),
);

const closed = new PreparedQuery((q, closeTime: string, earned: number, id: string) =>
  q
    .updateTable('orders')
    .set({ status: 'closed', close_time: closeTime, earned_bonus_minor: earned })
    .where('id', '=', id),
);
