import type { GuestBonusHistory, GuestBonusRecord } from '../../../shared/loyalty-api/guest-api.js';
import type { Queries } from '../database/loyalty-db.js';
import { minorToUnits } from '../../../shared/money.js';

/** One page of a guest's own bonus ledger, newest first, with the venue's name and the order's number where known. */
export async function guestBonusHistory(
  q: Queries,
  guestId: number,
  page: { readonly skip: number; readonly take: number },
): Promise<GuestBonusHistory> {
  const { count } = await q
    .selectFrom('bonus_ledger')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('guest_id', '=', guestId)
    .executeTakeFirstOrThrow();
  const rows = await q
    .selectFrom('bonus_ledger as l')
    .leftJoin('venues as v', 'v.id', 'l.venue_id')
    .leftJoin('orders as o', 'o.id', 'l.order_id')
    .select([
      'l.uuid',
      'l.occurred_at',
      'l.amount_minor',
      'l.balance_after_minor',
      'l.operation',
      'l.comment',
      'v.name as venue_name',
      'o.number as order_number',
    ])
    .where('l.guest_id', '=', guestId)
    .orderBy('l.occurred_at', 'desc')
    .orderBy('l.id', 'desc')
    .offset(page.skip)
    .limit(page.take)
    .execute();
  const records = rows.map((row): GuestBonusRecord => ({
    id: row.uuid,
    occurredAt: row.occurred_at,
    amount: minorToUnits(row.amount_minor),
    balanceAfter: minorToUnits(row.balance_after_minor),
    operation: row.operation,
    ...(row.venue_name === null ? {} : { venueName: row.venue_name }),
    ...(row.order_number === null ? {} : { orderNumber: row.order_number }),
    ...(row.comment === null ? {} : { comment: row.comment }),
  }));
  return { totalCount: Number(count), records };
}
