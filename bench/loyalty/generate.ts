import path from 'node:path';
import { pino } from 'pino';
import { openPostgresLoyaltyDb } from '../../server/loyalty/database/postgres-loyalty-db.js';
import { openSqliteLoyaltyDb } from '../../server/loyalty/database/sqlite-loyalty-db.js';
import { phoneOf, seedConfiguration, type BenchCounts } from './bench-rows.js';
import { fillPostgres } from './fill-postgres.js';
import { fillSqlite } from './fill-sqlite.js';

export interface Generated {
  readonly apiKey: string;
  /** The guest with `ledgerRows` bonus movements (for getBonusHistory). */
  readonly heavyPhone: string;
}

/** Where to generate: `loyalty.sqlite` in a data folder, or an empty PostgreSQL database. */
export type GenerateTarget =
  { readonly engine: 'sqlite'; readonly dir: string } | { readonly engine: 'postgres'; readonly url: string };

/**
 * Fills a fresh loyalty database (migrated on open; the service is not running yet) with the data of bench-rows.ts:
 * the configuration through the service's repositories, then the bulk rows the fastest way each engine takes them.
 */
export async function generate(target: GenerateTarget, counts: BenchCounts): Promise<Generated> {
  const loyalty =
    target.engine === 'sqlite'
      ? openSqliteLoyaltyDb(path.join(target.dir, 'loyalty.sqlite'))
      : await openPostgresLoyaltyDb({
          url: target.url,
          /** No statement timeout: VACUUM of a million orders takes longer than the service's default 10 s. */
          statementTimeoutMs: 0,
          logger: pino({ level: 'warn' }),
        });
  try {
    const { rawKey, ...config } = await seedConfiguration(loyalty);
    if (loyalty.engine === 'sqlite') fillSqlite(loyalty.raw, counts, config);
    else await fillPostgres(loyalty, counts, config);
    return { apiKey: rawKey, heavyPhone: phoneOf(0) };
  } finally {
    await loyalty.close();
  }
}
