import { genericErrorCodes, loyaltyErrors } from '../../shared/loyalty-api/error-codes.js';
import { LoyaltyApiError } from '../loyalty-client/loyalty-client-errors.js';
import type { OutboxKind } from './outbox-queue.js';

/**
 * What an answer means for an outbox entry: `done` (accepted, or the answer proves its effect is already there), `retry`
 * (it may pass later: the service is down, busy, or refuses the key or address until an operator fixes them) or `dead`
 * (the answer proves the same call can never succeed; it needs a person).
 */
export type OutboxVerdict = 'done' | 'retry' | 'dead';

/** What the verdict on a refusal may need to know besides the answer. */
export interface VerdictContext {
  /** True when the bridge itself queued a refund of the same order after this entry (its voidpay). */
  readonly refundFollows: () => boolean;
}

/** Refusals that prove the effect of the call is already there (docs/protocol.md, "What an answer does to an entry"). */
const alreadyDone: Readonly<Record<OutboxKind, readonly string[]>> = {
  /** A close answers 200 on a closed order; an aborted one is settled only by the bridge's own later refund (below). */
  close: [],
  /** The order is aborted: every bonus paid for it is back, which is all a whole refund does to what is left. */
  refund: [loyaltyErrors.orderAborted.code],
  /**
   * Nothing to undo: the id was aborted before any confirm (4011: a confirm still on its way will be refused), the order
   * is aborted, or (from a service older than 4011) it was not found.
   */
  undo: [loyaltyErrors.orderIdAborted.code, loyaltyErrors.orderAborted.code, loyaltyErrors.orderNotFound.code],
  /** A confirm of the replacing order that already went through (4005, its own id) is passed over by send(). */
  reorder: [],
};

/** Refusals about the request itself or the order's state: the same call will be refused the same way forever. */
const neverSucceeds: readonly string[] = [
  loyaltyErrors.orderIdConflict.code,
  loyaltyErrors.orderNotFound.code,
  loyaltyErrors.orderStateConflict.code,
  loyaltyErrors.refundIdConflict.code,
  loyaltyErrors.refundExceedsOrder.code,
  loyaltyErrors.orderAborted.code,
  loyaltyErrors.orderIdAborted.code,
  loyaltyErrors.validation.code,
  genericErrorCodes[413],
];

/**
 * The verdict on a failed call. Only a refusal with a code the loyalty API documents can settle or kill an entry;
 * anything else (unreachable, timeout, 5xx, 429, a missing or revoked key 9001, a venue outside the key 9003, no such
 * endpoint 9404, an answer without a known code) is retried with backoff, so nothing owed is given up on a guess.
 */
export function verdictOn(kind: OutboxKind, error: unknown, context: VerdictContext): OutboxVerdict {
  if (!(error instanceof LoyaltyApiError)) return 'retry';
  const { code } = error;
  if (alreadyDone[kind].includes(code)) return 'done';
  /** A close (or reorder) that a voidpay overtook: the order is aborted by the refund the bridge sends (or sent) after it. */
  if ((kind === 'close' || kind === 'reorder') && code === loyaltyErrors.orderAborted.code && context.refundFollows())
    return 'done';
  if (kind === 'reorder' && code === loyaltyErrors.orderIdAborted.code && context.refundFollows()) return 'done';
  return neverSucceeds.includes(code) ? 'dead' : 'retry';
}
