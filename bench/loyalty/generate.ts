import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createApiKey } from '../../server/loyalty/api-keys/api-key-store.js';
import { upsertNetwork, upsertVenue } from '../../server/loyalty/organizations/organization-store.js';
import { openSqliteLoyaltyDb } from '../../server/loyalty/database/sqlite-loyalty-db.js';

export interface Generated {
  readonly apiKey: string;
  readonly guests: number;
  readonly orders: number;
  /** The guest with `ledgerRows` bonus movements (for getBonusHistory). */
  readonly heavyPhone: string;
  readonly ledgerRows: number;
}

export const phoneOf = (i: number) => `+7999${String(i).padStart(7, '0')}`;

/** Fills a fresh loyalty database with direct inserts in big transactions (the service is not running yet). */
export async function generate(dir: string, guests: number, orders: number, ledgerRows: number): Promise<Generated> {
  const loyalty = openSqliteLoyaltyDb(path.join(dir, 'loyalty.sqlite'));
  const { venues, rawKey } = await loyalty.write(async (q) => {
    await upsertNetwork(q, 'bench', 'Bench network');
    const venues = [await upsertVenue(q, { posObjectId: 'b1', name: 'B1', network: 'bench' })];
    venues.push(await upsertVenue(q, { posObjectId: 'b2', name: 'B2', network: 'bench' }));
    const { rawKey } = await createApiKey(q, { label: 'bench', kind: 'b2b', networks: ['bench'] });
    return { venues, rawKey };
  });
  const db = loyalty.raw;
  db.pragma('synchronous = OFF');
  const scope = venues[0]?.scopeId ?? 0;
  db.prepare("INSERT INTO programmes (scope_id, uuid, name, max_bonus_share_bp) VALUES (?, ?, 'Bench', 5000)").run(
    scope,
    randomUUID(),
  );
  db.prepare(
    "INSERT INTO ranks (scope_id, position, name, threshold_minor, cashback_bp) VALUES (?, 0, 'Base', 0, 500)",
  ).run(scope);
  const now = new Date().toISOString();
  const insertGuest = db.prepare(
    'INSERT INTO guests (scope_id, phone, first_name, sex, created_at, updated_at) VALUES (?, ?, ?, 0, ?, ?)',
  );
  db.transaction(() => {
    for (let i = 0; i < guests; i++) insertGuest.run(scope, phoneOf(i), `Guest ${i}`, now, now);
  })();
  const firstGuest = db.prepare('SELECT MIN(id) FROM guests').pluck().get() as number;
  const insertOrder = db.prepare(
    `INSERT INTO orders (id, scope_id, venue_id, guest_id, status, source, full_sum_minor, cost_minor, discount_minor,
       paid_bonus_minor, earned_bonus_minor, open_time, close_time, confirm_hash, created_at)
     VALUES (?, ?, ?, ?, 'closed', 'indoor', 30000, 30000, 0, 0, 1500, ?, ?, 'bench', ?)`,
  );
  const insertItem = db.prepare(
    `INSERT INTO order_items (order_id, line, code, name, grp, price_minor, cost_minor, discount_minor, bonus_minor, quantity_milli)
     VALUES (?, ?, ?, ?, NULL, 15000, 15000, 0, 0, 1000)`,
  );
  const start = Date.UTC(2024, 0, 1);
  const batch = 100_000;
  for (let from = 0; from < orders; from += batch) {
    db.transaction(() => {
      for (let n = from; n < Math.min(orders, from + batch); n++) {
        const id = randomUUID();
        const open = new Date(start + n * 30_000).toISOString();
        insertOrder.run(id, scope, venues[n % 2]?.venueId, firstGuest + (n % guests), open, open, now);
        insertItem.run(id, 0, 'P1', 'Product 1');
        insertItem.run(id, 1, 'P2', 'Product 2');
      }
    })();
  }
  const heavy = firstGuest;
  const insertLedger = db.prepare(
    `INSERT INTO bonus_ledger (uuid, guest_id, venue_id, operation, amount_minor, balance_after_minor, comment, order_id, occurred_at)
     VALUES (?, ?, ?, 'api', 100, ?, 'bench credit', NULL, ?)`,
  );
  db.transaction(() => {
    for (let n = 1; n <= ledgerRows; n++)
      insertLedger.run(randomUUID(), heavy, venues[0]?.venueId, n * 100, new Date(start + n * 1000).toISOString());
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  await loyalty.close();
  return { apiKey: rawKey, guests, orders, heavyPhone: phoneOf(0), ledgerRows };
}
