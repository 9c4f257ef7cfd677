import type { BonusLimit, GuestWithNumericSex, LoyaltyCard } from '../../shared/loyalty-api/b2b-api.js';

/**
 * The client's own views of the b2b answers (`shared/loyalty-api/b2b-api.ts`), amounts converted to integer hundredths.
 */

export type GuestLookup =
  | { readonly phone: string }
  | { readonly cardTrack: string }
  | { readonly cardNumber: string }
  /** `orderId`: the order the till will pay with the guest, so that a code pays at most once (docs/loyalty-api.md). */
  | { readonly paymentCode: string; readonly orderId?: string };

/** The guest as the bridge reads `guests/get` and `guests/find`: the names it shows and the cards. */
export interface GuestWithCards {
  readonly guest: Pick<GuestWithNumericSex, 'phone'> &
    Partial<Pick<GuestWithNumericSex, 'firstName' | 'middleName' | 'lastName'>>;
  readonly loyaltyCards: readonly LoyaltyCard[];
}

/** A guest enrolled at the till (`guests/save`): the phone in E.164 and the name the cashier typed. */
export interface NewGuest {
  readonly phone: string;
  readonly firstName: string;
}

export interface Wallet {
  readonly balanceMinor: number;
  readonly rankName?: string | undefined;
}

/** What an order line and each of its modifiers give, in hundredths (a modifier's totals are those on its line). */
interface OrderItem {
  readonly code: string;
  readonly name: string;
  /** What it costs after the till's own discounts. */
  readonly amountMinor: number;
  /** At list price; `amountMinor` when absent. */
  readonly listMinor?: number | undefined;
  /** 1 when absent; at most 3 decimals. */
  readonly quantity?: number | undefined;
}

/** One order line for calculate/confirm; its modifiers count as part of it. */
export interface OrderLine extends OrderItem {
  readonly categories?: readonly string[] | undefined;
  readonly modifiers?: readonly OrderItem[] | undefined;
}

/**
 * The order as sent to calculate and confirm (the fingerprint binds its exact content): the client's view of
 * shared/loyalty-api/b2b-api.ts's Order (hundredths, undefined for absent), mapped by loyalty-client.ts's orderBody.
 */
export interface LoyaltyOrder {
  readonly openedAt: string;
  readonly lines: readonly OrderLine[];
  /** The cash register's check number (a Tillbridge extension: the order history's `number`). */
  readonly number?: number | undefined;
  /** The till pays an amount without knowing the check (a Tillbridge extension, see docs/loyalty-api.md). */
  readonly withoutCheck?: boolean | undefined;
  /** The client pays an amount of a check whose share it applied itself (a Tillbridge extension, docs/loyalty-api.md). */
  readonly withinCheck?: boolean | undefined;
}

export interface Calculation {
  readonly fingerprint: string;
  readonly minPaymentMinor: number;
  readonly maxPaymentMinor: number;
  /** The guest's balance as the calculation saw it, when the service reports it. */
  readonly balanceMinor?: number | undefined;
  /** What bounds the payment, when the service says (a Tillbridge extension). */
  readonly limit?: BonusLimit | undefined;
  /** The campaigns' and gifts' discount on the order. */
  readonly discountMinor: number;
  /** What the guest earns at close when paying the least, and when paying the most, with bonuses. */
  readonly accrualMinMinor: number;
  readonly accrualMaxMinor: number;
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
