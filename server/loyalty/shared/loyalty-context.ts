import type { Database } from 'better-sqlite3';
import type { Logger } from 'pino';
import type { ApiKeyRecord } from '../api-keys/api-key-store.js';

/** Tunables of the service; tests shorten the lifetimes. */
export interface LoyaltyOptions {
  /** How long a calculate fingerprint may be confirmed (default 15 minutes). */
  readonly fingerprintTtlMs?: number;
  /** How long a generated payment code is valid (default 5 minutes). */
  readonly paymentCodeTtlMs?: number;
}

export interface LoyaltyDeps {
  readonly db: Database;
  readonly logger: Logger;
  readonly options?: LoyaltyOptions;
}

/** What a b2b handler gets besides its parsed body. */
export interface RequestContext {
  readonly deps: LoyaltyDeps;
  readonly db: Database;
  readonly apiKey: ApiKeyRecord;
}
