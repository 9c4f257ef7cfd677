import type { Migration } from '../../migration.js';

/**
 * The window shows a station's open FarCards check (docs/farcards.md, "The check in the window"): the station's open
 * check keeps, beside what bonuses may pay, the campaigns' discount and what the guest will earn as the loyalty engine
 * last calculated them (0 for a check remembered before this version, until its next lookup).
 */
export const m0015OpenCheckAmounts: Migration = {
  version: 15,
  name: '0015-open-check-amounts',
  up(db) {
    db.exec(`
      ALTER TABLE farcards_open_checks ADD COLUMN discount_minor INTEGER NOT NULL DEFAULT 0 CHECK (discount_minor >= 0);
      ALTER TABLE farcards_open_checks ADD COLUMN will_earn_minor INTEGER NOT NULL DEFAULT 0 CHECK (will_earn_minor >= 0);
    `);
  },
};
