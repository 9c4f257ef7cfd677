import { apiErrorCodes } from '../../../shared/api/api-errors';
import type { GuestView } from '../../../shared/api/guests';
import type { ConfirmGuestMode } from '../../../shared/api/payment-prompt';
import { ApiError } from '../api/http-client';
import type { GuestIdentity } from '../api/terminal-api';
import { lookupGuest, type LookupBy } from '../guests/guests-api';
import { isSwipe, readIdentity } from './identify-input';

/** What the cashier's entry is looked up by before paying, when the prompt shows the guest first. */
export interface GuestToConfirm {
  readonly identity: GuestIdentity;
  readonly by: LookupBy;
  readonly value: string;
}

/**
 * Whether the cashier's entry shows the guest (name, balance, the amount) before it pays, under `prompt.confirmGuest`:
 * `typed` a phone or card typed by hand (a swipe is the card in hand); `always` every phone and card; `never` none. A
 * one-time code is the guest's own consent: it pays at once in every mode. Undefined when the entry pays at once.
 */
export function guestToConfirm(mode: ConfirmGuestMode, input: string): GuestToConfirm | undefined {
  const identity = readIdentity(input);
  if (!identity || mode === 'never' || 'paymentCode' in identity) return undefined;
  if (mode === 'typed' && isSwipe(input)) return undefined;
  if ('phone' in identity) return { identity, by: 'phone', value: identity.phone };
  return { identity, by: 'card', value: 'cardNumber' in identity ? identity.cardNumber : identity.cardTrack };
}

/** Lookup refusals after which the try itself answers (refusing it, nothing charged). */
const triedAnyway = new Set<string>([apiErrorCodes.guestNotFound, apiErrorCodes.lookupNotOffered]);

/**
 * The guest to show, looked up without charging or using up anything (`GET /api/guests/lookup`); undefined when no
 * member has it or the service does not look cards up: the try itself then refuses, with nothing charged.
 */
export async function findGuestToConfirm(entry: GuestToConfirm): Promise<GuestView | undefined> {
  try {
    return await lookupGuest(entry.by, entry.value);
  } catch (error) {
    if (error instanceof ApiError && error.code !== undefined && triedAnyway.has(error.code)) return undefined;
    throw error;
  }
}
