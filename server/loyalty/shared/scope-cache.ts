import type { Database } from 'better-sqlite3';
import { configVersion } from './config-version.js';

interface Entry<T> {
  readonly generation: number;
  readonly value: T;
}

/**
 * Per-connection, per-scope memo of configuration rows (programme, ranks, campaigns); an entry is reloaded once
 * configVersion says the configuration may have changed. Values are shared: callers must not mutate them.
 */
export function scopeCache<T>(load: (db: Database, scopeId: number) => T): (db: Database, scopeId: number) => T {
  const caches = new WeakMap<Database, Map<number, Entry<T>>>();
  return (db, scopeId) => {
    const generation = configVersion(db);
    let cache = caches.get(db);
    if (!cache) {
      cache = new Map();
      caches.set(db, cache);
    }
    const hit = cache.get(scopeId);
    if (hit && hit.generation === generation) return hit.value;
    const value = load(db, scopeId);
    if (cache.size >= 10_000) cache.clear();
    cache.set(scopeId, { generation, value });
    return value;
  };
}
