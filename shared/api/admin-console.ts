/**
 * The network console's JSON API, `/admin/api/...` on the loyalty service (hosted and embedded). Money is integer
 * minor units (kopecks), shares integer basis points (1 % = 100), times ISO-8601 UTC. Refusals are `{message}` (the
 * message names the field at fault) with 400 (bad input), 401 (no or expired session), 403 (not this administrator's
 * programme, or a cross-site request), 404, 409 (conflict: duplicate, already revoked) or 429 (locked; `Retry-After`).
 *
 * Session: `POST /admin/api/session` sets the cookie `tb_admin` (HttpOnly, SameSite=Strict, Path=/admin, Secure when the
 * request came over HTTPS) and answers a `csrfToken`; every request but GET/HEAD must send it back in the header
 * `X-CSRF-Token` and, when the browser sends an `Origin`, come from the service's own origin.
 *
 * A programme is a network (`:programme` = its code) or a venue outside any network (`:programme` = `venue:<posObjectId>`,
 * the embedded single-venue service). Paths below are relative to `/admin/api`.
 */

export const adminSessionCookie = 'tb_admin';
export const csrfHeader = 'X-CSRF-Token';

export interface ApiRefusal {
  readonly message: string;
}

// ---- session: POST /session {email, password} → SessionInfo; GET /session → SessionInfo; DELETE /session → 204 ----
// ---- one-time link: POST /password-link {token, password} → 204 (the link is /admin/#/set-password/<token>) ----

export interface SessionInfo {
  readonly admin: { readonly email: string; readonly owner: boolean };
  readonly csrfToken: string;
  /** The programmes this administrator may see and change. */
  readonly programmes: readonly ProgrammeRef[];
}

export interface ProgrammeRef {
  /** The `:programme` path segment. */
  readonly id: string;
  readonly name: string;
  readonly kind: 'network' | 'venue';
}

// ---- venues: GET /programmes/:programme/venues → {venues}; POST {posObjectId, name} → Venue; PATCH /venues/:posObjectId {name} → Venue ----

export interface Venue {
  readonly posObjectId: string;
  readonly name: string;
  readonly createdAt: string;
}

// ---- keys: GET /programmes/:p/keys → {keys}; POST {label, kind, venues?, siteDomain?, allowedAddresses?, password?} → CreatedKey;
//      POST /keys/:id/revoke → ApiKey; PUT /keys/:id/password {password: string | null} → ApiKey;
//      PUT /keys/:id/addresses {allowedAddresses: string[] | null} → ApiKey ----

export interface ApiKey {
  readonly id: number;
  readonly label: string;
  readonly kind: 'b2b' | 'site';
  /** The venues it serves (posObjectIds); empty with `wholeProgramme` true when it serves the whole network. */
  readonly venues: readonly string[];
  readonly wholeProgramme: boolean;
  readonly siteDomain?: string;
  readonly allowedAddresses?: readonly string[];
  readonly hasPassword: boolean;
  readonly createdAt: string;
  readonly revokedAt?: string;
  /** Last authenticated request, to the minute. */
  readonly lastUsedAt?: string;
}

export interface CreatedKey {
  readonly key: ApiKey;
  /** Shown once; only its hash is stored. */
  readonly rawKey: string;
}

// ---- programme: GET /programmes/:p/programme → Programme; PUT {name, maxBonusShareBp, paymentsWithoutCheck?, timeZone?, ranks} → Programme ----

export interface Programme {
  readonly name: string;
  /** The largest share of an order bonuses may pay, basis points (5000 = 50 %). */
  readonly maxBonusShareBp: number;
  /**
   * A payment whose till does not know the check (the payment protocol's authpay): bonuses pay up to the balance, or
   * such payments are refused. A PUT without it keeps the stored rule.
   */
  readonly paymentsWithoutCheck: 'upToBalance' | 'refused';
  /**
   * The IANA zone campaign periods are read in (`Europe/Moscow`); null: the service's default (the machine's zone for
   * the bridge's embedded service, UTC for a hosted one). A PUT without it keeps the stored zone.
   */
  readonly timeZone: string | null;
  /** In ascending threshold order; the first has threshold 0. */
  readonly ranks: readonly Rank[];
}

export interface Rank {
  readonly name: string;
  /** Total spent (minor units) from which a guest holds this rank. */
  readonly thresholdMinor: number;
  readonly cashbackBp: number;
  /** Spending the rank asks for within a rolling window of hours (shown in the wallet); kept only when sent back. */
  readonly confirmation?: { readonly sumMinor: number; readonly hours: number };
}

