/**
 * What the FarCards HTTP door (r_keeper's ExtDllHTTP.dll calling the bridge as its processing server) hands to the
 * check service and gets back: the requests parsed and the money in integer hundredths (kopecks), whatever unit the
 * wire uses. The door (`farcards-router.ts`, `wire/`) owns XML; the service (`checks/`) owns the loyalty logic.
 * Its field lists resemble other records' (the journal, the loyalty client) in shape only: each names the wire's fields.
 */

/** A check line (`CHECK/CHECKDATA/CHECKLINES/LINE`). Money in hundredths; the quantity as a decimal number. */
export interface CheckLine {
  /** The row id within the check (`uni`); modifiers name their dish's row in `parentUni`. */
  readonly uni: string;
  /** The r_keeper dish code (`code`), the loyalty product code. */
  readonly code: string;
  readonly name: string;
  /** `dish`, `combo`, `modify` (a modifier of the line named by `parentUni`), `ticket`; as given, lower case. */
  readonly type: string;
  readonly parentUni?: string | undefined;
  readonly quantity: number;
  /** The line at list price (`pr_list_sum`, else price × quantity). */
  readonly listSumMinor: number;
  /** The line after the till's own discounts (`sum`). */
  readonly sumMinor: number;
  /** The check's category of the dish (`categ_id`), when given. */
  readonly category?: string | undefined;
}

/** A discount row of the check (`CHECKDISCOUNTS/DISCOUNT`); `sumMinor` negative as r_keeper writes it. */
export interface CheckDiscount {
  readonly code: string;
  readonly name: string;
  /** The interface id that took part (`interface`), when one did (a card's). */
  readonly interfaceId?: string | undefined;
  readonly cardCode?: string | undefined;
  readonly sumMinor: number;
}

/** A payment row of the check (`CHECKPAYMENTS/PAYMENT`): a discount row's fields and the kind of payment. */
export interface CheckPayment extends CheckDiscount {
  /** 1 cash, 2 bank card, 3 other (`paytype`); 0 when absent. */
  readonly payType: number;
}

/** The check XML (`CHECK`) as far as loyalty needs it. */
export interface FarcardsCheck {
  /** `chmode`: 0 technical, 1 sale, 2 rollback of a sale, 3 return, 4 rollback of a return, 5 editing, 6 bill, 7 calculation… */
  readonly mode: number;
  readonly stationCode?: string | undefined;
  readonly restaurantCode?: string | undefined;
  /** `checknum` as given (digits in practice). */
  readonly checkNumber?: string | undefined;
  readonly orderNumber?: string | undefined;
  /** `checkguid` / `orderguid` without braces, lower case. */
  readonly checkGuid?: string | undefined;
  readonly orderGuid?: string | undefined;
  /** `generateddatetime` when it parses as a date-time (the vendor's own example is garbled). */
  readonly generatedAt?: string | undefined;
  /** `locale` (LCID; 1049 Russian). */
  readonly locale?: number | undefined;
  /** The holders' cards (`EXTINFO/INTERFACES/INTERFACE/HOLDERS/ITEM cardcode`), non-empty ones. */
  readonly holderCards: readonly string[];
  readonly lines: readonly CheckLine[];
  readonly discounts: readonly CheckDiscount[];
  readonly payments: readonly CheckPayment[];
}

/** getcardinfoex: `ROOT/QRY` with `Card`, `Restaurant`, `UnitNo` and the check in `INPBUF` (absent in short calls). */
export interface CardQuery {
  /** As typed or swiped (digits; a phone, a one-time code, a promo code are all digits at an r_keeper till). */
  readonly card: string;
  readonly restaurant: number;
  readonly unitNo: number;
  readonly check?: FarcardsCheck | undefined;
}

