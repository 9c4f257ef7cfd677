import type { Database } from 'better-sqlite3';
import type { GuestRow } from '../guests/guest-store.js';
import { fromMinor } from '../shared/money.js';
import { scopeCache } from '../shared/scope-cache.js';
import { sql } from '../../storage/statements.js';

export interface Programme {
  readonly id: string | null;
  readonly name: string;
  /** Largest share of an order payable with bonuses; 100% when the scope has no programme row. */
  readonly maxBonusShareBp: number;
}

export interface RankRow {
  position: number;
  name: string;
  threshold_minor: number;
  cashback_bp: number;
  confirmation_sum_minor: number | null;
  confirmation_hours: number | null;
}

export interface RankView {
  name: string;
  index: number;
  cashbackPercentage: number;
  confirmation?: { sumLeft: number; hoursLeft: number };
}

/** The scope's programme (cached until the configuration changes, see scope-cache.ts). */
export const programmeOf = scopeCache((db: Database, scopeId: number): Programme => {
  const row = sql(db, 'SELECT uuid, name, max_bonus_share_bp FROM programmes WHERE scope_id = ?').get(scopeId) as
    { uuid: string; name: string; max_bonus_share_bp: number } | undefined;
  return row
    ? { id: row.uuid, name: row.name, maxBonusShareBp: row.max_bonus_share_bp }
    : { id: null, name: 'Bonuses', maxBonusShareBp: 10000 };
});

/** The scope's ranks by position (cached like the programme). */
const ranksOf = scopeCache(
  (db: Database, scopeId: number) =>
    sql(db, 'SELECT * FROM ranks WHERE scope_id = ? ORDER BY position').all(scopeId) as readonly RankRow[],
);

/** The guest's rank: the highest whose threshold its total spent reaches; undefined when the scope has no ranks. */
export function currentRank(db: Database, guest: GuestRow): { row: RankRow; index: number } | undefined {
  const ranks = ranksOf(db, guest.scope_id);
  let found = -1;
  for (let index = 0; index < ranks.length; index++)
    if ((ranks[index] as RankRow).threshold_minor <= guest.total_spent_minor) found = index;
  const index = Math.max(found, 0);
  const row = ranks[index];
  return row ? { row, index } : undefined;
}

/** The rank as the wallet shows it; confirmation counts spending over the rank's rolling window of hours. */
export function rankView(db: Database, guest: GuestRow): RankView | undefined {
  const rank = currentRank(db, guest);
  if (!rank) return undefined;
  const view: RankView = { name: rank.row.name, index: rank.index, cashbackPercentage: rank.row.cashback_bp / 100 };
  const { confirmation_sum_minor: sum, confirmation_hours: hours } = rank.row;
  if (sum !== null && hours !== null) {
    const since = new Date(Date.now() - hours * 3_600_000).toISOString();
    const spent = sql(
      db,
      `SELECT COALESCE(SUM(cost_minor - discount_minor - paid_bonus_minor - refunded_minor), 0) FROM orders
         WHERE guest_id = ? AND status = 'closed' AND close_time >= ?`,
    )
      .pluck()
      .get(guest.id, since) as number;
    view.confirmation = { sumLeft: fromMinor(Math.max(0, sum - spent)), hoursLeft: hours };
  }
  return view;
}

/** The cashback percentage (hundredths of a percent) of the guest's rank; 0 without ranks. */
export function cashbackBp(db: Database, guest: GuestRow): number {
  return currentRank(db, guest)?.row.cashback_bp ?? 0;
}
