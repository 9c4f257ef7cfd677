/**
 * The b2b API of the loyalty service (`POST /b2b/v1/loyalty/...`, header `ApiKey`; docs/loyalty-api.md)
 * as plain types, written once: the service's zod schemas are checked against them by the compiler
 * (`server/loyalty/openapi/contract.ts`) and the bridge's client (`server/loyalty-client/`) sends and reads them. Money
 * is a decimal number of currency units (at most 2 decimals; `shared/money.ts` converts), quantities have at most 3.
 */

/** A venue (its posObjectId); a venue of a network addresses the whole network. */
export interface OrganizationIdentity {
  readonly type: 'posObjectId';
  readonly id: string;
}

/** A guest by phone, as people write it; answers give it in E.164. */
export interface GuestIdentity {
  readonly type: 'phone';
  readonly phone?: string | null;
}

export type SexName = 'notSpecified' | 'male' | 'female';

/** `guests/save` and `guests/update` answer the guest so; `guests/get` with `sex` as a number (`GuestWithNumericSex`). */
export interface GuestResult {
  readonly phone: string;
  readonly firstName: string | null;
  readonly middleName: string | null;
  readonly lastName: string | null;
  readonly email: string | null;
  readonly birthday: string | null;
  readonly sex: SexName;
}

/** `guests/get`'s guest: sex 0 not specified, 1 male, 2 female. */
export interface GuestWithNumericSex extends Omit<GuestResult, 'sex'> {
  readonly sex: number;
}

export interface LoyaltyCard {
  readonly track: string;
  readonly number: string;
  readonly isVirtual: boolean;
}

/** `guests/get`, and `guests/find` (this project's lookup by card or one-time code). */
export interface GetGuestResponse {
  readonly guest: GuestWithNumericSex;
  readonly loyaltyCards?: readonly LoyaltyCard[] | null;
}

export interface Rank {
  readonly name: string;
  readonly index: number;
  readonly cashbackPercentage: number;
  /** A rank that must be confirmed: what is left to spend, and the hours left to spend it in. */
  readonly confirmation?: { readonly sumLeft: number; readonly hoursLeft: number };
}

/** `guests/getWallet`. */
export interface WalletResponse {
  readonly balance: number;
  readonly currentRank?: Rank;
}

/** `guests/addBonus` and `guests/writeoffBonus`. */
export interface BonusChangeRequest {
  readonly guest: GuestIdentity;
  readonly organization: OrganizationIdentity;
  readonly amount: number;
  readonly comment: string;
}

export interface Product {
  readonly code: string;
  readonly name: string;
  readonly group?: string | null;
  readonly categories?: readonly string[] | null;
}

/**
 * A modifier of a dish (`price` and `cost` are its totals on the line, like the item's): it counts as part of its line
 * in every sum, discount, share and accrual (docs/loyalty-api.md, "Modifiers").
 */
export interface OrderItemModifier {
  readonly modifier: Product;
  readonly price: number;
  readonly cost: number;
  readonly discount: number;
  readonly quantity: number;
  readonly extraCharge?: number;
}

/** `price`: the line's total at list price; `cost`: with external discounts. */
export interface OrderItem {
  readonly product: Product;
  readonly price: number;
  readonly cost: number;
  readonly discount?: number;
  readonly extraCharge?: number;
  readonly quantity: number;
  readonly modifiers?: readonly OrderItemModifier[] | null;
}

export interface Order {
  readonly openedAt: string;
  readonly items: readonly OrderItem[];
  /** Tillbridge extension: the cash register's check number, answered as the order history's `number`. */
  readonly number?: number | null;
  /**
   * Tillbridge extension: the till pays an amount without knowing the check, so the programme's bonus share does not
   * apply; its rule for payments without a check does (`upToBalance` or `refused`).
   */
  readonly withoutCheck?: boolean | null;
  /**
   * Tillbridge extension: the client pays an amount of a check whose bonus share it applied itself (the bridge's open
   * FarCards check), so neither the programme's share nor its rule for payments without a check applies; never with
   * `withoutCheck`.
   */
  readonly withinCheck?: boolean | null;
}

type Delivery = { readonly expedition: { readonly type: 'delivery' | 'pickup' } } | null;
type Promocodes = readonly { readonly value: string }[] | null;

/** `orders/calculate`. */
export interface CalculateRequest {
  readonly order: Order;
  readonly organization: OrganizationIdentity;
  readonly guest?: GuestIdentity | null;
  readonly delivery?: Delivery;
  readonly promocodes?: Promocodes;
}

