import type { Kysely } from 'kysely';
import type { LoyaltySchema } from './loyalty-schema.js';

export type LoyaltyEngine = 'sqlite' | 'postgres';

/** What repositories take: the whole database (autocommit reads) or the transaction of a write. */
export type Queries = Kysely<LoyaltySchema>;

/**
 * The loyalty service's data: one interface over SQLite (one file, one process writing at a time) and PostgreSQL (one
 * database, any number of instances). Repositories are written once against `Queries`; what differs between the engines
 * (transactions, durability, locking, cache invalidation) lives behind this interface. See docs/architecture.md,
 * "Durability".
 */
export interface LoyaltyDb {
  readonly engine: LoyaltyEngine;
  /** Reads and single autocommit statements outside a write. */
  readonly query: Queries;
  /**
   * Runs `work` all or nothing and settles once its commit is durable. SQLite: in the group commit (one BEGIN IMMEDIATE
   * and one fsync for every write that arrives meanwhile, each in a savepoint of its own). PostgreSQL: in a transaction
   * of its own, run again (up to 5 times) on a serialization failure or deadlock. `work` must touch nothing but the
   * database (it may run more than once) and must lock the rows it reads to change (`forUpdate()`: a no-op on SQLite,
   * whose writers are serialized), in the one order every write keeps (`lockGuest`): the order, the guest, the rest.
   */
  write<T>(work: (q: Queries) => Promise<T>): Promise<T>;
  /** A number that changes whenever configuration (keys, venues, programmes, ranks, campaigns) may have changed anywhere. */
  configVersion(): number;
  /** Marks a configuration change made by this process (other processes see it through the database). */
  configChanged(): void;
  /** The schema version the database is at. */
  schemaVersion(): Promise<number>;
  /** Waits for running writes, then closes the connections. */
  close(): Promise<void>;
}
