import type { Database } from 'better-sqlite3';
import { TooManyRequestsError } from '../../http/http-error.js';
import { recordHits, secondsUntilAllowed, type Limit, type LimitKind } from './limit-store.js';
import type { Clock, SignInSettings } from './sign-in-settings.js';

const refusals: Record<LimitKind, string> = {
  'sms-phone': 'too many codes were sent to this phone',
  'sms-address': 'too many codes were requested from this address',
  'check-phone': 'too many wrong codes for this phone',
};

/** The limits one SMS send counts against: its phone and the client's address. */
export function sendLimits(settings: SignInSettings, phone: string, address: string): Limit[] {
  return [
    { kind: 'sms-phone', subject: phone, max: settings.smsPerPhone },
    { kind: 'sms-address', subject: address, max: settings.smsPerAddress },
  ];
}

/** The limit a wrong code check counts against: its phone, whichever code and site key it was for. */
export function checkLimits(settings: SignInSettings, phone: string): Limit[] {
  return [{ kind: 'check-phone', subject: phone, max: settings.wrongChecksPerPhone }];
}

/** Throws 429 (with the wait of the limit that frees last) when any of the limits is used up. */
export function refuseOverLimit(db: Database, limits: readonly Limit[], settings: SignInSettings, now: Clock): void {
  let worst: { limit: Limit; seconds: number } | undefined;
  for (const limit of limits) {
    const seconds = secondsUntilAllowed(db, limit, settings.limitWindowSeconds, now);
    if (seconds > (worst?.seconds ?? 0)) worst = { limit, seconds };
  }
  if (worst)
    throw new TooManyRequestsError(`${refusals[worst.limit.kind]}: try again in ${worst.seconds} s`, worst.seconds);
}

/** Counts one hit against each limit; the returned function takes them back. */
export function countHits(db: Database, limits: readonly Limit[], settings: SignInSettings, now: Clock): () => void {
  return recordHits(db, limits, settings.limitWindowSeconds, now);
}
