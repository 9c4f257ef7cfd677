import type { GuestDetail } from '../../../shared/api/admin-console.js';
import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';
import type { GuestRow } from '../guest-store/guest-store.js';
import { currentRank } from '../wallet/programme.js';

/** How many of the newest orders and ledger records the guest page shows. */
const newestOrders = 20;
const newestLedger = 50;

/** Everything the console's guest page shows of one guest. */
export async function guestDetail(db: LoyaltyDb, q: Queries, guest: GuestRow): Promise<GuestDetail> {
  const cards = await q
    .selectFrom('loyalty_cards')
    .select(['number', 'is_virtual', 'blocked_at'])
    .where('guest_id', '=', guest.id)
    .orderBy('id')
    .execute();
  const orders = await q
    .selectFrom('orders as o')
    .innerJoin('venues as v', 'v.id', 'o.venue_id')
    .select([
      'o.id',
      'v.name as venue',
      'o.status',
      'o.cost_minor',
      'o.paid_bonus_minor',
      'o.earned_bonus_minor',
      'o.open_time',
      'o.close_time',
    ])
    .where('o.guest_id', '=', guest.id)
    .orderBy('o.open_time', 'desc')
    .orderBy('o.id', 'desc')
    .limit(newestOrders)
    .execute();
  const ledger = await q
    .selectFrom('bonus_ledger')
    .select(['occurred_at', 'amount_minor', 'balance_after_minor', 'operation', 'comment'])
    .where('guest_id', '=', guest.id)
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(newestLedger)
    .execute();
  const rank = await currentRank(db, q, guest);
  const name = [guest.first_name, guest.last_name].filter((part) => part).join(' ');
  return {
    id: Number(guest.id),
    phone: guest.phone,
    ...(name && { name }),
    ...(guest.blocked_at !== null && { blockedAt: guest.blocked_at }),
    balanceMinor: Number(guest.balance_minor),
    totalSpentMinor: Number(guest.total_spent_minor),
    ...(rank && { rank: { name: rank.row.name, cashbackBp: rank.row.cashback_bp } }),
    cards: cards.map((c) => ({
      number: c.number,
      isVirtual: Number(c.is_virtual) === 1,
      ...(c.blocked_at !== null && { blockedAt: c.blocked_at }),
    })),
    orders: orders.map((o) => ({
      id: o.id,
      venue: o.venue,
      status: o.status,
      sumMinor: Number(o.cost_minor),
      paidBonusMinor: Number(o.paid_bonus_minor),
      earnedBonusMinor: Number(o.earned_bonus_minor),
      at: o.close_time ?? o.open_time,
    })),
    bonusHistory: ledger.map((l) => ({
      at: l.occurred_at,
      amountMinor: Number(l.amount_minor),
      balanceAfterMinor: Number(l.balance_after_minor),
      operation: l.operation,
      ...(l.comment !== null && { comment: l.comment }),
    })),
  };
}
