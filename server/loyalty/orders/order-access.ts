import type { Database } from 'better-sqlite3';
import type { ApiKeyRecord } from '../api-keys/api-key-store.js';
import { LoyaltyError } from '../shared/loyalty-error.js';
import { sql } from '../../storage/statements.js';

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

/** The order if it exists (4006) and its venue is inside the key (403). */
export function orderForKey(db: Database, key: ApiKeyRecord, id: string): OrderRow {
  const order = sql(
    db,
    'SELECT o.*, v.pos_object_id FROM orders o JOIN venues v ON v.id = o.venue_id WHERE o.id = ?',
  ).get(id) as OrderRow | undefined;
  if (!order) throw new LoyaltyError('orderNotFound', `order ${id} not found`);
  if (!key.venues.has(order.pos_object_id))
    throw new LoyaltyError('organizationForbidden', `order ${id} belongs to a venue outside this ApiKey`);
  return order;
}

export function itemsOf(db: Database, id: string): ItemRow[] {
  return sql(db, 'SELECT * FROM order_items WHERE order_id = ? ORDER BY line').all(id) as ItemRow[];
}
