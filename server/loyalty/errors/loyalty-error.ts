import { loyaltyErrors, type LoyaltyErrorName } from '../../../shared/loyalty-api/error-codes.js';
import { HttpError } from '../../errors/http-error.js';

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
