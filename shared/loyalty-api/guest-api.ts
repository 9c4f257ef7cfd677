import type { GuestResult, LoyaltyCard, OrderHistoryRecord, Rank } from './b2b-api.js';

/**
 * The guest API of the loyalty service, what the guest page (`/guest/<network-code>/`) reads. The `/guest/v1/...` calls
 * follow the loyalty API's guest style (docs/guest-sign-in.md): POST, JSON, money in decimal roubles, header `ApiKey` (the page's site key) plus
 * `Authorization: Bearer <token>` after sign-in; refusals are `{message}`. The service's zod schemas are checked
 * against these types by the compiler (`server/loyalty/openapi/contract.ts`).
 */

/**
 * `GET /guest/<network-code>/config.json`: what the page needs before sign-in. 404 `{message}` for an unknown network,
 * when the service has no `--public-url`, and when the network's page is switched off (its key revoked).
 */
export interface GuestPageConfig {
  readonly network: { readonly code: string; readonly name: string };
  /** The site key of this network bound to the service's `--public-url` origin (derived, never stored raw). */
  readonly apiKey: string;
  readonly currency: string;
  /** ISO 3166 region the phone field assumes when the guest types a local number, e.g. `RU`. */
  readonly phoneRegion: string;
}

/** `checksms` and `refresh`: the token pair of a sign-in. */
export interface GuestTokens {
  readonly token: string;
  readonly refreshToken: string;
  /** Lifetime of `token` in seconds. */
  readonly aliveSecondsTtl: number;
}

/** `POST /guest/v1/profile`: the signed-in guest, their cards, balance and rank. */
export interface GuestProfile {
  readonly guest: GuestResult;
  readonly loyaltyCards: readonly LoyaltyCard[];
  readonly wallet: {
    readonly balance: number;
    readonly currentRank?: Rank;
    readonly nextRank?: GuestRankProgress;
  };
}

/** `POST /guest/v1/orders` `{skip?, take? (1..100), fillOrderDetails?}`: the guest's own orders, newest first. */
export interface GuestOrders {
  readonly orders: readonly OrderHistoryRecord[];
  readonly totalCount: number;
}

/** `POST /guest/v1/paymentCode`: a one-time code the guest shows at the till; a new one replaces the old. */
export interface GuestPaymentCode {
  readonly code: string;
  readonly expiresAt: string;
  readonly aliveSecondsTtl: number;
}

/**
 * `POST /guest/v1/paymentCode/status`: the guest's code is still `live`, `paid` (a till's payment used it up: the bonuses
 * paid and when), or `gone` (expired, or replaced by a newer one); `balance` is the guest's balance now.
 */
export interface GuestPaymentCodeStatus {
  readonly state: 'live' | 'paid' | 'gone';
  readonly paid?: { readonly amount: number; readonly paidAt: string };
  readonly balance: number;
}

/** The next rank in `GuestProfile.wallet`; absent at the top rank. */
export interface GuestRankProgress {
  readonly name: string;
  /** How much more the guest must spend (decimal) to reach it. */
  readonly spendLeft: number;
}

/** `POST /guest/v1/bonusHistory` `{skip?, take? (1..100)}`: the guest's own ledger, newest first. */
export interface GuestBonusHistory {
  readonly totalCount: number;
  readonly records: readonly GuestBonusRecord[];
}

export interface GuestBonusRecord {
  readonly id: string;
  readonly occurredAt: string;
  /** Positive: earned or added; negative: spent or taken. */
  readonly amount: number;
  readonly balanceAfter: number;
  readonly operation: 'order' | 'bizUser' | 'campaign' | 'api';
  readonly venueName?: string;
  readonly orderNumber?: number;
  readonly comment?: string;
}

/** `POST /guest/v1/cards/addVirtual` `{}`: a new virtual card for the signed-in guest (at most 5 cards; 409 beyond). */
export interface GuestVirtualCard {
  readonly number: string;
  readonly track: string;
  readonly isVirtual: true;
}

/** `POST /guest/v1/campaigns` `{}`: the network's active campaigns as the guest sees them. */
export interface GuestCampaigns {
  readonly campaigns: readonly GuestCampaign[];
}

export interface GuestCampaign {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly type: 'nonBought' | 'bought' | 'stamp' | 'referral';
  readonly endsAt?: string;
  readonly minOrderSum?: number;
  /** Stamp campaigns: stamps collected toward the next gift, and how many make one. */
  readonly stamps?: { readonly collected: number; readonly perGift: number };
  /** Gifts the guest holds from this campaign and can take at the till. */
  readonly activeGifts: number;
}
