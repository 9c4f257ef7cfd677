import type { PaymentState } from '../../shared/api/payment-state.js';

/** The transitions the terminal allows between the states of a payment. */
export const allowedTransitions: Readonly<Record<PaymentState, readonly PaymentState[]>> = {
  awaiting_guest: ['authorizing', 'cancelled', 'declined', 'failed'],
  /** Back to waiting: the guest was not found or the code was wrong; the cashier tries again. */
  authorizing: ['authorized', 'awaiting_guest', 'declined', 'failed'],
  authorized: ['confirmed', 'voided', 'failed'],
  confirmed: ['voided'],
  voided: [],
  declined: [],
  cancelled: [],
  failed: [],
};

/** States of a payment not yet settled: what the partial index `payments_open` holds (migration 0008). */
export type OpenState = 'awaiting_guest' | 'authorizing' | 'authorized';

/** States in which the authpay request is still being answered. */
export const runningStates: readonly OpenState[] = ['awaiting_guest', 'authorizing'];

/** True while the authpay of a payment in this state is still being answered. */
export const isRunning = (state: PaymentState): boolean => (runningStates as readonly PaymentState[]).includes(state);
