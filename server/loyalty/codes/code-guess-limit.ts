import { TooManyRequestsError } from '../../errors/http-error.js';
import type { Queries } from '../database/loyalty-db.js';

/**
 * Wrong payment codes one API key may send per minute. With 8-digit codes (S = 10^8) living T = 5 minutes, a given
 * live code's chance to be guessed by one key in its life is about W·T/S = 10·5/10^8 = 5·10^-7 (docs/security.md).
 */
export const paymentCodeGuessLimit = { wrongCodesPerWindow: 10, windowMs: 60_000 };

/** The key's counter row, locked for the rest of the write (every instance's guesses of one key queue on it). */
async function lockedCounter(q: Queries, keyId: number, at: number) {
  await q
    .insertInto('api_key_code_failures')
    .values({ api_key_id: keyId, window_started_at: at, failures: 0 })
    .onConflict((conflict) => conflict.column('api_key_id').doNothing())
    .execute();
  const row = await q
    .selectFrom('api_key_code_failures')
    .select(['window_started_at', 'failures'])
    .where('api_key_id', '=', keyId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const expired = at >= row.window_started_at + paymentCodeGuessLimit.windowMs;
  return expired
    ? { windowStartedAt: at, failures: 0 }
    : { windowStartedAt: row.window_started_at, failures: row.failures };
}

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
  const { windowStartedAt, failures } = await lockedCounter(q, keyId, at);
  if (failures >= paymentCodeGuessLimit.wrongCodesPerWindow) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStartedAt + paymentCodeGuessLimit.windowMs - at) / 1000));
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
