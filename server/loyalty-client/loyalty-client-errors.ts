import type { LoginRefusal } from '../../shared/api/status.js';

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

/**
 * The loyalty service does not offer the card and one-time-code lookup (`guests/find`, this project's own call, is
 * 404), as on the vendor's own cloud: guests are found by phone only. Nothing was asked of the guest's wallet.
 */
export class GuestLookupNotOfferedError extends Error {
  override readonly name = 'GuestLookupNotOfferedError';
  constructor() {
    super('this loyalty service finds guests by phone only: card and code lookup are not offered (guests/find is 404)');
  }
}

/** The service refused the bridge's token login (`gentoken`); nothing was sent on its behalf. */
export class LoyaltyLoginError extends Error {
  override readonly name = 'LoyaltyLoginError';
  constructor(
    readonly problem: LoginRefusal,
    message: string,
  ) {
    super(message);
  }
}

/** Codes of the loyalty API (docs/loyalty-api.md, "Error codes") that the bridge reacts to. */
export const loyaltyCodes = {
  guestNotFound: '3007',
  guestBlocked: '3008',
  insufficientBonuses: '3020',
  paymentCodeInvalid: '3040',
  bonusPaymentOutOfRange: '4004',
  orderIdConflict: '4005',
  orderNotFound: '4006',
  orderStateConflict: '4007',
  refundIdConflict: '4008',
  refundExceedsOrder: '4009',
  orderAborted: '4010',
  orderIdAborted: '4011',
  validation: '9004',
  /** The token login's codes: an unknown key, a missing or refused token, a wrong password. */
  keyRefused: '9001',
  tokenRefused: '9002',
  passwordWrong: '9005',
  bodyTooLarge: '9413',
} as const;
