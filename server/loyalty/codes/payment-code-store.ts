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

/** Who claimed a code: the key that asked and, when the till named it, the order it will pay with the guest. */
export interface PaymentCodeClaim {
  readonly apiKeyId: number;
  readonly orderId?: string | undefined;
  readonly at: string;
}

/**
 * A till found the guest by a live code (not expired, not paid): a claim of its own, not a use, so a refused payment
 * leaves the code to try again; returns its guest id. Undefined for an unknown, paid or expired code (3040).
 */
export async function claimPaymentCode(
  q: Queries,
  scopeId: number,
  code: string,
  claim: PaymentCodeClaim,
): Promise<number | undefined> {
  const row = await q
    .selectFrom('payment_codes')
    .select('guest_id')
    .where('scope_id', '=', scopeId)
    .where('code', '=', code)
    .where('paid_order_id', 'is', null)
    .where('expires_at', '>', claim.at)
    .executeTakeFirst();
  if (!row) return undefined;
  await q
    .insertInto('payment_code_claims')
    .values({
      scope_id: scopeId,
      code,
      api_key_id: claim.apiKeyId,
      order_id: claim.orderId ?? null,
      claimed_at: claim.at,
    })
    .execute();
  return row.guest_id;
}

/**
 * An order is about to pay `paid.minor` of bonuses for the guest: the claims it was found by are used up. Claims that
 * named this order come first, else the key's claims that named none. `used` when a claim that named this order is on
 * a code another order already paid: the order is refused (3040) and pays nothing, each time it asks. Otherwise the claimed code is
 * marked paid (`paid`) for the guest page to say so, or nothing was claimed (`none`: found by phone or card). Run inside
 * the order's write, after the guest's row is locked (two orders of one guest take turns).
 */
export async function usePaymentCodeClaims(
  q: Queries,
  scopeId: number,
  guestId: number,
  apiKeyId: number,
  paid: { readonly orderId: string; readonly minor: number; readonly at: string },
): Promise<'paid' | 'used' | 'none'> {
  const claims = await q
    .selectFrom('payment_code_claims as c')
    .innerJoin('payment_codes as p', (join) =>
      join.onRef('p.scope_id', '=', 'c.scope_id').onRef('p.code', '=', 'c.code'),
    )
    .select(['c.id', 'c.code', 'c.order_id', 'p.paid_order_id'])
    .where('c.scope_id', '=', scopeId)
    .where('p.guest_id', '=', guestId)
    .where((eb) =>
      eb.or([
        eb('c.order_id', '=', paid.orderId),
        eb.and([eb('c.order_id', 'is', null), eb('c.api_key_id', '=', apiKeyId)]),
      ]),
    )
    .execute();
  const named = claims.filter((c) => c.order_id === paid.orderId);
  if (named.some((c) => c.paid_order_id !== null && c.paid_order_id !== paid.orderId)) return 'used';
  const used = named.length > 0 ? named : claims;
  if (used.length === 0) return 'none';
  await q
    .deleteFrom('payment_code_claims')
    .where(
      'id',
      'in',
      used.map((c) => c.id),
    )
    .execute();
  await q
    .updateTable('payment_codes')
    .set({ paid_order_id: paid.orderId, paid_minor: paid.minor, paid_at: paid.at })
    .where('scope_id', '=', scopeId)
    .where(
      'code',
      'in',
      used.map((c) => c.code),
    )
    .where('paid_order_id', 'is', null)
    .execute();
  return 'paid';
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
