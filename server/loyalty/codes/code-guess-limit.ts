import { TooManyRequestsError } from '../../errors/http-error.js';
import { lockedKeyFailures, secondsUntil } from '../database/key-failure-window.js';
import type { Queries } from '../database/loyalty-db.js';

/**
 * Wrong payment codes one API key may send per minute. With 8-digit codes (S = 10^8) living T = 5 minutes, a given
 * live code's chance to be guessed by one key in its life is about W·T/S = 10·5/10^8 = 5·10^-7 (docs/security.md).
 */
export const paymentCodeGuessLimit = { wrongCodesPerWindow: 10, windowMs: 60_000 };

/**
 * Inside the write that looks a payment code up: 429 (nothing else done) while the key's minute is full of wrong codes;
 * else runs `lookup`, and counts it when it finds no live code (`isWrong`), in the same write, which the caller then
 * commits even though it answers with the lookup's refusal.
 */
export async function limitCodeGuesses<T>(
  q: Queries,
  keyId: number,
  at: number,
  lookup: () => Promise<T>,
  isWrong: (result: T) => boolean,
): Promise<T> {
  const { windowMs, wrongCodesPerWindow } = paymentCodeGuessLimit;
  const { windowStartedAt, failures } = await lockedKeyFailures(q, 'api_key_code_failures', keyId, at, windowMs);
  if (failures >= wrongCodesPerWindow) {
    const retryAfterSeconds = secondsUntil(windowStartedAt + windowMs, at);
    throw new TooManyRequestsError(
      `too many wrong payment codes for this ApiKey: try again in ${retryAfterSeconds} s`,
      retryAfterSeconds,
    );
  }
  const result = await lookup();
  await q
    .updateTable('api_key_code_failures')
    .set({ window_started_at: windowStartedAt, failures: failures + (isWrong(result) ? 1 : 0) })
    .where('api_key_id', '=', keyId)
    .execute();
  return result;
}
