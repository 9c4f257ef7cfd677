import type { Queries } from '../database/loyalty-db.js';
import { PreparedQuery } from '../database/prepared-query.js';
import type { ApiKeyRecord } from '../api-keys/api-key-store.js';
import { LoyaltyError } from '../errors/loyalty-error.js';

export interface OrderRow {
  id: string;
  scope_id: number;
  venue_id: number;
  guest_id: number | null;
  status: 'open' | 'closed' | 'aborted';
  cost_minor: number;
  discount_minor: number;
  paid_bonus_minor: number;
  earned_bonus_minor: number;
  rollback_bonus_minor: number;
  refunded_minor: number;
  open_time: string;
  close_time: string | null;
  reset_count: number;
  /** Set while the order's loyalty is reset and it waits for a new confirm. */
  reset_at: string | null;
  pos_object_id: string;
}

export interface ItemRow {
  line: number;
  code: string;
  cost_minor: number;
  discount_minor: number;
  bonus_minor: number;
  earned_minor: number;
  quantity_milli: number;
  refunded_milli: number;
}

/** The order, locked for the rest of the write, if it exists. */
export async function lockOrder(q: Queries, id: string): Promise<OrderRow | undefined> {
  return (await lockedOrderRow.first(q, id)) as OrderRow | undefined;
}

const lockedOrderRow = new PreparedQuery((q, id: string) =>
  q
    .selectFrom('orders as o')
    .innerJoin('venues as v', 'v.id', 'o.venue_id')
    .selectAll('o')
    .select('v.pos_object_id')
    .where('o.id', '=', id)
    .forUpdate('o'),
);

/** 403 unless the order's venue is inside the key. */
export function authorizeOrder(key: ApiKeyRecord, order: OrderRow): void {
  if (!key.venues.has(order.pos_object_id))
    throw new LoyaltyError('organizationForbidden', `order ${order.id} belongs to a venue outside this ApiKey`);
}

/** The order, locked for the rest of the write, if it exists (4006) and its venue is inside the key (403). */
export async function orderForKey(q: Queries, key: ApiKeyRecord, id: string): Promise<OrderRow> {
  const order = await lockOrder(q, id);
  if (!order) throw new LoyaltyError('orderNotFound', `order ${id} not found`);
  authorizeOrder(key, order);
  return order;
}

const orderItems = new PreparedQuery((q, id: string) =>
  q.selectFrom('order_items').selectAll().where('order_id', '=', id).orderBy('line'),
);

export function itemsOf(q: Queries, id: string): Promise<ItemRow[]> {
  return orderItems.rows(q, id);
}
