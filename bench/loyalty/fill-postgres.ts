import { sql } from 'kysely';
import type { PostgresLoyaltyDb } from '../../server/loyalty/database/postgres-loyalty-db.js';
import { guestRow, itemRow, ledgerRow, orderRow, type BenchCounts, type BenchIds } from './bench-rows.js';

/** Rows per INSERT: each statement stays under PostgreSQL's 65,535 bind parameters (15 per order, 10 per item). */
const guestsPerInsert = 10_000;
const ordersPerInsert = 2_000;
/**
 * Every credit updates the same guest row (the ledger's trigger), and each update walks the versions of that row the
 * transaction made before it: big slices cost quadratic time (100,000 credits took 24 s in slices of 5,000, 8 s in 500).
 */
const ledgerPerInsert = 500;

/** Runs `work(from, to)` over [0, count) in slices of `size`, `inFlight` slices at a time (in order when 1). */
async function slices(
  count: number,
  size: number,
  inFlight: number,
  work: (from: number, to: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const from = next;
      next = Math.min(count, from + size);
      await work(from, next);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/**
 * Fills a migrated, configured loyalty database on PostgreSQL with multi-row inserts through the query builder, one
 * committed transaction per slice (durable as every write: fsync stays on), two slices in flight so that building rows
 * here overlaps inserting them there; foreign keys and the ledger's trigger check every row as in the service. Then
 * VACUUM (ANALYZE), so that statistics are fresh and autovacuum has nothing left to start during the measured runs, and
 * a CHECKPOINT, so that the load's checkpoint does not land in them either.
 */
export async function fillPostgres(
  db: PostgresLoyaltyDb,
  counts: BenchCounts,
  config: { scopeId: number; venueIds: readonly [number, number] },
): Promise<void> {
  const now = new Date().toISOString();
  await slices(counts.guests, guestsPerInsert, 2, async (from, to) => {
    const rows = range(from, to).map((i) => guestRow(i, config.scopeId, now));
    await db.write((q) => q.insertInto('guests').values(rows).execute());
  });
  const { first } = await db.query
    .selectFrom('guests')
    .select((eb) => eb.fn.min<number>('id').as('first'))
    .executeTakeFirstOrThrow();
  const ids: BenchIds = { ...config, firstGuest: Number(first), guests: counts.guests, now };
  await slices(counts.orders, ordersPerInsert, 2, async (from, to) => {
    const orders = range(from, to).map((n) => orderRow(n, ids));
    const items = orders.flatMap((order) => [itemRow(order.id, 0), itemRow(order.id, 1)]);
    await db.write(async (q) => {
      await q.insertInto('orders').values(orders).execute();
      await q.insertInto('order_items').values(items).execute();
    });
  });
  /** One slice at a time: each credit's balance_after follows the one before. */
  await slices(counts.ledgerRows, ledgerPerInsert, 1, async (from, to) => {
    const rows = range(from + 1, to + 1).map((n) => ledgerRow(n, ids));
    await db.write((q) => q.insertInto('bonus_ledger').values(rows).execute());
  });
  await sql`VACUUM (ANALYZE)`.execute(db.query);
  await sql`CHECKPOINT`.execute(db.query);
}