// ---- campaigns: GET /programmes/:p/campaigns → {campaigns}; POST CampaignDraft → Campaign; PUT /campaigns/:id CampaignDraft → Campaign;
//      POST /campaigns/:id/pause, /campaigns/:id/resume → Campaign; POST /programmes/:p/campaigns/preview {campaign: CampaignDraft, order: SampleOrder} → CampaignPreview ----

export interface CampaignDraft {
  readonly name: string;
  readonly description: string;
  readonly type: 'nonBought' | 'stamp';
  readonly startsAt: string;
  readonly endsAt?: string;
  readonly discountPercentBp?: number;
  readonly discountAmountMinor?: number;
  readonly productCodes?: readonly string[];
  readonly minOrderSumMinor?: number;
  readonly promocode?: string;
  readonly stamp?: { readonly stampsPerGift: number; readonly giftProductCode: string; readonly giftName: string };
}

export interface Campaign extends CampaignDraft {
  /** The campaign's uuid. */
  readonly id: string;
  readonly active: boolean;
}

export interface SampleOrder {
  readonly lines: readonly {
    readonly code: string;
    readonly name: string;
    readonly priceMinor: number;
    readonly quantity: number;
  }[];
}

export interface CampaignPreview {
  readonly orderSumMinor: number;
  readonly discountMinor: number;
  readonly lines: readonly { readonly code: string; readonly discountMinor: number }[];
  /** Why it gives nothing, when it does not (below the minimum sum, no matching product, not started). */
  readonly reason?: string;
}

// ---- guests: GET /programmes/:p/guests?phone=|card= → GuestDetail (404 when none);
//      POST /guests/:guestId/cards {number} → GuestDetail; POST /guests/:guestId/cards/:number/block {blocked: boolean} → GuestDetail;
//      POST /guests/:guestId/block {blocked: boolean, reason} → GuestDetail;
//      POST /guests/:guestId/corrections {amountMinor (≠ 0, negative takes), reason (required)} → GuestDetail ----

export interface GuestDetail {
  readonly id: number;
  readonly phone: string;
  readonly name?: string;
  readonly blockedAt?: string;
  readonly balanceMinor: number;
  readonly totalSpentMinor: number;
  readonly rank?: { readonly name: string; readonly cashbackBp: number };
  readonly cards: readonly { readonly number: string; readonly isVirtual: boolean; readonly blockedAt?: string }[];
  /** The 20 newest. */
  readonly orders: readonly {
    readonly id: string;
    readonly venue: string;
    readonly status: 'open' | 'closed' | 'aborted';
    readonly sumMinor: number;
    readonly paidBonusMinor: number;
    readonly earnedBonusMinor: number;
    readonly at: string;
  }[];
  /** The 50 newest ledger records. */
  readonly bonusHistory: readonly {
    readonly at: string;
    readonly amountMinor: number;
    readonly balanceAfterMinor: number;
    readonly operation: string;
    readonly comment?: string;
  }[];
}

// ---- reports: GET /programmes/:p/reports/daily?from=YYYY-MM-DD&to=YYYY-MM-DD[&venue=posObjectId][&tz=IANA zone] → DailyReport;
//      the same with /reports/daily.csv[&lang=en|ru] → text/csv (one row per venue and day, header row). A day runs
//      from midnight to midnight in `tz` (the browser's zone; default the service's own); at most 366 days. ----

export interface DailyReport {
  /** The zone the days were cut in. */
  readonly timeZone: string;
  /** Every venue (or the one asked for) and every day of the range, days without orders as zeros. */
  readonly rows: readonly DailyReportRow[];
}

export interface DailyReportRow {
  readonly date: string;
  readonly posObjectId: string;
  readonly venueName: string;
  /** Distinct guests with a closed order that day. */
  readonly guests: number;
  readonly orders: number;
  readonly earnedMinor: number;
  readonly spentMinor: number;
}

// ---- audit: GET /programmes/:p/audit?before=<id>&take=<1..200> → {entries} newest first ----

export interface AuditEntry {
  readonly id: number;
  readonly at: string;
  readonly adminEmail: string;
  /** e.g. `venue.create`, `key.revoke`, `guest.correction`. */
  readonly action: string;
  /** What was changed, e.g. `venue cafe-1`, `guest +79991234567`. */
  readonly target: string;
  readonly before?: unknown;
  readonly after?: unknown;
  readonly reason?: string;
}
