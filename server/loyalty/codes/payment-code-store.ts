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

/** Consumes a live code and returns its guest id; undefined for an unknown, used or expired code (3040). */
export async function consumePaymentCode(q: Queries, scopeId: number, code: string): Promise<number | undefined> {
  const row = await q
    .deleteFrom('payment_codes')
    .where('scope_id', '=', scopeId)
    .where('code', '=', code)
    .returning(['guest_id', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at <= new Date().toISOString()) return undefined;
  return row.guest_id;
}
