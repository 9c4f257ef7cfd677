import { loyaltyErrors } from '../../../shared/loyalty-api/error-codes.js';
import type { LoyaltyClient } from '../../loyalty-client/loyalty-client.js';
import { GuestLookupNotOfferedError, LoyaltyApiError } from '../../loyalty-client/loyalty-client-errors.js';
import type { GuestLookup, GuestWithCards } from '../../loyalty-client/loyalty-types.js';
import { normalizePhone } from '../../phone/phone-number.js';

/** The guest a card stands for: the phone the loyalty API knows it by and the name the till shows. */
export interface CardHolder {
  readonly phone: string;
  readonly name: string;
}

/** Refusals that only say "not this kind of identifier": the next kind is tried. */
const notFound = new Set<string>([
  loyaltyErrors.guestNotFound.code,
  loyaltyErrors.paymentCodeInvalid.code,
  loyaltyErrors.validation.code,
  '9429',
]);

/** A one-time payment code is 8 digits (docs/loyalty-api.md, "guests/generateCode"). */
const paymentCodePattern = /^\d{8}$/;

/**
 * The lookups a typed or swiped card is tried as, in order: a card number, a card track, a one-time payment code (8
 * digits; consumed, so tried after the cards), a phone typed as a card.
 */
function lookupsFor(card: string, phoneRegion: string): GuestLookup[] {
  const tries: GuestLookup[] = [{ cardNumber: card }, { cardTrack: card }];
  if (paymentCodePattern.test(card)) tries.push({ paymentCode: card });
  const phone = normalizePhone(card, phoneRegion);
  if (phone) tries.push({ phone });
  return tries;
}

function holderOf(found: GuestWithCards): CardHolder {
  const { phone, firstName, lastName } = found.guest;
  const name = [firstName, lastName].filter((part) => part && part.trim() !== '').join(' ');
  return { phone, name: name === '' ? phone : name };
}

/**
 * The holder of a card as typed at the till, or undefined when no guest matches (a card the console blocked finds
 * nobody too). A service without `guests/find` (phone only) is asked by phone only. Unreachability is thrown.
 */
export async function resolveCard(
  loyalty: LoyaltyClient,
  card: string,
  phoneRegion: string,
): Promise<CardHolder | undefined> {
  for (const lookup of lookupsFor(card, phoneRegion)) {
    if (!('phone' in lookup) && loyalty.knownPhoneOnly) continue;
    try {
      return holderOf(await loyalty.findGuest(lookup));
    } catch (error) {
      if (error instanceof GuestLookupNotOfferedError) continue;
      if (error instanceof LoyaltyApiError && notFound.has(error.code)) continue;
      throw error;
    }
  }
  return undefined;
}

/** The stable numbers the till keeps for a guest (`PersonID` Int64, `Account` DWORD): its phone's digits. */
export function guestNumbers(phone: string): { readonly personId: string; readonly account: number } {
  const digits = phone.replace(/\D/g, '');
  return { personId: digits, account: Number(digits.slice(-9)) };
}
