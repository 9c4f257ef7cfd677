import { randomInt } from 'node:crypto';
import { paymentCodeDigits } from '../../../shared/api/payment-code.js';
import type { Queries } from '../database/loyalty-db.js';

export const defaultPaymentCodeTtlMs = 5 * 60_000;

/** Issues an 8-digit one-time payment code for the guest, unique among the scope's live codes. Run inside a write. */
export async function issuePaymentCode(
  q: Queries,
  scopeId: number,
  guestId: number,
  ttlMs: number,
): Promise<{ code: string; expiresAt: string }> {
  const now = Date.now();
  await q
    .deleteFrom('payment_codes')
    .where('scope_id', '=', scopeId)
    .where((eb) => eb.or([eb('expires_at', '<=', new Date(now).toISOString()), eb('guest_id', '=', guestId)]))
    .execute();
  const expiresAt = new Date(now + ttlMs).toISOString();
  for (;;) {
    const code = String(randomInt(0, 10 ** paymentCodeDigits)).padStart(paymentCodeDigits, '0');
    const inserted = await q
      .insertInto('payment_codes')
      .values({ scope_id: scopeId, code, guest_id: guestId, expires_at: expiresAt })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    if (inserted.numInsertedOrUpdatedRows === 1n) return { code, expiresAt };
  }
}

/**
 * A till found the guest by a live code (not expired, not paid): marked claimed, not used up, so a refused payment leaves
 * it to try again; returns its guest id. Undefined for an unknown, paid or expired code (3040).
 */
export async function claimPaymentCode(
  q: Queries,
  scopeId: number,
  code: string,
  now: string,
): Promise<number | undefined> {
  const row = await q
    .updateTable('payment_codes')
    .set({ claimed_at: now })
    .where('scope_id', '=', scopeId)
    .where('code', '=', code)
    .where('paid_order_id', 'is', null)
    .where('expires_at', '>', now)
    .returning('guest_id')
    .executeTakeFirst();
  return row?.guest_id;
}

/**
 * An order paid `paidMinor` of bonuses for the guest: the code a till found the guest by (claimed) is used up by it,
 * marked paid for the guest page to say so. Run inside the order's write.
 */
export async function markPaymentCodePaid(
  q: Queries,
  scopeId: number,
  guestId: number,
  paid: { readonly orderId: string; readonly minor: number; readonly at: string },
): Promise<void> {
  await q
    .updateTable('payment_codes')
    .set({ paid_order_id: paid.orderId, paid_minor: paid.minor, paid_at: paid.at })
    .where('scope_id', '=', scopeId)
    .where('guest_id', '=', guestId)
    .where('claimed_at', 'is not', null)
    .where('paid_order_id', 'is', null)
    .execute();
}

/** What the guest page learns of its code: still live, paid (how much, when), or gone (expired or replaced). */
export type PaymentCodeStatus =
  { readonly state: 'live' | 'gone' } | { readonly state: 'paid'; readonly paidMinor: number; readonly paidAt: string };

export async function paymentCodeStatus(
  q: Queries,
  scopeId: number,
  guestId: number,
  code: string,
  now: string,
): Promise<PaymentCodeStatus> {
  const row = await q
    .selectFrom('payment_codes')
    .select(['expires_at', 'paid_minor', 'paid_at'])
    .where('scope_id', '=', scopeId)
    .where('guest_id', '=', guestId)
    .where('code', '=', code)
    .executeTakeFirst();
  if (row && row.paid_minor !== null && row.paid_at !== null)
    return { state: 'paid', paidMinor: row.paid_minor, paidAt: row.paid_at };
  return { state: row && row.expires_at > now ? 'live' : 'gone' };
}
