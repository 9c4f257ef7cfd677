import type { ApiKeyRecord } from '../api-keys/api-key-store.js';
import { authorizeOrganization } from '../api-keys/api-key-auth.js';
import { giveBackGifts } from '../campaigns/gift-store.js';
import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';
import { lockGuest } from '../guest-store/guest-store.js';
import { LoyaltyError } from '../errors/loyalty-error.js';
import { appendLedger } from '../wallet/ledger.js';
import { authorizeOrder, lockOrder } from './order-access.js';
import type { ResetRequest } from '../../../shared/loyalty-api/b2b-api.js';

/**
 * Releases the loyalty of a confirmed order that is not closed, inside a write (project-designed: the vendor's call is
 * not public): the paid bonuses return to the wallet (a ledger entry naming the reset), the gifts it held go back to
 * the guest, its discounts and payment are cleared, and it waits for a new `calculate` and `confirm` under the same id
 * (`reset_at`; `reset_count` counts the resets). Stamps are counted only at close, so an order that is not closed has
 * none to return. The order row is locked first, then the wallet, so a reset runs once against a close, a refund or
 * another reset of the same order on any instance. A reset of an order that is already reset answers the same. Its
 * parameters and first step follow confirm-order.ts's confirmOrder on purpose: every order endpoint authorizes its venue
 * first.
 */
export async function resetOrder(
  db: LoyaltyDb,
  q: Queries,
  key: ApiKeyRecord,
  body: ResetRequest,
  /** The service's time (ms), which stamps the reset and the ledger. */
  nowMs: number,
): Promise<{ id: string }> {
  const org = await authorizeOrganization(db, q, key, body.organization);
  const id = body.orderId;
  const order = await lockOrder(q, id);
  if (!order) throw await missingOrder(q, id);
  authorizeOrder(key, order);
  if (order.venue_id !== org.venueId)
    throw new LoyaltyError('orderNotFound', `order ${id} is not an order of organization ${org.posObjectId}`);
  if (order.status === 'closed')
    throw new LoyaltyError('orderClosedNoReset', `order ${id} is closed: it cannot be reset (refund it instead)`);
  if (order.status === 'aborted')
    throw new LoyaltyError('orderAbortedNoReset', `order ${id} is aborted (refunded): nothing is left to reset`);
  if (order.reset_at !== null) return { id };
  const resets = order.reset_count + 1;
  const now = new Date(nowMs).toISOString();
  if (order.guest_id !== null) {
    /** Locked before its gifts and wallet change, as every write does (lockGuest): else two writes could cross. */
    const guest = await lockGuest(q, order.guest_id);
    if (order.paid_bonus_minor > 0)
      await appendLedger(
        q,
        {
          guestId: guest.id,
          venueId: order.venue_id,
          operation: 'order',
          amountMinor: order.paid_bonus_minor,
          comment: `bonus payment returned: order reset (${resets})`,
          orderId: id,
          occurredAt: now,
        },
        guest.balance_minor,
      );
    await giveBackGifts(q, id);
  }
  await q
    .updateTable('orders')
    .set({ discount_minor: 0, paid_bonus_minor: 0, reset_count: resets, reset_at: now })
    .where('id', '=', id)
    .execute();
  await q.updateTable('order_items').set({ discount_minor: 0, bonus_minor: 0 }).where('order_id', '=', id).execute();
  return { id };
}

/** 4011 for an id a whole refund aborted before any confirm, else 4006. */
async function missingOrder(q: Queries, id: string): Promise<LoyaltyError> {
  const aborted = await q
    .selectFrom('aborted_order_ids')
    .select('order_id')
    .where('order_id', '=', id)
    .executeTakeFirst();
  return aborted
    ? new LoyaltyError('orderIdAborted', `order ${id} was aborted before it was confirmed: nothing is left to reset`)
    : new LoyaltyError('orderNotFound', `order ${id} not found`);
}
