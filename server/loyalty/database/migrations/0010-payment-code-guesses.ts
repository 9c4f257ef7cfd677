import type { LoyaltyMigration } from './loyalty-migration.js';

/**
 * Wrong one-time payment codes per API key (guests/find with a paymentCode that is unknown, used or expired) in the
 * minute that started at `window_started_at` (epoch ms), so that every instance counts alike: a key over its limit is
 * 429 until the minute ends (server/loyalty/codes/code-guess-limit.ts).
 */
export const m0010PaymentCodeGuesses: LoyaltyMigration = {
  version: 10,
  name: '0010-payment-code-guesses',
  /**
   * PostgreSQL's dialect; `up` repeats the schema in SQLite's on purpose (one text per engine, as released).
   * `api_key_code_failures` has the shape of 0007's api_key_login_failures on purpose (one table a counter).
   */
  postgres: `
    CREATE TABLE api_key_code_failures (
      api_key_id BIGINT PRIMARY KEY REFERENCES api_keys (id),
      window_started_at BIGINT NOT NULL,
      failures BIGINT NOT NULL CHECK (failures >= 0)
    );
  `,
  up(db) {
    db.exec(`
      CREATE TABLE api_key_code_failures (
        api_key_id INTEGER PRIMARY KEY REFERENCES api_keys (id),
        window_started_at INTEGER NOT NULL,
        failures INTEGER NOT NULL CHECK (failures >= 0)
      ) STRICT;
    `);
  },
};
