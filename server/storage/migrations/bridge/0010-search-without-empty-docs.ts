import type { Migration } from '../../migration.js';
import { searchText } from './0005-journal.js';

/**
 * The journal's search index (`payments_search`, 0005) keeps no empty documents. A payment has nothing to search for
 * until the guest is identified (card, phone, name) or it is authorized (auth codes), yet every authpay inserted an
 * empty document into the FTS5 index at arrival and replaced it on the next update. Now a payment enters the index when
 * its text is first non-empty; an empty text can never match a trigram query, so no search answers differently.
 */
export const m0010SearchWithoutEmptyDocs: Migration = {
  version: 10,
  name: '0010-search-without-empty-docs',
  up(db) {
    const text = searchText('NEW.');
    db.exec(`
      DROP TRIGGER payments_search_insert;
      DROP TRIGGER payments_search_update;
      DELETE FROM payments_search WHERE doc = '';

      CREATE TRIGGER payments_search_insert AFTER INSERT ON payments WHEN ${text} <> ''
      BEGIN
        INSERT INTO payments_search (rowid, doc) VALUES (NEW.rowid, ${text});
      END;
      CREATE TRIGGER payments_search_update
        AFTER UPDATE OF card_number, card_masked, guest_phone, auth_code, tip_auth_code, guest_name ON payments
      BEGIN
        DELETE FROM payments_search WHERE rowid = NEW.rowid;
        INSERT INTO payments_search (rowid, doc) SELECT NEW.rowid, ${text} WHERE ${text} <> '';
      END;
    `);
  },
};
