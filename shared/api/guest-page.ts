/**
 * What the guest page (`/guest/<network-code>/`) reads from the loyalty service. The `/guest/v1/...` calls follow seed
 * 001's guest style: POST, JSON, money in decimal roubles, header `ApiKey` (the page's site key) plus
 * `Authorization: Bearer <token>` after sign-in; refusals are `{message}`. The server's zod schemas produce these shapes.
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

/** `POST /guest/v1/profile` (exists) gains `nextRank` in `wallet`. */
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

/** The `/guest/v1` answers in seed 001's shapes that the page reads: sign-in tokens, profile, orders, payment code. */
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
  /** Seed 001 spells it with a Cyrillic `е`. */
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
