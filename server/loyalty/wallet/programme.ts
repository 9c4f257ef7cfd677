import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';
import type { GuestRow } from '../guest-store/guest-store.js';
import { minorToUnits } from '../../../shared/money.js';
import { scopeCache } from '../config-cache/scope-cache.js';
import {
  defaultMaxBonusShareBp,
  defaultPaymentsWithoutCheck,
  defaultProgrammeName,
  rankRows,
  type PaymentsWithoutCheck,
  type RankRow,
} from './programme-store.js';

export interface Programme {
  readonly id: string | null;
  readonly name: string;
  /** Largest share of an order payable with bonuses; 100% when the scope has no programme row. */
  readonly maxBonusShareBp: number;
  /** The rule for a payment whose till does not know the check (`order.withoutCheck`). */
  readonly paymentsWithoutCheck: PaymentsWithoutCheck;
}

export interface RankView {
  name: string;
  index: number;
  cashbackPercentage: number;
  confirmation?: { sumLeft: number; hoursLeft: number };
}

/** The scope's programme (cached until the configuration changes, see scope-cache.ts). */
export const programmeOf = scopeCache(async (q: Queries, scopeId: number): Promise<Programme> => {
  const row = await q
    .selectFrom('programmes')
    .select(['uuid', 'name', 'max_bonus_share_bp', 'payments_without_check'])
    .where('scope_id', '=', scopeId)
    .executeTakeFirst();
  return row
    ? {
        id: row.uuid,
        name: row.name,
        maxBonusShareBp: row.max_bonus_share_bp,
        paymentsWithoutCheck: row.payments_without_check,
      }
    : {
        id: null,
        name: defaultProgrammeName,
        maxBonusShareBp: defaultMaxBonusShareBp,
        paymentsWithoutCheck: defaultPaymentsWithoutCheck,
      };
});

/** The scope's ranks by position (cached like the programme). */
const ranksOf = scopeCache((q: Queries, scopeId: number): Promise<readonly RankRow[]> => rankRows(q, scopeId));

/** The guest's rank: the highest whose threshold its total spent reaches; undefined when the scope has no ranks. */
export async function currentRank(
  db: LoyaltyDb,
  q: Queries,
  guest: GuestRow,
): Promise<{ row: RankRow; index: number } | undefined> {
  const ranks = await ranksOf(db, q, guest.scope_id);
  let found = -1;
  for (let index = 0; index < ranks.length; index++)
    if ((ranks[index] as RankRow).threshold_minor <= guest.total_spent_minor) found = index;
  const index = Math.max(found, 0);
  const row = ranks[index];
  return row ? { row, index } : undefined;
}

/** The rank as the wallet shows it; confirmation counts spending over the rank's rolling window of hours. */
export async function rankView(db: LoyaltyDb, q: Queries, guest: GuestRow): Promise<RankView | undefined> {
  const rank = await currentRank(db, q, guest);
  if (!rank) return undefined;
  const view: RankView = { name: rank.row.name, index: rank.index, cashbackPercentage: rank.row.cashback_bp / 100 };
  const { confirmation_sum_minor: sum, confirmation_hours: hours } = rank.row;
  if (sum !== null && hours !== null) {
    const since = new Date(Date.now() - hours * 3_600_000).toISOString();
    const { spent } = await q
      .selectFrom('orders')
      .select((eb) =>
        eb.fn
          .coalesce(
            eb.fn.sum<number>(
              eb('cost_minor', '-', eb('discount_minor', '+', eb('paid_bonus_minor', '+', eb.ref('refunded_minor')))),
            ),
            eb.lit(0),
          )
          .as('spent'),
      )
      .where('guest_id', '=', guest.id)
      .where('status', '=', 'closed')
      .where('close_time', '>=', since)
      .executeTakeFirstOrThrow();
    view.confirmation = { sumLeft: minorToUnits(Math.max(0, sum - Number(spent))), hoursLeft: hours };
  }
  return view;
}

/** The rank after the guest's and how much more it must spend to reach it; undefined at the top rank or without ranks. */
export async function nextRankView(
  db: LoyaltyDb,
  q: Queries,
  guest: GuestRow,
): Promise<{ name: string; spendLeft: number } | undefined> {
  const rank = await currentRank(db, q, guest);
  const next = rank && (await ranksOf(db, q, guest.scope_id))[rank.index + 1];
  if (!next) return undefined;
  return { name: next.name, spendLeft: minorToUnits(Math.max(0, next.threshold_minor - guest.total_spent_minor)) };
}

/** The cashback percentage (hundredths of a percent) of the guest's rank; 0 without ranks. */
export async function cashbackBp(db: LoyaltyDb, q: Queries, guest: GuestRow): Promise<number> {
  return (await currentRank(db, q, guest))?.row.cashback_bp ?? 0;
}
