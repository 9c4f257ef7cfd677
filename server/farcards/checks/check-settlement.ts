import { loyaltyErrors } from '../../../shared/loyalty-api/error-codes.js';
import { LoyaltyApiError, LoyaltyUnavailableError } from '../../loyalty-client/loyalty-client-errors.js';
import type { OrderHistoryRecord } from '../../loyalty-client/loyalty-types.js';
import { faultPoint } from '../../payments/fault-hook.js';
import { commitDurable } from '../../storage/commit-then-sync.js';
import { atomicUnsynced } from '../../storage/unsynced.js';
import type { CheckDeps } from './check-deps.js';
import { refundIdOf } from './check-identity.js';
import { forgetOpenCheck, getCheck, updateCheck, type CheckRow } from './check-store.js';

/** What a close or refund did: `sent` false when the service did not answer and the call waits for recovery. */
export interface Settled {
  readonly sent: boolean;
  readonly row: CheckRow;
}

/** The check's order as the guest's history shows it (for the amounts the engine really applied); undefined if unknown. */
async function orderRecord(deps: CheckDeps, row: CheckRow): Promise<OrderHistoryRecord | undefined> {
  try {
    const orders = await deps.loyalty.getOrdersHistory(row.guest_phone, 20);
    return orders.find((order) => order.id === row.order_id);
  } catch (error) {
    deps.logger.warn({ order: row.order_id, err: (error as Error).message }, 'FarCards: order history unavailable');
    return undefined;
  }
}

/**
 * Records the intent (`closing`), then closes; an accrual the service did not take waits in `closing` for recovery.
 * `record`: the batch's record, written with `closed` in one commit synced before the till's answer.
 */
export async function closeCheck(
  deps: CheckDeps,
  row: CheckRow,
  record?: (closed: CheckRow) => void,
): Promise<Settled> {
  if (row.state !== 'closing') {
    await commitDurable(deps.db, () => {
      updateCheck(deps.db, row.order_id, { state: 'closing' }, deps.clock().toISOString());
      forgetOpenCheck(deps.db, row.order_id);
    });
  }
  let accrued: number | undefined;
  try {
    accrued = await deps.loyalty.close(row.order_id, deps.clock().toISOString());
    faultPoint('after-check-close');
  } catch (error) {
    if (error instanceof LoyaltyUnavailableError) return { sent: false, row: getCheck(deps.db, row.order_id)! };
    if (error instanceof LoyaltyApiError) {
      await commitDurable(deps.db, () =>
        updateCheck(deps.db, row.order_id, { state: 'confirmed' }, deps.clock().toISOString()),
      );
    }
    throw error;
  }
  /** The close's own answer says what it accrued; another vendor's service does not, and its order history does. */
  accrued ??= (await orderRecord(deps, row))?.earnedMinor;
  const closed = () => {
    updateCheck(deps.db, row.order_id, { state: 'closed', accrued_minor: accrued ?? null }, deps.clock().toISOString());
    const settled = getCheck(deps.db, row.order_id)!;
    record?.(settled);
    return settled;
  };
  if (record) return { sent: true, row: await commitDurable(deps.db, closed) };
  /** Unsynced: lost on a power cut, the close is sent again (it answers the same). */
  return { sent: true, row: atomicUnsynced(deps.db, closed) };
}

/**
 * Records the intent (`refunding` with the refund id derived from the check and the chmode, and its time), then refunds the whole
 * order: the bonuses it paid return, its accrual is written off (down to a balance of 0, the engine's rule). A refund
 * the service did not take waits in `refunding` for recovery. An order aborted already (another chmode's refund) is
 * taken as refunded.
 */
export async function refundCheck(deps: CheckDeps, row: CheckRow, mode: number): Promise<Settled> {
  if (row.state === 'refunded') return { sent: true, row };
  const refundId = row.refund_id ?? refundIdOf(row.order_id, mode);
  const refundAt = row.refund_at ?? deps.clock().toISOString();
  if (row.state !== 'refunding') {
    await commitDurable(deps.db, () => {
      updateCheck(deps.db, row.order_id, { state: 'refunding', refund_id: refundId, refund_at: refundAt }, refundAt);
      forgetOpenCheck(deps.db, row.order_id);
    });
  }
  try {
    await deps.loyalty.refund(row.order_id, refundId, refundAt);
    faultPoint('after-check-refund');
  } catch (error) {
    if (error instanceof LoyaltyUnavailableError) return { sent: false, row: getCheck(deps.db, row.order_id)! };
    const aborted = error instanceof LoyaltyApiError && error.code === loyaltyErrors.orderAborted.code;
    if (!aborted) {
      const before = row.accrued_minor === null ? 'confirmed' : 'closed';
      if (error instanceof LoyaltyApiError)
        await commitDurable(deps.db, () =>
          updateCheck(deps.db, row.order_id, { state: before }, deps.clock().toISOString()),
        );
      throw error;
    }
  }
  await commitDurable(deps.db, () =>
    updateCheck(deps.db, row.order_id, { state: 'refunded' }, deps.clock().toISOString()),
  );
  return { sent: true, row: getCheck(deps.db, row.order_id)! };
}

/** What a sent refund gave back and took back, from the order's history (undefined when the history is unavailable). */
export async function refundAmounts(
  deps: CheckDeps,
  row: CheckRow,
): Promise<{ readonly returnedMinor: number; readonly takenBackMinor: number } | undefined> {
  const record = await orderRecord(deps, row);
  if (!record) return undefined;
  return {
    returnedMinor: record.rollbackMinor,
    takenBackMinor: Math.max(0, (row.accrued_minor ?? 0) - record.earnedMinor),
  };
}
