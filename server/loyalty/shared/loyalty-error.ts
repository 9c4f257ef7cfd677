import { HttpError } from '../../errors/http-error.js';

/** Every error code of the loyalty API with its HTTP status (the table in docs/loyalty-api.md). */
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
  validation: { code: '9004', status: 400 },
  apiKeyMissing: { code: '9001', status: 401 },
  tokenInvalid: { code: '9002', status: 401 },
  organizationForbidden: { code: '9003', status: 403 },
  passwordWrong: { code: '9005', status: 401 },
  addressForbidden: { code: '9006', status: 403 },
} as const;

export type LoyaltyErrorName = keyof typeof loyaltyErrors;

/** A refusal of the loyalty domain, written as `{"error":{"code","message"}}` by the error middleware. */
export class LoyaltyError extends HttpError {
  constructor(
    /** Which refusal it is, for callers that answer it their own way (the console's 409s). */
    readonly kind: LoyaltyErrorName,
    message: string,
  ) {
    super(loyaltyErrors[kind].status, message, loyaltyErrors[kind].code);
  }
}
