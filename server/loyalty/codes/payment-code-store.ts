import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { LoyaltyError } from '../shared/loyalty-error.js';
import { sql } from '../../storage/statements.js';
import { atomic } from '../../storage/atomic.js';

export const defaultPaymentCodeTtlMs = 5 * 60_000;

/** Issues a 6-digit one-time payment code for the guest, unique among the scope's live codes. */
export function issuePaymentCode(
  db: Database,
  scopeId: number,
  guestId: number,
  ttlMs: number,
): { code: string; expiresAt: string } {
  const now = Date.now();
  return atomic(db, () => {
    sql(db, 'DELETE FROM payment_codes WHERE scope_id = ? AND (expires_at <= ? OR guest_id = ?)').run(
      scopeId,
      new Date(now).toISOString(),
      guestId,
    );
    const expiresAt = new Date(now + ttlMs).toISOString();
    for (;;) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const inserted = sql(
        db,
        'INSERT OR IGNORE INTO payment_codes (scope_id, code, guest_id, expires_at) VALUES (?, ?, ?, ?)',
      ).run(scopeId, code, guestId, expiresAt);
      if (inserted.changes === 1) return { code, expiresAt };
    }
  });
}

/** Consumes a live code and returns its guest id; an unknown, used or expired code is 3040. */
export function consumePaymentCode(db: Database, scopeId: number, code: string): number {
  const row = sql(db, 'DELETE FROM payment_codes WHERE scope_id = ? AND code = ? RETURNING guest_id, expires_at').get(
    scopeId,
    code,
  ) as { guest_id: number; expires_at: string } | undefined;
  if (!row || row.expires_at <= new Date().toISOString())
    throw new LoyaltyError('paymentCodeInvalid', 'the payment code is unknown, used or expired');
  return row.guest_id;
}
