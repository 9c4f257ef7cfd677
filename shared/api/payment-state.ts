/** Every state of a payment (the CHECK of `payments.state`, docs/protocol.md), in the order reports and filters list them. */
export const paymentStates = [
  'awaiting_guest',
  'authorizing',
  'authorized',
  'confirmed',
  'voided',
  'declined',
  'cancelled',
  'failed',
] as const;
export type PaymentState = (typeof paymentStates)[number];
