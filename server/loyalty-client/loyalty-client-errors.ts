/** The loyalty service could not be asked: connection refused, DNS, a 5xx, or no answer within the call's timeout. */
export class LoyaltyUnavailableError extends Error {
  override readonly name = 'LoyaltyUnavailableError';
  constructor(
    readonly reason: 'unreachable' | 'timeout' | 'server-error',
    message: string,
  ) {
    super(message);
  }
}

/** The loyalty service answered with its error body `{"error":{"code","message"}}` (a 4xx). */
export class LoyaltyApiError extends Error {
  override readonly name = 'LoyaltyApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Codes of seed 001 and the project (docs/loyalty-api.md) that the bridge reacts to. */
export const loyaltyCodes = {
  guestNotFound: '3007',
  guestBlocked: '3008',
  insufficientBonuses: '3020',
  paymentCodeInvalid: '3040',
  bonusPaymentOutOfRange: '4004',
  orderNotFound: '4006',
  orderStateConflict: '4007',
  validation: '9004',
} as const;

/** True when the failure may pass if the same call is tried again later (the outbox retries those). */
export function isTransient(error: unknown): boolean {
  return error instanceof LoyaltyUnavailableError || (error instanceof LoyaltyApiError && error.status === 429);
}
