import type { Logger } from 'pino';
import type { Clock } from '../../config/clock.js';
import type { ApiKeyRecord } from '../api-keys/api-key-store.js';
import type { B2bLoginSettings } from '../api-keys/b2b-login-settings.js';
import type { LoyaltyDb, Queries } from '../database/loyalty-db.js';

/** Tunables of the service; tests shorten the lifetimes. */
export interface LoyaltyOptions {
  /** How long a calculate fingerprint may be confirmed (default 15 minutes). */
  readonly fingerprintTtlMs?: number;
  /** How long a generated payment code is valid (default 5 minutes). */
  readonly paymentCodeTtlMs?: number;
  /** The token login of keys with a password (defaults: defaultB2bLoginSettings). */
  readonly b2bLogin?: Partial<B2bLoginSettings>;
  /** The reverse proxies whose `X-Forwarded-For` is believed (default: LOYALTY_TRUSTED_PROXIES, else none). */
  readonly trustedProxies?: readonly string[];
  /** The zone campaign periods are read in where neither the venue nor its scope sets one (default `UTC`). */
  readonly defaultTimeZone?: string;
}

export interface LoyaltyDeps {
  readonly db: LoyaltyDb;
  readonly logger: Logger;
  /** The service's local folder: logs and the development SMS outbox (the data itself may be on PostgreSQL). */
  readonly dataDir: string;
  /** The origin of the service's `--public-url`: each network's guest page is offered there; none when unset. */
  readonly publicOrigin?: string | undefined;
  readonly options?: LoyaltyOptions;
  /** What stamps guests, cards, the ledger and orders (the system clock; the demo passes its own). */
  readonly clock: Clock;
}

/** What a b2b handler gets besides its parsed body: `q` is the write's transaction, or the database for reads. */
export interface RequestContext {
  readonly deps: LoyaltyDeps;
  readonly db: LoyaltyDb;
  readonly q: Queries;
  readonly apiKey: ApiKeyRecord;
}
