/** The states of a payment (the CHECK of payments.state) and the transitions the terminal allows. */
export type PaymentState =
  'awaiting_guest' | 'authorizing' | 'authorized' | 'confirmed' | 'voided' | 'declined' | 'cancelled' | 'failed';

export const allowedTransitions: Readonly<Record<PaymentState, readonly PaymentState[]>> = {
  awaiting_guest: ['authorizing', 'cancelled', 'declined', 'failed'],
  authorizing: ['authorized', 'declined', 'failed'],
  authorized: ['confirmed', 'voided', 'failed'],
  confirmed: ['voided'],
  voided: [],
  declined: [],
  cancelled: [],
  failed: [],
};

/** States in which the authpay request is still being answered. */
export const runningStates: readonly PaymentState[] = ['awaiting_guest', 'authorizing'];
