import type { LoyaltyMigration } from './loyalty-migration.js';

/**
 * Order ids aborted before any confirm: a whole refund of an id no order has (a client undoing a confirm whose answer it
 * never got) records it, so that the confirm, should it arrive after all, is refused (4011) instead of charging a guest
 * whose payment was given up.
 */
export const m0004AbortedOrderIds: LoyaltyMigration = {
  version: 4,
  name: '0004-aborted-order-ids',
  /** PostgreSQL's dialect; `up` repeats the schema in SQLite's on purpose (one text per engine, as released). */
  postgres: `
    CREATE TABLE aborted_order_ids (
      order_id TEXT PRIMARY KEY,
      refund_id TEXT NOT NULL,
      aborted_at TEXT NOT NULL
    );
  `,
  up(db) {
    db.exec(`
      CREATE TABLE aborted_order_ids (
        order_id TEXT PRIMARY KEY,
        refund_id TEXT NOT NULL,
        aborted_at TEXT NOT NULL
      ) STRICT;
    `);
  },
};
