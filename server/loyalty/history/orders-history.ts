import type { OrderHistoryRecord, OrdersHistoryResponse } from '../../../shared/loyalty-api/b2b-api.js';
import { matches } from '../openapi/contract.js';
import type { Queries } from '../database/loyalty-db.js';
import type { Row } from '../database/loyalty-schema.js';
import { guestIdentitySchema, organizationSchema, text } from '../openapi/common-schemas.js';
import { z } from '../openapi/zod.js';
import { defineB2bEndpoint } from '../b2b-endpoint/b2b-endpoint.js';
import { historyFilterFields } from './history-filter.js';
import { milliToUnits, minorToUnits } from '../../../shared/money.js';

/** Largest `take` of getOrdersHistory (a project decision; larger is 9004). */
export const maxOrdersTake = 1000;

const productLineSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    group: z.string().nullable(),
    price: z.number(),
    cost: z.number(),
    quantity: z.number(),
  })
  .openapi('OrderHistoryProduct');

/** The order-history record of the loyalty API (docs/loyalty-api.md, "Order history"); `еarnedBonuses` starts with the Cyrillic е (U+0435). */
export const orderHistoryRecordSchema = matches<OrderHistoryRecord>()(
  z
    .object({
      id: z.uuid(),
      number: z.number().int().nullable(),
      fullSum: z.number(),
      sumToPay: z.number(),
      freeProductSum: z.number(),
      paidWithBonuses: z.number(),
      '\u0435arnedBonuses': z.number(),
      bonusPaymentRollbackSum: z.number(),
      openTime: z.string().openapi({ format: 'date-time' }),
      closeTime: z.string().nullable().openapi({ format: 'date-time' }),
      status: z.enum(['open', 'closed', 'aborted']),
      products: z.array(productLineSchema),
      organizationId: z.uuid(),
      source: z.enum(['indoor', 'delivery']),
    })
    .openapi('OrderHistoryRecord'),
);

export const getOrdersHistory = defineB2bEndpoint({
  path: '/guests/getOrdersHistory',
  tag: 'history',
  summary: "The guest's orders in the network, newest first",
  description: `Default take 50, maximum ${maxOrdersTake}; products only with fillOrderDetails true.`,
  request: z.strictObject({
    guest: guestIdentitySchema,
    organization: organizationSchema,
    filter: z
      .strictObject({
        ...historyFilterFields(maxOrdersTake),
        orderStatus: z.enum(['open', 'closed', 'aborted']).nullable().optional(),
        organizationsInNetwork: z.array(text(100)).max(1000).nullable().optional(),
      })
      .nullable()
      .optional(),
    fillOrderDetails: z.boolean().nullable().optional(),
  }),
  response: matches<OrdersHistoryResponse>()(
    z.object({ orders: z.array(orderHistoryRecordSchema), totalCount: z.number().int() }),
  ),
});

export interface OrdersQuery {
  readonly guestId: number;
  readonly venues: number[] | undefined;
  readonly fromDate?: string | null | undefined;
  readonly toDate?: string | null | undefined;
  readonly status?: string | null | undefined;
  readonly skip: number;
  readonly take: number;
  readonly details: boolean;
}

type OrderRow = Pick<
  Row<'orders'>,
  | 'id'
  | 'number'
  | 'status'
  | 'source'
  | 'full_sum_minor'
  | 'cost_minor'
  | 'discount_minor'
  | 'paid_bonus_minor'
  | 'earned_bonus_minor'
  | 'rollback_bonus_minor'
  | 'open_time'
  | 'close_time'
> & { venue_uuid: string };

type ItemRow = Pick<
  Row<'order_items'>,
  'order_id' | 'code' | 'name' | 'grp' | 'price_minor' | 'cost_minor' | 'discount_minor' | 'quantity_milli'
>;

/** One page of history and the count of every matching order. */
export async function queryOrders(q: Queries, query: OrdersQuery) {
  let matching = q.selectFrom('orders as o').where('o.guest_id', '=', query.guestId);
  if (query.fromDate) matching = matching.where('o.open_time', '>=', new Date(query.fromDate).toISOString());
  if (query.toDate) matching = matching.where('o.open_time', '<=', new Date(query.toDate).toISOString());
  if (query.status) matching = matching.where('o.status', '=', query.status as OrderRow['status']);
  if (query.venues) {
    if (query.venues.length === 0) return { orders: [], totalCount: 0 };
    matching = matching.where('o.venue_id', 'in', query.venues);
  }
  const { count } = await matching.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const totalCount = Number(count);
  const rows: OrderRow[] = await matching
    .innerJoin('venues as v', 'v.id', 'o.venue_id')
    .select([
      'o.id',
      'o.number',
      'o.status',
      'o.source',
      'o.full_sum_minor',
      'o.cost_minor',
      'o.discount_minor',
      'o.paid_bonus_minor',
      'o.earned_bonus_minor',
      'o.rollback_bonus_minor',
      'o.open_time',
      'o.close_time',
      'v.uuid as venue_uuid',
    ])
    .orderBy('o.open_time', 'desc')
    .orderBy('o.id', 'desc')
    .limit(query.take)
    .offset(query.skip)
    .execute();
  const items = new Map<string, ItemRow[]>();
  if (query.details && rows.length > 0) {
    const lines: ItemRow[] = await q
      .selectFrom('order_items')
      .select(['order_id', 'code', 'name', 'grp', 'price_minor', 'cost_minor', 'discount_minor', 'quantity_milli'])
      .where(
        'order_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('order_id')
      .orderBy('line')
      .execute();
    for (const line of lines) items.set(line.order_id, [...(items.get(line.order_id) ?? []), line]);
  }
  const orders = rows.map((row) => ({
    id: row.id,
    number: row.number,
    fullSum: minorToUnits(row.full_sum_minor),
    sumToPay: minorToUnits(row.cost_minor - row.discount_minor),
    freeProductSum: minorToUnits(row.discount_minor),
    paidWithBonuses: minorToUnits(row.paid_bonus_minor),
    '\u0435arnedBonuses': minorToUnits(row.earned_bonus_minor),
    bonusPaymentRollbackSum: minorToUnits(row.rollback_bonus_minor),
    openTime: row.open_time,
    closeTime: row.close_time,
    status: row.status,
    products: (items.get(row.id) ?? []).map((line) => ({
      code: line.code,
      name: line.name,
      group: line.grp,
      price: minorToUnits(line.price_minor),
      cost: minorToUnits(line.cost_minor - line.discount_minor),
      quantity: milliToUnits(line.quantity_milli),
    })),
    organizationId: row.venue_uuid,
    source: row.source,
  }));
  return { orders, totalCount };
}
