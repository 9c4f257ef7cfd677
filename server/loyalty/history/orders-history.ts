import type { Database } from 'better-sqlite3';
import { guestIdentitySchema, organizationSchema, text } from '../openapi/common-schemas.js';
import { z } from '../openapi/zod.js';
import { defineB2bEndpoint } from '../shared/b2b-endpoint.js';
import { historyFilterFields } from './history-filter.js';
import { fromMilli, fromMinor } from '../shared/money.js';
import { sql } from '../../storage/statements.js';

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

/** The record of seed 001; `еarnedBonuses` starts with the Cyrillic е (U+0435). */
export const orderHistoryRecordSchema = z
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
  .openapi('OrderHistoryRecord');

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
  response: z.object({ orders: z.array(orderHistoryRecordSchema), totalCount: z.number().int() }),
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

interface OrderRow {
  id: string;
  number: number | null;
  status: 'open' | 'closed' | 'aborted';
  source: 'indoor' | 'delivery';
  full_sum_minor: number;
  cost_minor: number;
  discount_minor: number;
  paid_bonus_minor: number;
  earned_bonus_minor: number;
  rollback_bonus_minor: number;
  open_time: string;
  close_time: string | null;
  venue_uuid: string;
}

interface ItemRow {
  order_id: string;
  code: string;
  name: string;
  grp: string | null;
  price_minor: number;
  cost_minor: number;
  discount_minor: number;
  quantity_milli: number;
}

/** One page of history and the count of every matching order. */
export function queryOrders(db: Database, q: OrdersQuery) {
  const where = ['o.guest_id = ?'];
  const params: (string | number)[] = [q.guestId];
  const add = (sql: string, ...values: (string | number)[]) => {
    where.push(sql);
    params.push(...values);
  };
  if (q.fromDate) add('o.open_time >= ?', new Date(q.fromDate).toISOString());
  if (q.toDate) add('o.open_time <= ?', new Date(q.toDate).toISOString());
  if (q.status) add('o.status = ?', q.status);
  if (q.venues) add(`o.venue_id IN (${q.venues.map(() => '?').join(',') || 'NULL'})`, ...q.venues);
  const clause = where.join(' AND ');
  const totalCount = sql(db, `SELECT COUNT(*) FROM orders o WHERE ${clause}`)
    .pluck()
    .get(...params) as number;
  const rows = sql(
    db,
    `SELECT o.*, v.uuid AS venue_uuid FROM orders o JOIN venues v ON v.id = o.venue_id
       WHERE ${clause} ORDER BY o.open_time DESC, o.id DESC LIMIT ? OFFSET ?`,
  ).all(...params, q.take, q.skip) as OrderRow[];
  const items = new Map<string, ItemRow[]>();
  if (q.details && rows.length > 0) {
    const lines = sql(
      db,
      `SELECT * FROM order_items WHERE order_id IN (${rows.map(() => '?').join(',')}) ORDER BY order_id, line`,
    ).all(...rows.map((r) => r.id)) as ItemRow[];
    for (const line of lines) items.set(line.order_id, [...(items.get(line.order_id) ?? []), line]);
  }
  const orders = rows.map((row) => ({
    id: row.id,
    number: row.number,
    fullSum: fromMinor(row.full_sum_minor),
    sumToPay: fromMinor(row.cost_minor - row.discount_minor),
    freeProductSum: fromMinor(row.discount_minor),
    paidWithBonuses: fromMinor(row.paid_bonus_minor),
    '\u0435arnedBonuses': fromMinor(row.earned_bonus_minor),
    bonusPaymentRollbackSum: fromMinor(row.rollback_bonus_minor),
    openTime: row.open_time,
    closeTime: row.close_time,
    status: row.status,
    products: (items.get(row.id) ?? []).map((line) => ({
      code: line.code,
      name: line.name,
      group: line.grp,
      price: fromMinor(line.price_minor),
      cost: fromMinor(line.cost_minor - line.discount_minor),
      quantity: fromMilli(line.quantity_milli),
    })),
    organizationId: row.venue_uuid,
    source: row.source,
  }));
  return { orders, totalCount };
}
