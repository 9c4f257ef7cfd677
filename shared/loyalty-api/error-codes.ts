/**
 * The error codes of Tillbridge's JSON APIs, in one place (the table in docs/loyalty-api.md). Every error body is
 * `{"error":{"code","message"}}`; the loyalty service answers `loyaltyErrors` with their HTTP status, and both the
 * loyalty service and the bridge's window API answer `genericErrorCodes` for errors that are not a domain's own.
 */

/** The code an error without a code of its own is answered with, by HTTP status (the error middleware's default). */
export const genericErrorCodes = {
  400: '9004',
  401: '9001',
  403: '9003',
  404: '9404',
  405: '9405',
  409: '9409',
  413: '9413',
  415: '9415',
  429: '9429',
  500: '9500',
  503: '9503',
  507: '9507',
} as const;

/** The generic code of an HTTP status; 9500 for a status without one. */
export function genericErrorCode(status: number): string {
  return (genericErrorCodes as Readonly<Record<number, string>>)[status] ?? genericErrorCodes[500];
}

/** Every refusal of the loyalty service: its code and the HTTP status it is answered with. */
export const loyaltyErrors = {
  guestNotFound: { code: '3007', status: 400 },
  guestBlocked: { code: '3008', status: 400 },
  insufficientBonuses: { code: '3020', status: 400 },
  cardTrackTaken: { code: '3030', status: 400 },
  cardNumberTaken: { code: '3031', status: 400 },
  virtualCardExists: { code: '3032', status: 400 },
  cardNotFound: { code: '3033', status: 400 },
  cardBlocked: { code: '3034', status: 400 },
  paymentCodeInvalid: { code: '3040', status: 400 },
  fingerprintInvalid: { code: '4001', status: 400 },
  fingerprintExpired: { code: '4002', status: 400 },
  orderMismatch: { code: '4003', status: 400 },
  bonusPaymentOutOfRange: { code: '4004', status: 400 },
  orderIdConflict: { code: '4005', status: 400 },
  orderNotFound: { code: '4006', status: 400 },
  orderStateConflict: { code: '4007', status: 400 },
  refundIdConflict: { code: '4008', status: 400 },
  refundExceedsOrder: { code: '4009', status: 400 },
  orderAborted: { code: '4010', status: 400 },
  orderIdAborted: { code: '4011', status: 400 },
  orderClosedNoReset: { code: '4012', status: 400 },
  orderAbortedNoReset: { code: '4013', status: 400 },
  orderAwaitingConfirm: { code: '4014', status: 400 },
  giftUnavailable: { code: '4015', status: 400 },
  validation: { code: genericErrorCodes[400], status: 400 },
  apiKeyMissing: { code: genericErrorCodes[401], status: 401 },
  tokenInvalid: { code: '9002', status: 401 },
  organizationForbidden: { code: genericErrorCodes[403], status: 403 },
  passwordWrong: { code: '9005', status: 401 },
  addressForbidden: { code: '9006', status: 403 },
} as const;

export type LoyaltyErrorName = keyof typeof loyaltyErrors;
