import type { Database } from 'better-sqlite3';
import { loyaltyErrors } from '../../shared/loyalty-api/error-codes.js';
import { apiErrorCodes } from '../../shared/api/api-errors.js';
import type { EnrolAnswer } from '../../shared/api/guests.js';
import { HttpError } from '../errors/http-error.js';
import type { KeyedLocks } from '../http/keyed-locks.js';
import {
  LoyaltyApiError,
  LoyaltyLoginError,
  LoyaltyUnavailableError,
} from '../loyalty-client/loyalty-client-errors.js';
import type { LoyaltyClient } from '../loyalty-client/loyalty-client.js';
import type { NewGuest } from '../loyalty-client/loyalty-types.js';
import { lookupGuest } from './guest-lookup.js';

const enrolTimeoutMs = 3000;

/** True when the service knows the phone; false on "guest not found". */
async function isMember(loyalty: LoyaltyClient, phone: string): Promise<boolean> {
  try {
    await loyalty.getGuest(phone, { timeoutMs: enrolTimeoutMs });
    return true;
  } catch (error) {
    if (error instanceof LoyaltyApiError && error.code === loyaltyErrors.guestNotFound.code) return false;
    throw error;
  }
}

/** The loyalty client's errors as the window's answers: nothing was saved in either case. */
function refusal(error: unknown): unknown {
  if (error instanceof LoyaltyUnavailableError || error instanceof LoyaltyLoginError)
    return new HttpError(503, `${error.message}: the guest was not enrolled`, apiErrorCodes.unavailable);
  if (error instanceof LoyaltyApiError)
    return new HttpError(
      502,
      `the loyalty service refused the enrolment: ${error.message}`,
      apiErrorCodes.loyaltyRefused,
      {
        loyaltyCode: error.code,
      },
    );
  return error;
}

/**
 * Enrols a guest through the loyalty service's `guests/save`, unless the phone is a member already (`save` would
 * replace that guest's every value): then the guest is answered as found. Enrolments of one phone go in turn
 * (`enrolments`: two stations, or a double click), so the second finds the guest the first created. The view is read
 * back live, so the new guest's balance is the service's own (0).
 */
export async function enrolGuest(
  db: Database,
  loyalty: LoyaltyClient,
  enrolments: KeyedLocks,
  guest: NewGuest,
  at: string,
): Promise<EnrolAnswer> {
  const outcome = await enrolments.run(guest.phone, async (): Promise<EnrolAnswer['outcome']> => {
    try {
      if (await isMember(loyalty, guest.phone)) return 'alreadyMember';
      await loyalty.saveGuest(guest, { timeoutMs: enrolTimeoutMs });
      return 'enrolled';
    } catch (error) {
      throw refusal(error);
    }
  });
  return { outcome, guest: await lookupGuest(db, loyalty, { phone: guest.phone }, at) };
}