/** What getcardinfoex answers; the door writes it as `Root/GetCardInfoEx`. */
export type CardInfo =
  | { readonly kind: 'unknown'; readonly message: string }
  | {
      readonly kind: 'found';
      /** The holder's name (the door cuts it to 40 bytes of the till's code page). */
      readonly holder: string;
      /** Stable numbers of the guest and card (Int64 and DWORD on the till): `PersonID`, `Account`. */
      readonly personId: string;
      readonly account: number;
      /** Set when the guest or card may not be used; `WhyLock` shown at the till. */
      readonly locked?: { readonly reason: string } | undefined;
      /** What bonuses may pay on this check (`Summa`): the lesser of the balance and the programme's share. */
      readonly mayPayMinor: number;
      /** The balance, for the cashier's text; may exceed `mayPayMinor`. */
      readonly balanceMinor: number;
      /** The campaigns' discount on this check (`DiscLimit`), with the r_keeper discount code to apply (`Discount`). */
      readonly discountMinor: number;
      readonly discountCode: number;
      /** The r_keeper bonus code (`Bonus`) when the installation uses one; 0 none. */
      readonly bonusCode: number;
      /** Text for the cashier's screen and for the slip (`ScrMessage`, `PrnMessage`), and free info (`DopInfo`). */
      readonly screenMessage: string;
      readonly printMessage: string;
      readonly extraInfo: string;
    };

/**
 * One transaction of a transactionsex batch (ExtDLL `Kind`): 0 payment, 1 discount, 2 bonus accrual, 3 spending. Alike
 * in shape to FarcardsCheck above by chance: optional fields of the XML, each its own thing.
 */
export interface CardTransaction {
  /** 1-based position in the batch (`num` of a TRRESPONSE TRANSACTION). */
  readonly position: number;
  readonly card: string;
  readonly personId?: string | undefined;
  readonly account?: number | undefined;
  readonly kind: 0 | 1 | 2 | 3;
  /** Signed as r_keeper signs it: a write-off (kind 0) negative, its cancellation positive; see docs/farcards.md. */
  readonly amountMinor: number;
  readonly restaurant?: number | undefined;
  /** The till's business day (days since 1899-12-30, `RKDate`), station (`RKUni`) and check number (`RKCheck`), when given. */
  readonly cashDate?: number | undefined;
  readonly station?: number | undefined;
  readonly checkNumber?: number | undefined;
  /** The check row the transaction belongs to (a `Uni` attribute, when a sender gives one; `RKUni` is the station). */
  readonly uni?: string | undefined;
}

/** transactionsex: the transactions of one check and the check itself. */
export interface TransactionBatch {
  readonly transactions: readonly CardTransaction[];
  readonly check?: FarcardsCheck | undefined;
}

/** A transaction the answer reports back (`TRRESPONSE/TRANSACTION`): a slip, or the value the service really applied. */
export interface TransactionReport extends Pick<CardTransaction, 'position' | 'card'> {
  readonly valueMinor?: number | undefined;
  readonly slip?: string | undefined;
  readonly externalId?: string | undefined;
}

/** All or nothing: `done` means every transaction of the batch is applied (or waits in the outbox, said in `warning`). */
export type TransactionsOutcome =
  | { readonly kind: 'done'; readonly warning?: string | undefined; readonly reports: readonly TransactionReport[] }
  | { readonly kind: 'refused'; readonly errorCode: number; readonly reason: string };

/** findemail: the card of a guest found by e-mail, or not found. */
export type EmailLookup =
  | { readonly kind: 'found'; readonly card: string; readonly account: number; readonly holder: string }
  | { readonly kind: 'unknown'; readonly message: string };

/** The language of the cashier's texts (the check's `locale`, else the till's setting). */
export type CashierLanguage = 'en' | 'ru';

/** The check service behind the door (implemented in `checks/`). Its answers never throw for a client's mistake. */
export interface FarcardsService {
  cardInfo(query: CardQuery, language: CashierLanguage): Promise<CardInfo>;
  transactions(batch: TransactionBatch, language: CashierLanguage): Promise<TransactionsOutcome>;
  findEmail(email: string, language: CashierLanguage): Promise<EmailLookup>;
}
