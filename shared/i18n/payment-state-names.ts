import type { PaymentState } from '../api/payment-state.js';

/** The payment states in English, as slips, reports and exports name them. */
export const englishStateNames = {
  awaiting_guest: 'Awaiting guest',
  authorizing: 'Authorizing',
  authorized: 'Authorized',
  confirmed: 'Confirmed',
  voided: 'Voided',
  declined: 'Declined',
  cancelled: 'Cancelled',
  failed: 'Failed',
} as const satisfies Record<PaymentState, string>;
