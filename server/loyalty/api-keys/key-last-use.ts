import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';

/** A key's last use is written at most this often per key and instance. */
export const keyUseEveryMs = 60_000;

/** Per database: when this instance last wrote each key's use. */
const written = new WeakMap<LoyaltyDb, Map<number, number>>();

/**
 * Notes that a key was used, for the console's "last use": at most once a minute per key on this instance, written in
 * the background (`api_key_last_use`, never `api_keys`, whose changes drop every cache). The request never waits for
 * it, and a failed write is dropped: a missed last use harms nothing, and the next minute's use writes it again.
 */
export function noteKeyUse(db: LoyaltyDb, keyId: number, now: number = Date.now()): void {
  let known = written.get(db);
  if (!known) {
    known = new Map();
    written.set(db, known);
  }
  const last = known.get(keyId);
  if (last !== undefined && now - last < keyUseEveryMs) return;
  if (known.size >= 10_000) known.clear();
  known.set(keyId, now);
  const usedAt = new Date(now).toISOString();
  db.write((q) =>
    q
      .insertInto('api_key_last_use')
      .values({ api_key_id: keyId, used_at: usedAt })
      .onConflict((conflict) => conflict.column('api_key_id').doUpdateSet({ used_at: usedAt }))
      .execute(),
  ).catch(() => known.delete(keyId));
}

/** Every key's last use that was noted, by key id. */
export async function keyLastUses(q: Queries): Promise<Map<number, string>> {
  const rows = await q.selectFrom('api_key_last_use').select(['api_key_id', 'used_at']).execute();
  return new Map(rows.map((row) => [Number(row.api_key_id), row.used_at]));
}
