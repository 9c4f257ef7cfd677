import { loyaltyErrors } from '../../shared/loyalty-api/error-codes.js';
import type { BonusLimit } from '../../shared/loyalty-api/b2b-api.js';
import { paymentMessage, type PaymentMessage } from '../../shared/i18n/payment-messages.js';
import {
  GuestLookupNotOfferedError,
  LoyaltyApiError,
  LoyaltyLoginError,
  LoyaltyUnavailableError,
} from '../loyalty-client/loyalty-client-errors.js';

/** Why a payment did not go through, as a message a cashier understands (`DisplayT`), and whether it was the service's fault. */
export interface Refusal {
  readonly state: 'declined' | 'failed';
  readonly message: PaymentMessage;
}

export interface RefusalFacts {
  readonly amountMinor: number;
  readonly balanceMinor?: number | undefined;
  readonly limitMinor?: number | undefined;
  /** What bounds the limit, as the calculation said (`details.bonuses.limit`). */
  readonly limit?: BonusLimit | 'check' | undefined;
}

export function refusalFor(error: unknown, facts: RefusalFacts): Refusal {
  const declined = (message: PaymentMessage): Refusal => ({ state: 'declined', message });
  const balanceMinor = facts.balanceMinor ?? null;
  if (error instanceof LoyaltyUnavailableError)
    return { state: 'failed', message: paymentMessage('serviceUnavailable', { reason: error.reason }) };
  if (error instanceof LoyaltyLoginError)
    return { state: 'failed', message: paymentMessage('loginFailed', { problem: error.problem }) };
  if (error instanceof LoyaltyApiError) {
    switch (error.code) {
      case loyaltyErrors.guestNotFound.code:
        return declined(paymentMessage('guestNotFound', {}));
      case loyaltyErrors.paymentCodeInvalid.code:
        return declined(paymentMessage('codeInvalid', {}));
      case loyaltyErrors.guestBlocked.code:
        return declined(paymentMessage('guestBlocked', {}));
      case loyaltyErrors.insufficientBonuses.code:
        return declined(paymentMessage('notEnoughBonuses', { amountMinor: facts.amountMinor, balanceMinor }));
      case loyaltyErrors.bonusPaymentOutOfRange.code:
        if (facts.limit === 'refusedWithoutCheck') return declined(paymentMessage('refusedWithoutCheck', {}));
        return declined(
          paymentMessage('overLimit', {
            limitMinor: facts.limitMinor ?? 0,
            amountMinor: facts.amountMinor,
            balanceMinor,
            ...(facts.limit ? { bound: facts.limit } : {}),
          }),
        );
    }
    return declined(paymentMessage('refused', { code: error.code, message: error.message }));
  }
  return { state: 'failed', message: paymentMessage('notCompleted', {}) };
}

/** Wrong one-time codes accepted for one payment; after them codes are refused for it (card and phone still work). */
export const maxWrongCodes = 5;

/**
 * A try the payment survives: an unknown card or phone, a wrong code (`wrongCodes` counts this one), or a card or code
 * on a service that finds guests by phone only. The payment goes back to waiting with this message; undefined for
 * every other error, which ends the payment.
 */
export function retryFor(error: unknown, wrongCodes: number): PaymentMessage | undefined {
  if (error instanceof GuestLookupNotOfferedError) return paymentMessage('lookupNotOffered', {});
  if (!(error instanceof LoyaltyApiError)) return undefined;
  if (error.code === loyaltyErrors.guestNotFound.code) return paymentMessage('notFoundTryAgain', {});
  if (error.code === loyaltyErrors.paymentCodeInvalid.code)
    return paymentMessage('codeTryAgain', { triesLeft: Math.max(0, maxWrongCodes - wrongCodes) });
  return undefined;
}
