import type { Queries } from '../database/loyalty-db.js';
import { PreparedQuery } from '../database/prepared-query.js';
import { LoyaltyError } from '../errors/loyalty-error.js';
import { maxBalanceMinor } from '../../../shared/money.js';
import { newId } from '../../storage/new-id.js';

export type BonusOperation = 'order' | 'bizUser' | 'campaign' | 'api';

export interface LedgerEntry {
  readonly guestId: number;
  readonly venueId: number | null;
  readonly operation: BonusOperation;
  /** Signed hundredths: positive credits, negative debits. */
  readonly amountMinor: number;
  readonly comment?: string | null | undefined;
  readonly orderId?: string | null | undefined;
  readonly occurredAt: string;
}

/**
 * Appends one bonus movement, inside a write: the guest's row is locked first (so concurrent movements of one wallet
 * run one after another on every engine), then a trigger applies the amount to the materialized balance in the same
 * statement and refuses a mismatch, and the balance CHECK refuses a negative result.
 */
export async function appendLedger(
  q: Queries,
  entry: LedgerEntry,
  /** The balance read by this write with the guest's row locked (lockGuest), when the caller has it: no second read. */
  lockedBalance?: number,
): Promise<number> {
  const balance = lockedBalance ?? (await lockedBalanceOf.firstOrThrow(q, entry.guestId)).balance_minor;
  const after = balance + entry.amountMinor;
  if (after < 0)
    throw new LoyaltyError(
      'insufficientBonuses',
      `not enough bonuses: balance ${balance / 100}, needed ${-entry.amountMinor / 100}`,
    );
  if (entry.amountMinor > 0 && after > maxBalanceMinor)
    throw new LoyaltyError(
      'validation',
      `the balance would be ${after / 100}, above the largest balance a guest may hold (${maxBalanceMinor / 100})`,
    );
  await ledgerRow.run(
    q,
    newId(),
    entry.guestId,
    entry.venueId,
    entry.operation,
    entry.amountMinor,
    after,
    entry.comment ?? null,
    entry.orderId ?? null,
    entry.occurredAt,
  );
  return after;
}

const lockedBalanceOf = new PreparedQuery((q, guestId: number) =>
  q.selectFrom('guests').select('balance_minor').where('id', '=', guestId).forUpdate(),
);

const ledgerRow = new PreparedQuery(
  (
    q,
    uuid: string,
    guestId: number,
    venueId: number | null,
    operation: BonusOperation,
    amountMinor: number,
    balanceAfter: number,
    comment: string | null,
    orderId: string | null,
    occurredAt: string,
  ) =>
    q.insertInto('bonus_ledger').values({
      uuid,
      guest_id: guestId,
      venue_id: venueId,
      operation,
      amount_minor: amountMinor,
      balance_after_minor: balanceAfter,
      comment,
      order_id: orderId,
      occurred_at: occurredAt,
    }),
);
