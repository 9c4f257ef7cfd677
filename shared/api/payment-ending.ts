import type { PaymentState } from './payment-state.js';

/**
 * How a payment ended, as the cashier and the manager need to read it: `cancelled` alone does not say whether the
 * station cancelled, the wait timed out or the bridge stopped. Derived from the state and the message recorded with
 * it (`payments.display_key`), so no column is added and older rows read as their state.
 */
export type PaymentEnding =
  | 'paid'
  | 'confirmed'
  | 'voided'
  /** The loyalty service refused (not enough bonuses, over the limit, blocked guest, …). */
  | 'refused'
  | 'declinedByCashier'
  | 'cancelledAtStation'
  | 'timedOut'
  /** The station closed its authpay request (its connection) before an answer. */
  | 'stationClosed'
  /** The bridge stopped or restarted while the payment waited. */
  | 'bridgeStopped'
  /** Cancelled for a reason not recorded (payments from before the bridge recorded its messages). */
  | 'cancelled'
  /** Charged, then undone: the station never got the answer, or a restart interrupted the charge. */
  | 'undone'
  /** The loyalty service could not be asked, or something else broke; nothing was charged. */
  | 'failed';

/** The message keys (`payments.display_key`) that tell how a cancelled payment ended; any other reads `cancelled`. */
export const cancelledBy: Readonly<Record<string, PaymentEnding>> = {
  timeout: 'timedOut',
  cancelledAtStation: 'cancelledAtStation',
  stationClosed: 'stationClosed',
  stopping: 'bridgeStopped',
  restartedWaiting: 'bridgeStopped',
};

/** The message keys of a failed payment that was charged and then undone. */
export const undoneKeys: readonly string[] = ['notDelivered', 'restartedCharging'];

/** What the journal's filter picks: a running state or an ending, in the order the filter lists them. */
export const paymentOutcomes = [
  'awaiting_guest',
  'authorizing',
  'paid',
  'confirmed',
  'voided',
  'refused',
  'declinedByCashier',
  'cancelledAtStation',
  'timedOut',
  'stationClosed',
  'bridgeStopped',
  'cancelled',
  'undone',
  'failed',
] as const satisfies readonly (PaymentEnding | 'awaiting_guest' | 'authorizing')[];
export type PaymentOutcome = (typeof paymentOutcomes)[number];

/** The ending of a payment in `state` with the message key `key`; null while it is still running. */
export function paymentEnding(state: PaymentState, key: string | null): PaymentEnding | null {
  switch (state) {
    case 'awaiting_guest':
    case 'authorizing':
      return null;
    case 'authorized':
      return 'paid';
    case 'confirmed':
      return 'confirmed';
    case 'voided':
      return 'voided';
    case 'declined':
      return key === 'declinedByCashier' ? 'declinedByCashier' : 'refused';
    case 'cancelled':
      return (key !== null && Object.hasOwn(cancelledBy, key) ? cancelledBy[key] : undefined) ?? 'cancelled';
    case 'failed':
      return key !== null && undoneKeys.includes(key) ? 'undone' : 'failed';
  }
}
