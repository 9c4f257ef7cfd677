import { randomBytes } from 'node:crypto';
import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';

const known = new WeakMap<LoyaltyDb, Map<string, string>>();

/**
 * A named random secret (hex) in `service_secrets`: created on first use, never changed, so every process and every
 * instance of one service agrees (the first to insert wins, the others read its value). Remembered once read.
 */
export async function serviceSecret(db: LoyaltyDb, q: Queries, name: string): Promise<string> {
  let secrets = known.get(db);
  if (!secrets) {
    secrets = new Map();
    known.set(db, secrets);
  }
  const hit = secrets.get(name);
  if (hit) return hit;
  await q
    .insertInto('service_secrets')
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const { value } = await q
    .selectFrom('service_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  secrets.set(name, value);
  return value;
}
