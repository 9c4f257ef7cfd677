import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { createApiKey } from '../../server/loyalty/api-keys/api-key-store.js';
import type { LoyaltyDb } from '../../server/loyalty/database/loyalty-db.js';
import type { LoyaltySchema } from '../../server/loyalty/database/loyalty-schema.js';
import { upsertNetwork, upsertVenue } from '../../server/loyalty/organizations/organization-store.js';

/**
 * The bench's data, one definition for both engines: guest `i` has phone `phoneOf(i)`; order `n` (closed, 300.00,
 * two items of 150.00, 15.00 earned) belongs to guest `n % guests` at venue b1 or b2 and opened `n` half-minutes after
 * 2024-01-01; the first guest also has `ledgerRows` credits of 1.00 (for getBonusHistory).
 */
export const phoneOf = (i: number) => `+7999${String(i).padStart(7, '0')}`;

const start = Date.UTC(2024, 0, 1);

/** How much to generate: 100,000 guests, 1,000,000 orders and 100,000 credits in the full run. */
export interface BenchCounts {
  readonly guests: number;
  readonly orders: number;
  readonly ledgerRows: number;
}

/** What the rows refer to, known once the configuration and the guests are in. */
export interface BenchIds {
  readonly scopeId: number;
  readonly venueIds: readonly [number, number];
  readonly firstGuest: number;
  readonly guests: number;
  /** created_at of every generated row. */
  readonly now: string;
}

/** The network, venues b1 and b2, a b2b key, a programme and one rank, through the service's own repositories. */
export async function seedConfiguration(
  db: LoyaltyDb,
): Promise<{ rawKey: string; scopeId: number; venueIds: [number, number] }> {
  return db.write(async (q) => {
    await upsertNetwork(q, 'bench', 'Bench network');
    const b1 = await upsertVenue(q, { posObjectId: 'b1', name: 'B1', network: 'bench' });
    const b2 = await upsertVenue(q, { posObjectId: 'b2', name: 'B2', network: 'bench' });
    const { rawKey } = await createApiKey(q, { label: 'bench', kind: 'b2b', networks: ['bench'] });
    await q
      .insertInto('programmes')
      .values({ scope_id: b1.scopeId, uuid: randomUUID(), name: 'Bench', max_bonus_share_bp: 5000 })
      .execute();
    await q
      .insertInto('ranks')
      .values({ scope_id: b1.scopeId, position: 0, name: 'Base', threshold_minor: 0, cashback_bp: 500 })
      .execute();
    return { rawKey, scopeId: b1.scopeId, venueIds: [b1.venueId, b2.venueId] };
  });
}

export function guestRow(i: number, scopeId: number, now: string): Insertable<LoyaltySchema['guests']> {
  return {
    scope_id: scopeId,
    phone: phoneOf(i),
    first_name: `Guest ${i}`,
    sex: 0,
    created_at: now,
    updated_at: now,
  };
}

export function orderRow(n: number, ids: BenchIds): Insertable<LoyaltySchema['orders']> {
  const open = new Date(start + n * 30_000).toISOString();
  return {
    id: randomUUID(),
    scope_id: ids.scopeId,
    venue_id: ids.venueIds[n % 2],
    guest_id: ids.firstGuest + (n % ids.guests),
    status: 'closed',
    source: 'indoor',
    full_sum_minor: 30000,
    cost_minor: 30000,
    discount_minor: 0,
    paid_bonus_minor: 0,
    earned_bonus_minor: 1500,
    open_time: open,
    close_time: open,
    confirm_hash: 'bench',
    created_at: ids.now,
  };
}

export function itemRow(orderId: string, line: 0 | 1): Insertable<LoyaltySchema['order_items']> {
  return {
    order_id: orderId,
    line,
    code: `P${line + 1}`,
    name: `Product ${line + 1}`,
    grp: null,
    price_minor: 15000,
    cost_minor: 15000,
    discount_minor: 0,
    bonus_minor: 0,
    quantity_milli: 1000,
  };
}

/** Credit `n` (from 1) of the first guest; the ledger's trigger moves the balance to `n * 100`. */
export function ledgerRow(n: number, ids: BenchIds): Insertable<LoyaltySchema['bonus_ledger']> {
  return {
    uuid: randomUUID(),
    guest_id: ids.firstGuest,
    venue_id: ids.venueIds[0],
    operation: 'api',
    amount_minor: 100,
    balance_after_minor: n * 100,
    comment: 'bench credit',
    order_id: null,
    occurred_at: new Date(start + n * 1000).toISOString(),
  };
}
