import type { BonusLimit } from '../../../shared/loyalty-api/b2b-api.js';
import type { CampaignRow } from '../campaigns/campaign-store.js';
import type { HeldProductGift } from '../campaigns/gift-store.js';
import type { Programme } from '../wallet/programme.js';

export interface OrderLine {
  readonly code: string;
  readonly name: string;
  readonly group: string | null;
  readonly categories: readonly string[];
  readonly priceMinor: number;
  readonly costMinor: number;
  readonly quantityMilli: number;
}

export interface AppliedProgram {
  readonly campaign: CampaignRow;
  readonly discountMinor: number;
  readonly byCode: Map<string, number>;
  /** What the answer's notifications say for it (none: the campaign's description). */
  readonly notes: readonly string[];
}

/** A held product gift applied to one unit of an order line. */
export interface AppliedGift {
  readonly gift: HeldProductGift;
  /** Index of the order line whose unit it makes free. */
  readonly line: number;
  readonly discountMinor: number;
}

export interface Calculation {
  readonly lines: readonly OrderLine[];
  /** Loyalty discount per line (campaigns and gifts), hundredths. */
  readonly lineDiscounts: number[];
  readonly programs: AppliedProgram[];
  readonly gifts: readonly AppliedGift[];
  readonly programme: Programme;
  /** Present with a guest: bonus payment limits and accruals. */
  readonly bonuses?: {
    readonly minPay: number;
    readonly maxPay: number;
    readonly accrualMin: number;
    readonly accrualMax: number;
    readonly cashbackBp: number;
    readonly blocked: boolean;
    /** What bounds maxPay (for an unblocked guest). */
    readonly limit: BonusLimit;
    /** maxPay without the balance: the programme's share of the order (or its rule for a payment without a check). */
    readonly maxBeforeBalance: number;
  };
}
