import { paymentCodePattern } from '../../../shared/api/payment-code';
import type { GuestIdentity } from '../api/terminal-api';

export type IdentityKind = 'cardTrack' | 'cardNumber' | 'phone' | 'paymentCode';

/** Track 2 as a keyboard-wedge reader types it: `;` PAN `=` expiry and data `?` (sentinels optional). */
const track2 = /^;?(\d{8,19})=[^?]*\??/;
/** Track 1: `%B` PAN `^` NAME `^` expiry and data `?`; a reader may send track 2 after it. */
const track1 = /^%?B(\d{8,19})\^[^^]*\^[^?]*\??/;

/**
 * Reads what the cashier typed or the card reader sent into one of the four lookups:
 * - a magnetic track as a reader types it (`;5536910012344820=2812?`, `%B5536910012344820^IVANOVA/MARIA^2812?`, or
 *   both): the card number in it;
 * - 8 digits: the guest's one-time payment code (a card number of exactly 8 digits is swiped, not typed);
 * - a leading `+`, or 11 digits starting with 7 or 8, or 10 digits starting with 9: a phone (Russian numbers get +7);
 * - other digits (spaces and dashes allowed): a card number;
 * - anything else (a loyalty card's own track, e.g. `;T1234?`): a card track, without the start and end sentinels.
 * Undefined for empty input.
 */
export function readIdentity(input: string): GuestIdentity | undefined {
  const text = input.trim();
  if (text === '') return undefined;
  const pan = track1.exec(text)?.[1] ?? track2.exec(text)?.[1];
  if (pan !== undefined) return { cardNumber: pan };
  const compact = text.replace(/[\s()-]/g, '');
  if (paymentCodePattern.test(compact)) return { paymentCode: compact };
  if (/^\+\d{7,15}$/.test(compact)) return { phone: compact };
  if (/^[78]\d{10}$/.test(compact)) return { phone: `+7${compact.slice(1)}` };
  if (/^9\d{9}$/.test(compact)) return { phone: `+7${compact}` };
  if (/^\d+$/.test(compact)) return { cardNumber: compact };
  const track = text.replace(/^[;%]/, '').replace(/\?$/, '');
  return track === '' ? undefined : { cardTrack: track };
}

/**
 * The input came from a card reader, not the keys: a magnetic track (a PAN track, or a loyalty card's own track between
 * its start sentinel `;` or `%` and `?`). A card number or a track body typed by hand is not a swipe.
 */
export function isSwipe(input: string): boolean {
  const text = input.trim();
  return track1.test(text) || track2.test(text) || /^[;%].+/.test(text);
}

export function identityKind(identity: GuestIdentity): IdentityKind {
  if ('paymentCode' in identity) return 'paymentCode';
  if ('phone' in identity) return 'phone';
  if ('cardNumber' in identity) return 'cardNumber';
  return 'cardTrack';
}

/** The hint under the guest field: a key of the `prompt` namespace, with the kind of what was typed. */
export interface FieldHint {
  readonly key: 'guestHint' | 'phoneOnlyHint' | 'notOfferedHint' | `kind.${IdentityKind}`;
  readonly kind?: IdentityKind;
}

/**
 * What was typed is read as (its kind); with a service that finds guests by phone only, a card or code is marked as
 * not looked up and an empty field says phone only. An empty field after a try shows no hint: the try's message says
 * what was wrong (with a phone-only service, that only a phone is looked up), and the field's label asks for the phone.
 */
export function fieldHint(
  identity: GuestIdentity | undefined,
  phoneOnly: boolean,
  afterTry: boolean,
): FieldHint | undefined {
  if (identity) {
    const kind = identityKind(identity);
    return phoneOnly && kind !== 'phone' ? { key: 'notOfferedHint', kind } : { key: `kind.${kind}` };
  }
  if (afterTry) return undefined;
  return phoneOnly ? { key: 'phoneOnlyHint' } : { key: 'guestHint' };
}

/** A tip from a preset percentage of the amount, in whole hundredths (rounded half up). */
export function tipFromPercent(amountMinor: number, percent: number): number {
  return Math.floor((amountMinor * percent + 50) / 100);
}
