import { loyaltyErrors } from '../../shared/loyalty-api/error-codes.js';
import type { Database } from 'better-sqlite3';
import type { GuestOrder, GuestView } from '../../shared/api/guests.js';
import { HttpError } from '../errors/http-error.js';
import {
  GuestLookupNotOfferedError,
  LoyaltyApiError,
  LoyaltyLoginError,
  LoyaltyUnavailableError,
} from '../loyalty-client/loyalty-client-errors.js';
import type { LoyaltyClient } from '../loyalty-client/loyalty-client.js';
import type { GuestWithCards } from '../loyalty-client/loyalty-types.js';
import { maskCardForWindow } from '../slips/mask-card.js';
import { findMirrored, guestName, mirrorGuest } from '../payments/guest-mirror.js';
import { apiErrorCodes } from '../../shared/api/api-errors.js';

export type GuestQuery = { readonly phone: string } | { readonly card: string };

const recentOrders = 10;
const lookupTimeoutMs = 3000;

async function findLive(loyalty: LoyaltyClient, query: GuestQuery): Promise<GuestWithCards> {
  const call = { timeoutMs: lookupTimeoutMs };
  if ('phone' in query) return loyalty.findGuest({ phone: query.phone }, call);
  try {
    return await loyalty.findGuest({ cardNumber: query.card }, call);
  } catch (error) {
    if (!(error instanceof LoyaltyApiError && error.code === loyaltyErrors.guestNotFound.code)) throw error;
    return loyalty.findGuest({ cardTrack: query.card }, call);
  }
}

async function live(db: Database, loyalty: LoyaltyClient, query: GuestQuery, at: string): Promise<GuestView> {
  const found = await findLive(loyalty, query);
  const call = { timeoutMs: lookupTimeoutMs };
  const [wallet, orders] = await Promise.all([
    loyalty.getWallet(found.guest.phone, call),
    loyalty.getOrdersHistory(found.guest.phone, recentOrders, call),
  ]);
  mirrorGuest(db, found, wallet.balanceMinor, at);
  return {
    source: 'live',
    phone: found.guest.phone,
    name: guestName(found),
    balanceMinor: wallet.balanceMinor,
    rank: wallet.rankName ?? null,
    cards: found.loyaltyCards.map((c) => ({ masked: maskCardForWindow(c.number) ?? '', isVirtual: c.isVirtual })),
    orders: orders
      .map((o) => ({ id: o.id, at: o.openTime, status: o.status, amountMinor: o.paidWithBonusesMinor }))
      .slice(0, recentOrders),
  };
}

function mirrored(db: Database, query: GuestQuery, reason: string): GuestView {
  const guest = findMirrored(db, query);
  if (!guest)
    throw new HttpError(
      503,
      `the loyalty service is unreachable (${reason}) and this guest was not seen on this till`,
      apiErrorCodes.guestNotSeen,
    );
  const orders = db
    .prepare(
      `SELECT id, created_at AS at, state AS status, amount_minor AS amountMinor FROM payments
       WHERE guest_phone = ? ORDER BY created_at DESC LIMIT ${recentOrders}`,
    )
    .all(guest.phone) as GuestOrder[];
  return {
    source: 'mirror',
    phone: guest.phone,
    name: guest.name,
    balanceMinor: guest.balanceMinor,
    rank: null,
    cards: guest.cards.map((c) => ({ masked: maskCardForWindow(c.number) ?? '', isVirtual: c.isVirtual })),
    orders,
    seenAt: guest.seenAt,
    offlineReason: reason,
  };
}

/**
 * Looks a guest up at the loyalty service; when it cannot be reached, in the bridge's mirror (marked as such). The
 * loyalty client's errors become the window's answers here; the menu (server/menu/guest-actions.ts) and the station
 * (server/payments/decline-messages.ts) turn the same errors into their own texts, hence the same imports.
 */
export async function lookupGuest(
  db: Database,
  loyalty: LoyaltyClient,
  query: GuestQuery,
  at: string,
): Promise<GuestView> {
  try {
    return await live(db, loyalty, query, at);
  } catch (error) {
    /** A refused login makes the service as good as unreachable for this till: the mirror, marked so. */
    if (error instanceof LoyaltyUnavailableError || error instanceof LoyaltyLoginError)
      return mirrored(db, query, error.message);
    if (error instanceof GuestLookupNotOfferedError)
      throw new HttpError(404, error.message, apiErrorCodes.lookupNotOffered);
    if (error instanceof LoyaltyApiError && error.code === loyaltyErrors.guestNotFound.code)
      throw new HttpError(
        404,
        'phone' in query ? 'no guest with this phone' : 'no guest with this card',
        apiErrorCodes.guestNotFound,
      );
    if (error instanceof LoyaltyApiError)
      throw new HttpError(502, `the loyalty service refused the lookup: ${error.message}`, error.code, {
        loyaltyCode: error.code,
      });
    throw error;
  }
}
