import type { Database } from 'better-sqlite3';
import type { ApiKeyRecord } from '../api-keys/api-key-store.js';
import { LoyaltyError } from '../shared/loyalty-error.js';
import { toMilli } from '../shared/money.js';
import { appendLedger } from '../wallet/ledger.js';
import { contentHash } from './fingerprint.js';
import { itemsOf, orderForKey, type ItemRow, type OrderRow } from './order-access.js';
import type { RefundRequest } from './order-schemas.js';
import { sql } from '../../storage/statements.js';
import { atomic } from '../../storage/atomic.js';

/** The share of `total` for `part` out of `whole` units, rounded down (cumulative, so repeated refunds add up exactly). */
function share(total: number, part: number, whole: number): number {
  return Number((BigInt(total) * BigInt(part)) / BigInt(whole));
}

/** Units (thousandths) to refund per line: every remaining unit, or the listed quantities filled line by line. */
function refundPlan(items: readonly ItemRow[], body: RefundRequest): number[] {
  const plan = items.map((i) => (body.items ? 0 : i.quantity_milli - i.refunded_milli));
  for (const [index, wanted] of (body.items ?? []).entries()) {
    let left = toMilli(wanted.quantity, `items[${index}].quantity`);
    items.forEach((item, i) => {
      if (item.code !== wanted.product.code || left === 0) return;
      const take = Math.min(left, item.quantity_milli - item.refunded_milli - (plan[i] ?? 0));
      plan[i] = (plan[i] ?? 0) + take;
      left -= take;
    });
    if (left > 0)
      throw new LoyaltyError(
        'refundExceedsOrder',
        `items[${index}]: more of ${wanted.product.code} than is left to refund`,
      );
  }
  return plan;
}

/**
 * Refunds an order, idempotent on `refundId`. An open order can only be refunded whole: it becomes `aborted` and its
 * paid bonuses return (`bonusPaymentRollbackSum`). A closed order returns paid bonuses and writes off accrued ones in
 * proportion to the refunded units (never below a zero balance); refunding every unit makes it `aborted` too.
 */
export function refundOrder(db: Database, key: ApiKeyRecord, body: RefundRequest): { id: string } | LoyaltyError {
  const requestHash = contentHash(body);
  return atomic(db, () => {
    if (!body.items && !sql(db, 'SELECT 1 FROM orders WHERE id = ?').get(body.id)) return abortUnconfirmed(db, body);
    const order = orderForKey(db, key, body.id);
    const previous = sql(db, 'SELECT order_id, request_hash FROM order_refunds WHERE refund_id = ?').get(
      body.refundId,
    ) as { order_id: string; request_hash: string } | undefined;
    if (previous) {
      if (previous.order_id === body.id && previous.request_hash === requestHash) return { id: body.id };
      throw new LoyaltyError('refundIdConflict', `refundId ${body.refundId} was already used for a different refund`);
    }
    if (order.status === 'aborted')
      throw new LoyaltyError('orderAborted', `order ${body.id} is already aborted: nothing is left to refund`);
    const items = itemsOf(db, body.id);
    const plan = refundPlan(items, body);
    const whole = items.every((item, i) => item.refunded_milli + (plan[i] ?? 0) === item.quantity_milli);
    if (order.status === 'open' && !whole)
      throw new LoyaltyError('orderStateConflict', 'an open order can only be refunded whole (it is then aborted)');
    const moved = applyPlan(db, order, items, plan);
    const refundedAt = new Date(body.refundedAt).toISOString();
    const returned = moveBonuses(db, order, moved.paid, moved.earned);
    sql(
      db,
      `UPDATE orders SET rollback_bonus_minor = rollback_bonus_minor + ?, earned_bonus_minor = earned_bonus_minor - ?,
           refunded_minor = refunded_minor + ?, status = ? WHERE id = ?`,
    ).run(moved.paid, returned.writtenOff, moved.money, whole ? 'aborted' : order.status, body.id);
    if (order.guest_id !== null && order.status === 'closed')
      sql(db, 'UPDATE guests SET total_spent_minor = MAX(0, total_spent_minor - ?) WHERE id = ?').run(
        moved.money,
        order.guest_id,
      );
    sql(
      db,
      `INSERT INTO order_refunds (refund_id, order_id, request_hash, refunded_at, returned_bonus_minor, written_off_bonus_minor)
         VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(body.refundId, body.id, requestHash, refundedAt, moved.paid, returned.writtenOff);
    return { id: body.id };
  });
}

/**
 * A whole refund of an id no order has: the id is aborted in advance (kept, so a confirm arriving later is refused with
 * 4011) and the answer is 4011: nothing was confirmed under this id, and now nothing will be (a partial refund stays 4006).
 */
function abortUnconfirmed(db: Database, body: RefundRequest): LoyaltyError {
  sql(
    db,
    'INSERT INTO aborted_order_ids (order_id, refund_id, aborted_at) VALUES (?, ?, ?) ON CONFLICT (order_id) DO NOTHING',
  ).run(body.id, body.refundId, new Date().toISOString());
  return new LoyaltyError(
    'orderIdAborted',
    `order ${body.id} was never confirmed: its id is now aborted, and a confirm of it will be refused`,
  );
}

function applyPlan(db: Database, order: OrderRow, items: readonly ItemRow[], plan: readonly number[]) {
  let paid = 0;
  let earned = 0;
  let money = 0;
  const update = sql(db, 'UPDATE order_items SET refunded_milli = ? WHERE order_id = ? AND line = ?');
  items.forEach((item, i) => {
    const before = item.refunded_milli;
    const after = before + (plan[i] ?? 0);
    if (after === before) return;
    const q = item.quantity_milli;
    paid += share(item.bonus_minor, after, q) - share(item.bonus_minor, before, q);
    earned += share(item.earned_minor, after, q) - share(item.earned_minor, before, q);
    const net = item.cost_minor - item.discount_minor - item.bonus_minor;
    money += share(net, after, q) - share(net, before, q);
    update.run(after, order.id, item.line);
  });
  return { paid, earned, money };
}

/** Returns paid bonuses, then writes off accrued ones, capped by the balance so it never goes below 0. */
function moveBonuses(db: Database, order: OrderRow, paid: number, earned: number): { writtenOff: number } {
  if (order.guest_id === null) return { writtenOff: 0 };
  const base = {
    guestId: order.guest_id,
    venueId: order.venue_id,
    operation: 'order' as const,
    orderId: order.id,
    occurredAt: new Date().toISOString(),
  };
  if (paid > 0) appendLedger(db, { ...base, amountMinor: paid, comment: 'bonus payment returned' });
  const balance = sql(db, 'SELECT balance_minor FROM guests WHERE id = ?').pluck().get(order.guest_id) as number;
  const writtenOff = Math.min(earned, balance);
  if (writtenOff > 0) appendLedger(db, { ...base, amountMinor: -writtenOff, comment: 'accrual written off' });
  return { writtenOff };
}
