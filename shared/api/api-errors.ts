import { genericErrorCodes, loyaltyErrors } from '../loyalty-api/error-codes.js';

/**
 * The stable codes of the window API's errors (`{"error":{"code","message","params"?}}`). The window shows each in its
 * own language from its catalog (`renderer/src/api/locales`), never by reading `message`, which is English for logs
 * and scripts. Loyalty codes (3xxx, 4xxx) passed through keep the loyalty service's code.
 *
 * A table of its own, apart from `shared/loyalty-api/error-codes.ts`: the window API is another protocol (between the
 * bridge and its window, with `params` and texts in the window's languages) whose 96xx codes the loyalty service never
 * answers; it shares the generic codes of the common error middleware and the guest lookup's 3007, named from there.
 */
export const apiErrorCodes = {
  tokenRefused: genericErrorCodes[401],
  forbidden: genericErrorCodes[403],
  /** A field is not valid: `params.field` names it. */
  invalidInput: genericErrorCodes[400],
  noEndpoint: genericErrorCodes[404],
  methodNotAllowed: genericErrorCodes[405],
  conflict: genericErrorCodes[409],
  tooLarge: genericErrorCodes[413],
  unsupportedMediaType: genericErrorCodes[415],
  internal: genericErrorCodes[500],
  unavailable: genericErrorCodes[503],
  guestNotFound: loyaltyErrors.guestNotFound.code,
  /** `params.field`: a phone that is not a valid number. */
  phoneInvalid: '9601',
  /** `params.field`: the end of a range before its start. */
  rangeReversed: '9602',
  /** `params.max`: a period longer than the reports allow. */
  periodTooLong: '9603',
  paymentNotFound: '9604',
  shiftNotFound: '9605',
  /** The loyalty service is unreachable and the till never saw this guest. */
  guestNotSeen: '9606',
  /** The loyalty service refused a lookup with a code the window has no text for. */
  loyaltyRefused: '9607',
  /** The payment is no longer waiting for the guest (another window or the station ended it). */
  paymentNotWaiting: '9608',
  tipsOff: '9609',
  /** The station speaks protocol version 1, which carries no tip. */
  tipNotSupported: '9610',
  /** The other authorization server of the menu did not answer in time. */
  menuServerTimeout: '9611',
  menuServerUnreachable: '9612',
  menuServerTooLarge: '9613',
  /** Settings: the menu file cannot be read or is not a valid menu; `fields.menuFile` says why. */
  menuFileUnusable: '9614',
  /** Settings: an API key and a venue are required with a loyalty service URL. */
  requiredWithLoyalty: '9615',
  notASetting: '9616',
  /** The loyalty service finds guests by phone only: a card lookup is not offered (its `guests/find` is 404). */
  lookupNotOffered: '9617',
  /** Settings: the API password is for a hosted loyalty service, whose URL is not set. */
  onlyWithLoyalty: '9618',
  /** The station or guest is on no open FarCards check. */
  noOpenCheck: '9619',
  /** No FarCards check with this order id. */
  checkNotFound: '9630',
  /** The action needs the manager's PIN: the window is locked (or its unlock went idle). */
  managerLocked: '9640',
  /** A wrong manager PIN; `params.triesLeft` before the tries are locked out. */
  wrongPin: '9641',
  /** Too many wrong PINs; `params.retryAfterSeconds` until the next try. */
  pinLockedOut: '9642',
  /** `params.field`: a PIN is 4 to 8 digits. */
  pinInvalid: '9643',
} as const;

/** What an error's text may be filled with. */
export type ApiErrorParams = Readonly<Record<string, string | number>>;

/** The body of every error of the window API. */
export interface ApiErrorBody {
  readonly error: {
    readonly code: string;
    readonly message: string;
    readonly params?: ApiErrorParams;
    /** Settings: each refused key with its (English) reason, and with its code. */
    readonly fields?: Readonly<Record<string, string>>;
    readonly fieldCodes?: Readonly<Record<string, string>>;
  };
}
