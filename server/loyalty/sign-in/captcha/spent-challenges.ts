import type { Queries } from '../../database/loyalty-db.js';

/**
 * Inside a write: records a spent challenge; false when it was already spent. The primary key decides between two
 * instances spending one challenge at once (the second waits for the first's row, then inserts nothing). Expired
 * records are dropped on the way.
 */
export async function spendChallenge(
  q: Queries,
  challengeHash: string,
  expiresAt: number,
  at: number,
): Promise<boolean> {
  await q.deleteFrom('guest_captcha_spent').where('expires_at', '<', at).execute();
  const result = await q
    .insertInto('guest_captcha_spent')
    .values({ challenge_hash: challengeHash, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('challenge_hash').doNothing())
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows === 1n;
}
