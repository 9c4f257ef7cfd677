import type { LoyaltyMigration } from './loyalty-migration.js';

/**
 * The console's daily report (server/loyalty/console/daily-report.ts) reads a programme's closed orders by venue and
 * close time: an index on both makes it a range read per venue instead of a scan of every order.
 */
export const m0009OrdersByVenueDay: LoyaltyMigration = {
  version: 9,
  name: '0009-orders-by-venue-day',
  /** PostgreSQL's dialect; `up` repeats the schema in SQLite's on purpose (one text per engine, as released). */
  postgres: `CREATE INDEX orders_venue_close ON orders (venue_id, close_time);`,
  up(db) {
    db.exec(`CREATE INDEX orders_venue_close ON orders (venue_id, close_time);`);
  },
};
