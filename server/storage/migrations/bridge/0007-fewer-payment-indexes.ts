import type { Migration } from '../../migration.js';

/**
 * Drops two indexes that no query reads but every confpay wrote: `payments_station_state` (station filters ride on
 * `payments_journal_station`, state filters on `payments_journal_state`) and `loyalty_outbox_payment` (the outbox is
 * read by state; payments are never deleted, so its foreign key needs no child index). Each cost a page in every
 * confirmation's commit.
 */
export const m0007FewerPaymentIndexes: Migration = {
  version: 7,
  name: '0007-fewer-payment-indexes',
  up(db) {
    db.exec(`
      DROP INDEX payments_station_state;
      DROP INDEX loyalty_outbox_payment;
    `);
  },
};
