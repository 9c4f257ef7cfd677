import type { Queries } from '../database/loyalty-db.js';

/** The sum of a guest's ledger (the tests compare it with the materialized balance). */
export async function ledgerSum(q: Queries, guestId: number): Promise<number> {
  const row = await q
    .selectFrom('bonus_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('sum'))
    .where('guest_id', '=', guestId)
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}
