import type { GuestWithNumericSex, LoyaltyCard } from '../../shared/loyalty-api/b2b-api.js';

/**
 * The client's own views of the b2b answers (`shared/loyalty-api/b2b-api.ts`), amounts converted to integer hundredths.
 */

export type GuestLookup =
  | { readonly phone: string }
  | { readonly cardTrack: string }
  | { readonly cardNumber: string }
  | { readonly paymentCode: string };

/** The guest as the bridge reads `guests/get` and `guests/find`: the names it shows and the cards. */
export interface GuestWithCards {
  readonly guest: Pick<GuestWithNumericSex, 'phone'> &
    Partial<Pick<GuestWithNumericSex, 'firstName' | 'middleName' | 'lastName'>>;
  readonly loyaltyCards: readonly LoyaltyCard[];
}

export interface Wallet {
  readonly balanceMinor: number;
  readonly rankName?: string | undefined;
}

/** One order line for calculate/confirm: the bridge pays single-line orders. */
export interface OrderLine {
  readonly code: string;
  readonly name: string;
  readonly amountMinor: number;
}

/** The order as sent to calculate and confirm (the fingerprint binds its exact content). */
export interface LoyaltyOrder {
  readonly openedAt: string;
  readonly lines: readonly OrderLine[];
}

export interface Calculation {
  readonly fingerprint: string;
  readonly minPaymentMinor: number;
  readonly maxPaymentMinor: number;
  /** The guest's balance as the calculation saw it, when the service reports it. */
  readonly balanceMinor?: number | undefined;
}

export interface OrderHistoryRecord {
  readonly id: string;
  readonly status: 'open' | 'closed' | 'aborted';
  readonly paidWithBonusesMinor: number;
  readonly rollbackMinor: number;
  /** Bonuses accrued at close minus those a refund wrote off. */
  readonly earnedMinor: number;
  readonly openTime: string;
}
