import type { Queries } from '../database/loyalty-db.js';
import { PreparedQuery } from '../database/prepared-query.js';
import type { GiftDescription } from './campaign-store.js';

/**
 * A product gift the guest holds: `active`, not expired, and held by no order. Its life: `calculate` applies it to one
 * unit of its product, `confirm` holds it for that order line, `close` consumes it (`received`); a reset, an abort or
 * the refund of its line gives it back (`active`, held by no order).
 */
export interface HeldProductGift {
  readonly uuid: string;
  readonly campaignId: number;
  readonly campaignUuid: string;
  readonly name: string;
  readonly productCode: string;
  readonly expirationDate: string;
}

const heldGiftRows = new PreparedQuery((q, guestId: number, now: string) =>
  q
    .selectFrom('gifts as g')
    .innerJoin('campaigns as c', 'c.id', 'g.campaign_id')
    .select(['g.uuid', 'g.campaign_id', 'c.uuid as campaign_uuid', 'g.chosen_gift', 'g.expiration_date'])
    .where('g.guest_id', '=', guestId)
    .where('g.status', '=', 'active')
    .where('g.order_id', 'is', null)
    .where('g.expiration_date', '>', now)
    .orderBy('g.expiration_date')
    .orderBy('g.id'),
);

/** The guest's held product gifts, those expiring first first. */
export async function heldProductGifts(q: Queries, guestId: number, now: string): Promise<HeldProductGift[]> {
  const rows = await heldGiftRows.rows(q, guestId, now);
  const held: HeldProductGift[] = [];
  for (const row of rows) {
    const gift = JSON.parse(row.chosen_gift) as GiftDescription;
    if (gift.type !== 'product' || !gift.productCode) continue;
    held.push({
      uuid: row.uuid,
      campaignId: row.campaign_id,
      campaignUuid: row.campaign_uuid,
      name: gift.name,
      productCode: gift.productCode,
      expirationDate: row.expiration_date,
    });
  }
  return held;
}

/**
 * Holds the guest's gift for an order line, in one atomic statement; false when the guest no longer holds it (used
 * meanwhile, held by another order, expired), so that two orders never hold one gift.
 */
export async function holdGift(
  q: Queries,
  gift: { uuid: string; guestId: number; orderId: string; line: number; now: string },
): Promise<boolean> {
  const result = await q
    .updateTable('gifts')
    .set({ order_id: gift.orderId, order_line: gift.line })
    .where('uuid', '=', gift.uuid)
    .where('guest_id', '=', gift.guestId)
    .where('status', '=', 'active')
    .where('order_id', 'is', null)
    .where('expiration_date', '>', gift.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The gifts the order holds are received (its close). */
export async function consumeGifts(q: Queries, orderId: string): Promise<void> {
  await giftsReceived.run(q, orderId);
}

const giftsReceived = new PreparedQuery((q, orderId: string) =>
  q.updateTable('gifts').set({ status: 'received' }).where('order_id', '=', orderId),
);

/** Gives the gifts the order holds back to the guest: those of `lines` (the lines refunded in full), or all. */
export async function giveBackGifts(q: Queries, orderId: string, lines?: readonly number[]): Promise<void> {
  if (lines?.length === 0) return;
  await q
    .updateTable('gifts')
    .set({ status: 'active', order_id: null, order_line: null })
    .where('order_id', '=', orderId)
    .$if(lines !== undefined, (qb) => qb.where('order_line', 'in', lines ?? []))
    .execute();
}
