import type { Migration } from '../../migration.js';

/**
 * The payments journal's search: indexes for its filters (newest first rides on
 * `payments_created`, whose rowid breaks ties), and `payments_search`, an FTS5 trigram
 * index (any substring of three characters or more) over what a manager types: the card number and the phone as
 * digits, the auth codes and the guest's name. Triggers keep it in step with `payments`; only changes to those columns
 * touch it, so the payment flow's state updates cost nothing extra.
 */
export const searchText = (row: string): string => `
  concat_ws(' ', replace(replace(${row}card_number, ' ', ''), '-', ''),
    replace(replace(replace(replace(replace(${row}guest_phone, '+', ''), ' ', ''), '-', ''), '(', ''), ')', ''),
    ${row}auth_code, ${row}tip_auth_code, ${row}guest_name)`;

export const m0005Journal: Migration = {
  version: 5,
  name: '0005-journal',
  up(db) {
    db.exec(`
      CREATE INDEX payments_journal_station ON payments (station, created_at);
      CREATE INDEX payments_journal_state ON payments (state, created_at);
      CREATE INDEX payments_journal_amount ON payments (amount_minor);

      CREATE VIRTUAL TABLE payments_search USING fts5 (doc, tokenize = 'trigram');
      INSERT INTO payments_search (rowid, doc) SELECT rowid, ${searchText('')} FROM payments;

      CREATE TRIGGER payments_search_insert AFTER INSERT ON payments
      BEGIN
        INSERT INTO payments_search (rowid, doc) VALUES (NEW.rowid, ${searchText('NEW.')});
      END;
      CREATE TRIGGER payments_search_update
        AFTER UPDATE OF card_number, card_masked, guest_phone, auth_code, tip_auth_code, guest_name ON payments
      BEGIN
        UPDATE payments_search SET doc = ${searchText('NEW.')} WHERE rowid = NEW.rowid;
      END;
      CREATE TRIGGER payments_search_delete AFTER DELETE ON payments
      BEGIN
        DELETE FROM payments_search WHERE rowid = OLD.rowid;
      END;
    `);
  },
};
