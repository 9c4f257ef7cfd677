import type { Database } from 'better-sqlite3';
import { apiErrorCodes } from '../../shared/api/api-errors.js';
import { paymentMessage, type PaymentMessage } from '../../shared/i18n/payment-messages.js';
import { HttpError } from '../errors/http-error.js';
import type { GuestInput } from './authorize-payment.js';
import { wrongCodes } from './code-tries.js';
import { maxWrongCodes } from './decline-messages.js';
import type { PaymentRow } from './payment-store.js';

/** What the cashier's try is checked against before the loyalty service is asked. */
export interface IdentifyContext {
  readonly db: Database;
  readonly tipsEnabled: boolean;
  /** The loyalty service is known to find guests by phone only. */
  readonly phoneOnly: boolean;
}

/**
 * Refuses (HttpError) a try the payment cannot take at all; returns why the payment keeps waiting for a try refused
 * without asking the service (a code after too many wrong ones, a card or code on a phone-only service); else nothing.
 */
export function checkTry(ctx: IdentifyContext, row: PaymentRow, input: GuestInput): PaymentMessage | undefined {
  if (row.state !== 'awaiting_guest')
    throw new HttpError(
      409,
      `payment ${row.id} is ${row.state}, not awaiting the guest`,
      apiErrorCodes.paymentNotWaiting,
    );
  if (input.tipMinor > 0 && !ctx.tipsEnabled)
    throw new HttpError(400, 'tips are switched off on this bridge', apiErrorCodes.tipsOff);
  if (input.tipMinor > 0 && row.request_version < 2)
    throw new HttpError(
      400,
      'this station speaks protocol version 1: it cannot take a tip',
      apiErrorCodes.tipNotSupported,
    );
  if ('paymentCode' in input.lookup && wrongCodes(ctx.db, row.id) >= maxWrongCodes)
    return paymentMessage('codesLocked', { limit: maxWrongCodes });
  if (!('phone' in input.lookup) && ctx.phoneOnly) return paymentMessage('lookupNotOffered', {});
  return undefined;
}
