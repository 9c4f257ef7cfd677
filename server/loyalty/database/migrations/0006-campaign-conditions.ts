import type { LoyaltyMigration } from './loyalty-migration.js';

/**
 * Campaign conditions and product gifts, and the order reset (issue 24): a campaign's minimum order sum; a gift held
 * for an order (`order_id`, `order_line`: the confirmed order whose line it made one unit free, until the close
 * consumes it or a refund or reset gives it back); an order's resets (`reset_count`, and `reset_at` while its loyalty
 * is released and it waits for a new confirm).
 */
export const m0006CampaignConditions: LoyaltyMigration = {
  version: 6,
  name: '0006-campaign-conditions',
  /** PostgreSQL's dialect; `up` repeats the schema in SQLite's on purpose (one text per engine, as released). */
  postgres: `
    ALTER TABLE campaigns ADD COLUMN min_order_sum_minor BIGINT
      CHECK (min_order_sum_minor IS NULL OR min_order_sum_minor > 0);
    ALTER TABLE gifts ADD COLUMN order_id TEXT REFERENCES orders (id);
    ALTER TABLE gifts ADD COLUMN order_line BIGINT;
    ALTER TABLE gifts ADD CONSTRAINT gifts_order_line CHECK ((order_id IS NULL) = (order_line IS NULL));
    CREATE INDEX gifts_order ON gifts (order_id);
    ALTER TABLE orders ADD COLUMN reset_count BIGINT NOT NULL DEFAULT 0 CHECK (reset_count >= 0);
    ALTER TABLE orders ADD COLUMN reset_at TEXT;
  `,
  up(db) {
    db.exec(`
      ALTER TABLE campaigns ADD COLUMN min_order_sum_minor INTEGER
        CHECK (min_order_sum_minor IS NULL OR min_order_sum_minor > 0);
      ALTER TABLE gifts ADD COLUMN order_id TEXT REFERENCES orders (id);
      ALTER TABLE gifts ADD COLUMN order_line INTEGER CHECK ((order_id IS NULL) = (order_line IS NULL));
      CREATE INDEX gifts_order ON gifts (order_id);
      ALTER TABLE orders ADD COLUMN reset_count INTEGER NOT NULL DEFAULT 0 CHECK (reset_count >= 0);
      ALTER TABLE orders ADD COLUMN reset_at TEXT;
    `);
  },
};
