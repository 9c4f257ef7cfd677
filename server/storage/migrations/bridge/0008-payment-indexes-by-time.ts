import type { Migration } from '../../migration.js';

/**
 * Payment indexes keyed by time first, so that settling a payment rewrites its index entries where they already are:
 * a commit of 24 confirmations wrote 61 WAL pages, 35 of them in two indexes that sorted by station or by state (a
 * state change moved each entry to another page). `payments_shift` now covers the Z-report itself (shift, time, then
 * the totalled columns) in place of `payments_shift_totals`; `payments_created` carries the state for the journal's
 * state filter in place of `payments_journal_state`; `payments_open` holds only the payments not yet settled (what the
 * window, CancelPay and start-up recovery look for), so a confirmation leaves it and nothing else moves.
 */
export const m0008PaymentIndexesByTime: Migration = {
  version: 8,
  name: '0008-payment-indexes-by-time',
  up(db) {
    db.exec(`
      DROP INDEX payments_shift_totals;
      DROP INDEX payments_shift;
      CREATE INDEX payments_shift
        ON payments (shift_id, created_at, state, payment_system, station, amount_minor, tip_minor);
      DROP INDEX payments_journal_state;
      DROP INDEX payments_created;
      CREATE INDEX payments_created ON payments (created_at, state);
      CREATE INDEX payments_open ON payments (created_at)
        WHERE state IN ('awaiting_guest', 'authorizing', 'authorized');
    `);
  },
};
