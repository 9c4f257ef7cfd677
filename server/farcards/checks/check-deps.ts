import type { Database } from 'better-sqlite3';
import type { Logger } from 'pino';
import type { LoyaltyClient } from '../../loyalty-client/loyalty-client.js';

/** What the check service works with: the bridge's loyalty client (embedded or hosted) and its SQLite. */
export interface CheckDeps {
  readonly db: Database;
  readonly loyalty: LoyaltyClient;
  readonly logger: Logger;
  /** The region of phones typed as cards without a country code (setting `phoneRegion`). */
  readonly phoneRegion: string;
  readonly clock: () => Date;
  /** The r_keeper discount and bonus codes a lookup answers (settings `farcards.discountCode`, `farcards.bonusCode`). */
  readonly rkeeperCodes?: { readonly discount: number; readonly bonus: number } | undefined;
}
