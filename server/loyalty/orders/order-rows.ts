import type { Queries } from '../database/loyalty-db.js';
import { PreparedQuery, preparedPerShape } from '../database/prepared-query.js';
import type { OrderLine } from './calculation-types.js';

/** What a confirm fixes for an order. */
export interface ConfirmedOrder {
  readonly id: string;
  readonly scopeId: number;
  readonly venueId: number;
  readonly guestId: number | null;
  /** The cash register's check number (`order.number`), if sent. */
  readonly number: number | null;
  readonly source: 'indoor' | 'delivery';
  readonly openTime: string;
  readonly confirmHash: string;
  readonly lines: readonly OrderLine[];
  /** Loyalty discount per line, hundredths. */
  readonly discounts: readonly number[];
  /** Bonus payment per line, hundredths. */
  readonly bonuses: readonly number[];
}

/** A new confirmed order's row, `open`. */
const newOrder = new PreparedQuery(
  (
    q,
    id: string,
    scopeId: number,
    venueId: number,
    guestId: number | null,
    number: number | null,
    source: 'indoor' | 'delivery',
    fullSumMinor: number,
    costMinor: number,
    discountMinor: number,
    paidBonusMinor: number,
    openTime: string,
    confirmHash: string,
    createdAt: string,
  ) =>
    q.insertInto('orders').values({
      id,
      scope_id: scopeId,
      venue_id: venueId,
      guest_id: guestId,
      number,
      status: 'open',
      source,
      full_sum_minor: fullSumMinor,
      cost_minor: costMinor,
      discount_minor: discountMinor,
      paid_bonus_minor: paidBonusMinor,
      open_time: openTime,
      confirm_hash: confirmHash,
      created_at: createdAt,
    }),
);

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Writes a confirmed order `open` with its lines: a new row, or (`replace`) the row of an order whose loyalty was reset,
 * whose content, guest and amounts the new confirm replaces (its reset count stays).
 */
export async function writeConfirmedOrder(
  q: Queries,
  order: ConfirmedOrder,
  replace: boolean,
  now: string,
): Promise<void> {
  const values = {
    guest_id: order.guestId,
    number: order.number,
    status: 'open' as const,
    source: order.source,
    full_sum_minor: sum(order.lines.map((l) => l.priceMinor)),
    cost_minor: sum(order.lines.map((l) => l.costMinor)),
    discount_minor: sum(order.discounts),
    paid_bonus_minor: sum(order.bonuses),
    open_time: order.openTime,
    confirm_hash: order.confirmHash,
  };
  if (replace) {
    await q
      .updateTable('orders')
      .set({ ...values, reset_at: null })
      .where('id', '=', order.id)
      .execute();
    await q.deleteFrom('order_items').where('order_id', '=', order.id).execute();
  } else {
    await newOrder.run(
      q,
      order.id,
      order.scopeId,
      order.venueId,
      values.guest_id,
      values.number,
      values.source,
      values.full_sum_minor,
      values.cost_minor,
      values.discount_minor,
      values.paid_bonus_minor,
      values.open_time,
      values.confirm_hash,
      now,
    );
  }
  await itemRows(order.lines.length).run(q, order);
}

/** An order's lines, one statement for all of them (one prepared shape per line count). */
const itemRows = preparedPerShape(
  (count: number) => (q, order: ConfirmedOrder) =>
    q.insertInto('order_items').values(
      Array.from({ length: count }, (_, i) => {
        const line = order.lines[i]!;
        return {
          order_id: order.id,
          line: i,
          code: line.code,
          name: line.name,
          grp: line.group,
          price_minor: line.priceMinor,
          cost_minor: line.costMinor,
          discount_minor: order.discounts[i]!,
          bonus_minor: order.bonuses[i]!,
          quantity_milli: line.quantityMilli,
        };
      }),
    ),
);
