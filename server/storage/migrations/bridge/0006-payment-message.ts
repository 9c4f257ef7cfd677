import type { Migration } from '../../migration.js';

/**
 * The payment's message as key and parameters (shared/i18n/payment-messages.ts) beside `display_text`, which keeps the
 * words the station got: the window renders the key in its own language. Older rows keep NULL and show their text.
 */
export const m0006PaymentMessage: Migration = {
  version: 6,
  name: '0006-payment-message',
  up(db) {
    db.exec(`
      ALTER TABLE payments ADD COLUMN display_key TEXT;
      ALTER TABLE payments ADD COLUMN display_params TEXT CHECK (display_params IS NULL OR json_valid(display_params));
    `);
  },
};