/** `orders/confirm`: the order as calculated, bound by the calculation's fingerprint, with the bonuses to pay. */
export interface ConfirmRequest {
  readonly id: string;
  readonly order: Order;
  readonly organization: OrganizationIdentity;
  readonly guest?: GuestIdentity | null;
  readonly delivery?: Delivery;
  readonly loyalty?: {
    readonly pattern: 'fingerprint';
    readonly fingerprint?: {
      readonly value: string;
      readonly options?: {
        readonly hold?: boolean | null;
        readonly bonuses?: { readonly payment: number } | null;
      } | null;
    } | null;
  } | null;
}

/** `orders/close`. */
export interface CloseRequest {
  readonly id: string;
  readonly closedAt: string;
}

/** `orders/refund`: the listed items, or (no items) the whole order. */
export interface RefundRequest {
  readonly id: string;
  readonly refundId: string;
  readonly refundedAt: string;
  readonly items?: readonly { readonly product: { readonly code: string }; readonly quantity: number }[] | null;
}

/** `orders/reset`. */
export interface ResetRequest {
  readonly organization: OrganizationIdentity;
  readonly orderId: string;
}

/** `orders/confirm`, `refund`, `reset`. */
export interface OrderIdResponse {
  readonly id: string;
}

/**
 * `orders/close`: the id, and (a Tillbridge extension) the bonuses the close accrued; a client of another service finds
 * it absent and reads the order history instead.
 */
export interface CloseResponse extends OrderIdResponse {
  readonly accruedBonuses: number;
}

interface TotalByCode {
  readonly code: string;
  readonly total: number;
}

export interface Discounts {
  readonly total: number;
  readonly totalByCode: readonly TotalByCode[];
}

export interface Bonuses {
  readonly payments: { readonly total: number; readonly totalByCode: readonly TotalByCode[] };
  readonly accruals: { readonly total: number };
  /** Deprecated: `payments.total`. */
  readonly payment?: number;
  /** Deprecated: `accruals.total`. */
  readonly accrual?: number;
}

/**
 * What bounds the bonus payment of a calculation: the programme's share of the order, the guest's balance, the whole
 * order (a payment without a check, `order.withoutCheck`, under the rule `upToBalance`), or the programme's refusal of
 * payments without a check (the rule `refused`).
 */
export type BonusLimit = 'share' | 'balance' | 'order' | 'refusedWithoutCheck';

export interface CalculationNotification {
  readonly primary: string;
  readonly secondary: string;
}

/** A product gift the guest holds, applied as a full discount on one unit of its product (a project extension). */
export interface AppliedGift {
  readonly id: string;
  readonly campaignId: string;
  readonly name: string;
  readonly productCode: string;
  readonly discount: number;
  readonly expirationDate: string;
}

export interface LoyaltyCalculation {
  readonly fingerprint: string;
  readonly summary: {
    readonly discounts: Discounts;
    readonly bonuses?: { readonly min: Bonuses; readonly max: Bonuses };
  };
  readonly details: {
    readonly programs: readonly {
      readonly program: { readonly id: string; readonly name: string };
      readonly discounts?: Discounts;
      readonly notifications: readonly CalculationNotification[];
    }[];
    readonly bonuses?: {
      readonly progress: { readonly balance: number; readonly rank?: Rank };
      readonly min: Bonuses;
      readonly max: Bonuses;
      readonly notifications: readonly CalculationNotification[];
      /** Tillbridge extension: what bounds `max` (absent for a blocked guest). */
      readonly limit?: BonusLimit;
      /** Tillbridge extension: `max` without the balance (the programme's share of the order, or its rule without a check). */
      readonly maxBeforeBalance?: number;
    };
  };
  readonly gifts: readonly AppliedGift[];
}

/** `orders/calculate`. */
export interface CalculateResponse {
  readonly loyalty: LoyaltyCalculation;
}

export interface OrderHistoryProduct {
  readonly code: string;
  readonly name: string;
  readonly group: string | null;
  readonly price: number;
  readonly cost: number;
  readonly quantity: number;
}

/** One order of `guests/getOrdersHistory`; `еarnedBonuses` starts with the Cyrillic е (U+0435), as docs/loyalty-api.md writes it. */
export interface OrderHistoryRecord {
  readonly id: string;
  readonly number: number | null;
  readonly fullSum: number;
  readonly sumToPay: number;
  readonly freeProductSum: number;
  readonly paidWithBonuses: number;
  readonly '\u0435arnedBonuses': number;
  readonly bonusPaymentRollbackSum: number;
  readonly openTime: string;
  readonly closeTime: string | null;
  readonly status: 'open' | 'closed' | 'aborted';
  readonly products: readonly OrderHistoryProduct[];
  readonly organizationId: string;
  readonly source: 'indoor' | 'delivery';
}

/** `guests/getOrdersHistory`. */
export interface OrdersHistoryResponse {
  readonly orders: readonly OrderHistoryRecord[];
  readonly totalCount: number;
}
