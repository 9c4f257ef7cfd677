import type { Migration } from '../../migration.js';

/**
 * When a station's open FarCards check was first looked up (`opened_at`; a later lookup of the same check keeps it), so
 * the payments an authpay made on that station while the check was open count against the check's share. A check
 * open when the bridge is upgraded starts at its last lookup.
 */
export const m0014OpenCheckStart: Migration = {
  version: 14,
  name: '0014-open-check-start',
  /** An added column, written like 0006 and 0012's on purpose: a migration is frozen once released. */
  up(db) {
    db.exec(`
      ALTER TABLE farcards_open_checks ADD COLUMN opened_at TEXT;
      UPDATE farcards_open_checks SET opened_at = updated_at;
    `);
  },
};
