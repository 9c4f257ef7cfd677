import type { GuestRankProgress } from '../../../shared/loyalty-api/guest-api';

/**
 * The shapes of the `/guest/v1` answers the page reads that shared/loyalty-api/guest-api.ts does not declare
 * (docs/guest-sign-in.md).
 */

export interface GuestTokens {
  readonly token: string;
  readonly refreshToken: string;
  readonly aliveSecondsTtl: number;
}

export interface GuestRank {
  readonly name: string;
  readonly cashbackPercentage: number;
}

export interface GuestProfile {
  readonly guest: { readonly phone: string; readonly firstName: string | null; readonly lastName: string | null };
  readonly loyaltyCards: readonly GuestCard[];
  readonly wallet: {
    readonly balance: number;
    readonly currentRank?: GuestRank;
    readonly nextRank?: GuestRankProgress;
  };
}

export interface GuestCard {
  readonly track: string;
  readonly number: string;
  readonly isVirtual: boolean;
}

export interface GuestOrder {
  readonly id: string;
  readonly number: number | null;
  readonly sumToPay: number;
  readonly paidWithBonuses: number;
  /** The API spells it with a Cyrillic `е` (docs/loyalty-api.md, "Order history"). */
  readonly ['\u0435arnedBonuses']: number;
  readonly openTime: string;
  readonly status: 'open' | 'closed' | 'aborted';
}

export interface GuestOrders {
  readonly orders: readonly GuestOrder[];
  readonly totalCount: number;
}

export interface GuestPaymentCode {
  readonly code: string;
  readonly expiresAt: string;
  readonly aliveSecondsTtl: number;
}
