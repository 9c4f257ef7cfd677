import type { CardTransaction, TransactionBatch } from '../farcards-contract.js';
import { checkKeyOf, orderIdOf, transactionKey } from './check-identity.js';

/** chmode 2 (rollback of a sale the interface confirmed) and 3 (return of a closed check) give back the whole check. */
const refundModes = new Set([2, 3]);

/** What one batch asks of its check, once its transactions are read (docs/farcards.md, "How a check becomes..."). */
export interface BatchPlan {
  readonly checkKey: string;
  readonly orderId: string;
  readonly mode: number;
  readonly card: string;
  /** Every transaction's key, in the batch's order. */
  readonly keys: readonly string[];
  /** The transactions not applied before, with their keys; the ones applied before are answered as they were. */
  readonly fresh: readonly { readonly transaction: CardTransaction; readonly key: string }[];
  /** Bonuses this batch writes off (Kind 0 negative), less the write-offs it cancels (Kind 0 positive outside a return). */
  readonly writeOffDeltaMinor: number;
  /** Kind 2 or Kind 3 positive outside a return: the check is paid, the accrual is due. */
  readonly close: boolean;
  /** Kind 0 positive, Kind 2 or 3 negative in a rollback or return: the whole check is refunded. */
  readonly refund: boolean;
}

export type PlanResult = { readonly kind: 'plan'; readonly plan: BatchPlan } | { readonly kind: 'no-check' };

/** Reads a batch: which check, which of its transactions are new, and what they ask. */
export function planBatch(batch: TransactionBatch, applied: (key: string) => boolean): PlanResult {
  const first = batch.transactions[0]!;
  const checkKey = checkKeyOf(batch.check, first);
  if (checkKey === undefined) return { kind: 'no-check' };
  const orderId = orderIdOf(checkKey);
  const mode = batch.check?.mode ?? 1;
  const returning = refundModes.has(mode);
  const all = batch.transactions.map((transaction) => ({
    transaction,
    key: transactionKey(orderId, transaction, mode),
  }));
  const fresh = all.filter((entry) => !applied(entry.key));
  let writeOffDeltaMinor = 0;
  let close = false;
  let refund = false;
  for (const { transaction } of fresh) {
    const { kind, amountMinor } = transaction;
    if (kind === 0 && !returning) writeOffDeltaMinor -= amountMinor;
    if (returning && ((kind === 0 && amountMinor > 0) || (kind !== 1 && kind !== 0 && amountMinor < 0))) refund = true;
    if (!returning && (kind === 2 || kind === 3) && amountMinor > 0) close = true;
  }
  return {
    kind: 'plan',
    plan: {
      checkKey,
      orderId,
      mode,
      card: first.card,
      keys: all.map((entry) => entry.key),
      fresh,
      writeOffDeltaMinor,
      close,
      refund,
    },
  };
}
