import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';

interface Entry<T> {
  readonly generation: number;
  readonly value: T;
}

/**
 * Per-database, per-scope memo of configuration rows (programme, ranks, campaigns); an entry is reloaded once the
 * database's configVersion says the configuration may have changed. Values are shared: callers must not mutate them.
 */
export function scopeCache<T>(
  load: (q: Queries, scopeId: number) => Promise<T>,
): (db: LoyaltyDb, q: Queries, scopeId: number) => Promise<T> {
  const caches = new WeakMap<LoyaltyDb, Map<number, Entry<T>>>();
  return async (db, q, scopeId) => {
    const generation = db.configVersion();
    let cache = caches.get(db);
    if (!cache) {
      cache = new Map();
      caches.set(db, cache);
    }
    const hit = cache.get(scopeId);
    if (hit && hit.generation === generation) return hit.value;
    const value = await load(q, scopeId);
    if (cache.size >= 10_000) cache.clear();
    cache.set(scopeId, { generation, value });
    return value;
  };
}
