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
