import type { Insertable } from 'kysely';
import type { LoyaltySchema } from '../../server/loyalty/database/loyalty-schema.js';
import type { Database } from '../../server/storage/open-database.js';
import { guestRow, itemRow, ledgerRow, orderRow, type BenchCounts, type BenchIds } from './bench-rows.js';

/** A prepared insert of `columns` taking a row object (bound by position: faster than named parameters). */
function insert<T extends keyof LoyaltySchema>(
  db: Database,
  table: T,
  columns: readonly (keyof Insertable<LoyaltySchema[T]> & string)[],
): (row: Insertable<LoyaltySchema[T]>) => void {
  const marks = columns.map(() => '?').join(', ');
  const statement = db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${marks})`);
  return (row) => void statement.run(columns.map((column) => row[column]));
}

/**
 * Fills a migrated, configured loyalty SQLite file with prepared statements in big transactions, unsynced (the bench's
 * set-up, not measured; the service opens the file with synchronous=FULL as always).
 */
export function fillSqlite(
  db: Database,
  counts: BenchCounts,
  config: { scopeId: number; venueIds: readonly [number, number] },
): void {
  db.pragma('synchronous = OFF');
  const now = new Date().toISOString();
  const insertGuest = insert(db, 'guests', ['scope_id', 'phone', 'first_name', 'sex', 'created_at', 'updated_at']);
  db.transaction(() => {
    for (let i = 0; i < counts.guests; i++) insertGuest(guestRow(i, config.scopeId, now));
  })();
  const firstGuest = db.prepare('SELECT MIN(id) FROM guests').pluck().get() as number;
  const ids: BenchIds = { ...config, firstGuest, guests: counts.guests, now };
  const insertOrder = insert(db, 'orders', [
    'id',
    'scope_id',
    'venue_id',
    'guest_id',
    'status',
    'source',
    'full_sum_minor',
    'cost_minor',
    'discount_minor',
    'paid_bonus_minor',
    'earned_bonus_minor',
    'open_time',
    'close_time',
    'confirm_hash',
    'created_at',
  ]);
  const insertItem = insert(db, 'order_items', [
    'order_id',
    'line',
    'code',
    'name',
    'grp',
    'price_minor',
    'cost_minor',
    'discount_minor',
    'bonus_minor',
    'quantity_milli',
  ]);
  const batch = 100_000;
  for (let from = 0; from < counts.orders; from += batch) {
    db.transaction(() => {
      for (let n = from; n < Math.min(counts.orders, from + batch); n++) {
        const order = orderRow(n, ids);
        insertOrder(order);
        insertItem(itemRow(order.id, 0));
        insertItem(itemRow(order.id, 1));
      }
    })();
  }
  const insertLedger = insert(db, 'bonus_ledger', [
    'uuid',
    'guest_id',
    'venue_id',
    'operation',
    'amount_minor',
    'balance_after_minor',
    'comment',
    'order_id',
    'occurred_at',
  ]);
  db.transaction(() => {
    for (let n = 1; n <= counts.ledgerRows; n++) insertLedger(ledgerRow(n, ids));
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
}
