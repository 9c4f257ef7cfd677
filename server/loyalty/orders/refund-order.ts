import type { Queries } from '../database/loyalty-db.js';
import type { ApiKeyRecord } from '../api-keys/api-key-store.js';
import { giveBackGifts } from '../campaigns/gift-store.js';
import { lockGuest } from '../guest-store/guest-store.js';
import { LoyaltyError } from '../errors/loyalty-error.js';
import { toMilli } from '../openapi/amount-input.js';
import { appendLedger } from '../wallet/ledger.js';
import { contentHash } from './fingerprint.js';
import { itemsOf, orderForKey, type ItemRow, type OrderRow } from './order-access.js';
import type { RefundRequest } from '../../../shared/loyalty-api/b2b-api.js';

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
 * proportion to the refunded units (never below a zero balance); refunding every unit makes it `aborted` too. A gift
 * that made a unit of a line free goes back to the guest once the whole line is refunded.
 */
export async function refundOrder(
  q: Queries,
  key: ApiKeyRecord,
  body: RefundRequest,
  /** The service's time (ms), which stamps the ledger and an aborted id. */
  nowMs: number,
): Promise<{ id: string } | LoyaltyError> {
  const now = new Date(nowMs).toISOString();
  const requestHash = contentHash(body);
  const known = await q.selectFrom('orders').select('id').where('id', '=', body.id).executeTakeFirst();
  if (!body.items && !known) return abortUnconfirmed(q, body, now);
  const order = await orderForKey(q, key, body.id);
  /** Locked before its gifts: a refund holding a gift, waiting for this row, crossed a confirm that held it. */
  const balance = order.guest_id === null ? 0 : (await lockGuest(q, order.guest_id)).balance_minor;
  const previous = await q
    .selectFrom('order_refunds')
    .select(['order_id', 'request_hash'])
    .where('refund_id', '=', body.refundId)
    .executeTakeFirst();
  if (previous) {
    if (previous.order_id === body.id && previous.request_hash === requestHash) return { id: body.id };
    throw new LoyaltyError('refundIdConflict', `refundId ${body.refundId} was already used for a different refund`);
  }
  if (order.status === 'aborted')
    throw new LoyaltyError('orderAborted', `order ${body.id} is already aborted: nothing is left to refund`);
  const items = await itemsOf(q, body.id);
  const plan = refundPlan(items, body);
  const whole = items.every((item, i) => item.refunded_milli + (plan[i] ?? 0) === item.quantity_milli);
  if (order.status === 'open' && !whole)
    throw new LoyaltyError('orderStateConflict', 'an open order can only be refunded whole (it is then aborted)');
  const moved = await applyPlan(q, order, items, plan);
  if (order.guest_id !== null) await giveBackGifts(q, body.id, emptiedLines(items, plan));
  const refundedAt = new Date(body.refundedAt).toISOString();
  const returned = await moveBonuses(q, order, balance, moved, now);
  await q
    .updateTable('orders')
    .set((eb) => ({
      rollback_bonus_minor: eb('rollback_bonus_minor', '+', moved.paid),
      earned_bonus_minor: eb('earned_bonus_minor', '-', returned.writtenOff),
      refunded_minor: eb('refunded_minor', '+', moved.money),
      status: whole ? 'aborted' : order.status,
    }))
    .where('id', '=', body.id)
    .execute();
  if (order.guest_id !== null && order.status === 'closed')
    await q
      .updateTable('guests')
      .set((eb) => ({
        total_spent_minor: eb
          .case()
          .when('total_spent_minor', '>', moved.money)
          .then(eb('total_spent_minor', '-', moved.money))
          .else(0)
          .end(),
      }))
      .where('id', '=', order.guest_id)
      .execute();
  await q
    .insertInto('order_refunds')
    .values({
      refund_id: body.refundId,
      order_id: body.id,
      request_hash: requestHash,
      refunded_at: refundedAt,
      returned_bonus_minor: moved.paid,
      written_off_bonus_minor: returned.writtenOff,
    })
    .execute();
  return { id: body.id };
}

/**
 * A whole refund of an id no order has: the id is aborted in advance (kept, so a confirm arriving later is refused with
 * 4011) and the answer is 4011: nothing was confirmed under this id, and now nothing will be (a partial refund stays 4006).
 */
async function abortUnconfirmed(q: Queries, body: RefundRequest, now: string): Promise<LoyaltyError> {
  await q
    .insertInto('aborted_order_ids')
    .values({ order_id: body.id, refund_id: body.refundId, aborted_at: now })
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .execute();
  return new LoyaltyError(
    'orderIdAborted',
    `order ${body.id} was never confirmed: its id is now aborted, and a confirm of it will be refused`,
  );
}

/** The lines this refund leaves with no unit: the gifts that made one of their units free go back to the guest. */
function emptiedLines(items: readonly ItemRow[], plan: readonly number[]): number[] {
  return items
    .filter((item, i) => (plan[i] ?? 0) > 0 && item.refunded_milli + (plan[i] ?? 0) === item.quantity_milli)
    .map((item) => item.line);
}

async function applyPlan(q: Queries, order: OrderRow, items: readonly ItemRow[], plan: readonly number[]) {
  let paid = 0;
  let earned = 0;
  let money = 0;
  for (const [i, item] of items.entries()) {
    const before = item.refunded_milli;
    const after = before + (plan[i] ?? 0);
    if (after === before) continue;
    const whole = item.quantity_milli;
    paid += share(item.bonus_minor, after, whole) - share(item.bonus_minor, before, whole);
    earned += share(item.earned_minor, after, whole) - share(item.earned_minor, before, whole);
    const net = item.cost_minor - item.discount_minor - item.bonus_minor;
    money += share(net, after, whole) - share(net, before, whole);
    await q
      .updateTable('order_items')
      .set({ refunded_milli: after })
      .where('order_id', '=', order.id)
      .where('line', '=', item.line)
      .execute();
  }
  return { paid, earned, money };
}

/**
 * Returns paid bonuses, then writes off accrued ones, capped by the balance so it never goes below 0; `balance` is the
 * guest's, read with its row locked.
 */
async function moveBonuses(
  q: Queries,
  order: OrderRow,
  balance: number,
  { paid, earned }: { paid: number; earned: number },
  now: string,
): Promise<{ writtenOff: number }> {
  if (order.guest_id === null) return { writtenOff: 0 };
  const base = {
    guestId: order.guest_id,
    venueId: order.venue_id,
    operation: 'order' as const,
    orderId: order.id,
    occurredAt: now,
  };
  const after =
    paid > 0
      ? await appendLedger(q, { ...base, amountMinor: paid, comment: 'bonus payment returned' }, balance)
      : balance;
  const writtenOff = Math.min(earned, after);
  if (writtenOff > 0)
    await appendLedger(q, { ...base, amountMinor: -writtenOff, comment: 'accrual written off' }, after);
  return { writtenOff };
}
