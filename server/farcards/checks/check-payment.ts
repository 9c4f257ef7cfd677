import { loyaltyErrors } from '../../../shared/loyalty-api/error-codes.js';
import type { ConfirmRequest, Order } from '../../../shared/loyalty-api/b2b-api.js';
import { minorToUnits } from '../../../shared/money.js';
import { LoyaltyApiError } from '../../loyalty-client/loyalty-client-errors.js';
import { faultPoint } from '../../payments/fault-hook.js';
import { commitDurable } from '../../storage/commit-then-sync.js';
import { atomicUnsynced } from '../../storage/unsynced.js';
import type { CheckDeps } from './check-deps.js';
import { linesDigest, readCalculation } from './check-order.js';
import { ensureCheck, getCheck, updateCheck, type CheckRow, type NewCheck } from './check-store.js';

/** Refusals of a reset that mean there is nothing to release (no order yet under the id, or one reset already). */
const nothingToReset = new Set<string>([loyaltyErrors.orderNotFound.code, loyaltyErrors.orderIdAborted.code]);

async function resetOrder(deps: CheckDeps, orderId: string): Promise<void> {
  try {
    await deps.loyalty.reset(orderId);
  } catch (error) {
    if (!(error instanceof LoyaltyApiError && nothingToReset.has(error.code))) throw error;
  }
}

/**
 * Calculates the order for the guest (unless `fingerprint`, of a calculation of this order just made, is given) and
 * confirms it under the check's id with `paymentMinor` of bonuses.
 */
async function calculateAndConfirm(
  deps: CheckDeps,
  row: CheckRow,
  order: Order,
  paymentMinor: number,
  fingerprint?: string,
): Promise<void> {
  const guest = { type: 'phone' as const, phone: row.guest_phone };
  const value = fingerprint ?? readCalculation(await deps.loyalty.calculateOrder({ order, guest })).fingerprint;
  const body: ConfirmRequest = {
    id: row.order_id,
    order,
    organization: { type: 'posObjectId', id: deps.loyalty.venue },
    guest,
    loyalty: {
      pattern: 'fingerprint',
      fingerprint: { value, options: { bonuses: { payment: minorToUnits(paymentMinor) } } },
    },
  };
  await deps.loyalty.confirm(body);
  faultPoint('after-check-confirm');
}

/** How confirmCheck writes around its call. */
export interface ConfirmWrites {
  /** A check not stored yet: inserted in the intent's commit (a check whose confirm is never tried is not stored). */
  readonly insert?: NewCheck | undefined;
  /**
   * Runs in the transaction that records `confirmed`: the batch's write-offs marked applied with it, so that a crash
   * right after cannot make the till's retry write them off again.
   */
  readonly inTheCommit?: (() => void) | undefined;
  /** `confirmed` is the batch's record before its answer: committed and synced. Else unsynced (a durable write follows). */
  readonly durable?: boolean | undefined;
  /** Of the calculation the caller just made of the order, used when the order needs no reset first. */
  readonly fingerprint?: string | undefined;
}

/**
 * Makes the check's loyalty order hold `targetMinor` of bonuses for `order`'s lines: the intent (`confirming` and the
 * target) is committed first; an order confirmed before (or by a try whose answer was lost: 4005) is reset,
 * then calculated and confirmed again. On success the check is `confirmed` with the target; a refusal restores what the
 * check held before and is thrown; unreachability leaves the intent for recovery (settleConfirming) and is thrown.
 */
export async function confirmCheck(
  deps: CheckDeps,
  row: CheckRow,
  order: Order,
  targetMinor: number,
  writes: ConfirmWrites = {},
): Promise<void> {
  await commitDurable(deps.db, () => {
    const at = deps.clock().toISOString();
    if (writes.insert) ensureCheck(deps.db, writes.insert, at);
    updateCheck(deps.db, row.order_id, { state: 'confirming', target_minor: targetMinor }, at);
  });
  try {
    await holdPayment(deps, row, order, targetMinor, row.state === 'confirmed', writes.fingerprint);
  } catch (error) {
    if (!(error instanceof LoyaltyApiError)) throw error;
    await settleConfirming(deps, getCheck(deps.db, row.order_id)!);
    throw error;
  }
  const confirmed = () => {
    updateCheck(
      deps.db,
      row.order_id,
      {
        state: 'confirmed',
        written_off_minor: targetMinor,
        order_json: JSON.stringify(order),
        lines_digest: linesDigest(order),
      },
      deps.clock().toISOString(),
    );
    writes.inTheCommit?.();
  };
  if (writes.durable) await commitDurable(deps.db, confirmed);
  else atomicUnsynced(deps.db, confirmed);
}

async function holdPayment(
  deps: CheckDeps,
  row: CheckRow,
  order: Order,
  paymentMinor: number,
  confirmedBefore: boolean,
  fingerprint: string | undefined,
): Promise<void> {
  if (confirmedBefore) await resetOrder(deps, row.order_id);
  try {
    await calculateAndConfirm(deps, row, order, paymentMinor, confirmedBefore ? undefined : fingerprint);
  } catch (error) {
    if (!(error instanceof LoyaltyApiError && error.code === loyaltyErrors.orderIdConflict.code)) throw error;
    await resetOrder(deps, row.order_id);
    await calculateAndConfirm(deps, row, order, paymentMinor);
  }
}

/**
 * Settles a `confirming` intent whose answer the till never got done for (a crash, a refusal, the service gone): the
 * order is put back to what the check last answered, `written_off_minor` of bonuses on its last confirmed lines
 * (`order_json`): it is reset, and confirmed again when bonuses had been written off, so nothing the till was not told
 * of stays applied, and the till's retry applies it afresh.
 */
export async function settleConfirming(deps: CheckDeps, row: CheckRow): Promise<void> {
  const confirmed = row.written_off_minor > 0;
  await resetOrder(deps, row.order_id);
  if (confirmed) await calculateAndConfirm(deps, row, JSON.parse(row.order_json) as Order, row.written_off_minor);
  await commitDurable(deps.db, () =>
    updateCheck(
      deps.db,
      row.order_id,
      { state: confirmed ? 'confirmed' : 'open', target_minor: row.written_off_minor },
      deps.clock().toISOString(),
    ),
  );
}
