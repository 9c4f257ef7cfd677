/** Shapes of the loyalty answers the bridge reads (docs/loyalty-api.md), amounts already in integer hundredths. */

export type GuestLookup =
  | { readonly phone: string }
  | { readonly cardTrack: string }
  | { readonly cardNumber: string }
  | { readonly paymentCode: string };

export interface LoyaltyCard {
  readonly track: string;
  readonly number: string;
  readonly isVirtual: boolean;
}

export interface LoyaltyGuest {
  readonly phone: string;
  readonly firstName?: string | null;
  readonly middleName?: string | null;
  readonly lastName?: string | null;
}

export interface GuestWithCards {
  readonly guest: LoyaltyGuest;
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
  readonly openTime: string;
}
