import { LoyaltyApiError, LoyaltyUnavailableError, loyaltyCodes } from '../loyalty-client/loyalty-client-errors.js';
import { formatMinor } from '../loyalty-client/loyalty-money.js';

/** Why a payment did not go through, in words a cashier understands (`DisplayT`), and whether it was the service's fault. */
export interface Refusal {
  readonly state: 'declined' | 'failed';
  readonly text: string;
}

export interface RefusalFacts {
  readonly amountMinor: number;
  readonly balanceMinor?: number | undefined;
  readonly limitMinor?: number | undefined;
}

export function refusalFor(error: unknown, facts: RefusalFacts): Refusal {
  const balance = facts.balanceMinor === undefined ? '' : ` Balance ${formatMinor(facts.balanceMinor)}.`;
  if (error instanceof LoyaltyUnavailableError)
    return {
      state: 'failed',
      text: `Loyalty service unavailable (${error.reason}): nothing was charged. Take another payment method.`,
    };
  if (error instanceof LoyaltyApiError) {
    switch (error.code) {
      case loyaltyCodes.guestNotFound:
        return { state: 'declined', text: 'Card or guest not found: nothing was charged.' };
      case loyaltyCodes.paymentCodeInvalid:
        return { state: 'declined', text: 'The payment code is wrong, used or expired: ask the guest for a new one.' };
      case loyaltyCodes.guestBlocked:
        return { state: 'declined', text: 'This guest is blocked: bonuses cannot be used.' };
      case loyaltyCodes.insufficientBonuses:
        return { state: 'declined', text: `Not enough bonuses to pay ${formatMinor(facts.amountMinor)}.${balance}` };
      case loyaltyCodes.bonusPaymentOutOfRange:
        return {
          state: 'declined',
          text: `Bonus limit for this order is ${formatMinor(facts.limitMinor ?? 0)}; needed ${formatMinor(facts.amountMinor)}.${balance}`,
        };
    }
    return { state: 'declined', text: `Loyalty service refused the payment (${error.code}): ${error.message}` };
  }
  return { state: 'failed', text: 'The payment could not be completed: nothing was charged.' };
}
