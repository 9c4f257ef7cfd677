import type { Queries } from '../database/loyalty-db.js';
import { TooManyRequestsError } from '../../errors/http-error.js';
import {
  lockSubjects,
  pruneLimits,
  recordHits,
  secondsUntilAllowed,
  type Limit,
  type LimitKind,
} from './limit-store.js';
import type { SignInSettings } from './sign-in-settings.js';

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

/**
 * Throws 429 (with the wait of the limit that frees last) when any of the limits is used up. Exact only inside a write
 * that holds the limits (holdLimits); outside one it is an early refusal that spares the rest of the request.
 */
export async function refuseOverLimit(
  q: Queries,
  limits: readonly Limit[],
  settings: SignInSettings,
  at: number,
): Promise<void> {
  let worst: { limit: Limit; seconds: number } | undefined;
  for (const limit of limits) {
    const seconds = await secondsUntilAllowed(q, limit, settings.limitWindowSeconds, at);
    if (seconds > (worst?.seconds ?? 0)) worst = { limit, seconds };
  }
  if (worst)
    throw new TooManyRequestsError(`${refusals[worst.limit.kind]}: try again in ${worst.seconds} s`, worst.seconds);
}

/** Inside a write: locks the limits' subjects until it commits, then refuses with 429 when any is used up. */
export async function holdLimits(
  q: Queries,
  limits: readonly Limit[],
  settings: SignInSettings,
  at: number,
): Promise<void> {
  await lockSubjects(q, limits, at);
  await refuseOverLimit(q, limits, settings, at);
}

/** Inside the write that holds the limits: counts one hit against each and drops what left the window; returns the hits' ids. */
export async function countHits(
  q: Queries,
  limits: readonly Limit[],
  settings: SignInSettings,
  at: number,
): Promise<number[]> {
  const ids = await recordHits(q, limits, at);
  await pruneLimits(q, settings.limitWindowSeconds, at);
  return ids;
}
