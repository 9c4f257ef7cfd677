import type { LoyaltyMigration } from './loyalty-migration.js';

/**
 * The token login and the address restriction of b2b keys (docs/loyalty-api.md, "Token login"): a key's password
 * (scrypt, `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`) and its allowed client addresses (a JSON array of CIDRs; NULL
 * allows any), both on b2b keys only; and per key the wrong passwords of the current window, in a table of its own so
 * that counting them never touches `api_keys` (whose changes drop every instance's configuration caches).
 * It opens like every loyalty migration on purpose (loyalty-migration.ts: version, name, the PostgreSQL text, `up`).
 */
export const m0007ApiKeyLogin: LoyaltyMigration = {
  version: 7,
  name: '0007-api-key-login',
  /** PostgreSQL's dialect; `up` repeats the schema in SQLite's on purpose (one text per engine, as released). */
  postgres: `
    ALTER TABLE api_keys ADD COLUMN password_hash TEXT;
    ALTER TABLE api_keys ADD COLUMN allowed_addresses TEXT;
    ALTER TABLE api_keys ADD CONSTRAINT api_keys_login_b2b_only
      CHECK (kind = 'b2b' OR (password_hash IS NULL AND allowed_addresses IS NULL));
    CREATE TABLE api_key_login_failures (
      api_key_id BIGINT PRIMARY KEY REFERENCES api_keys (id),
      window_started_at BIGINT NOT NULL,
      failures BIGINT NOT NULL CHECK (failures >= 0)
    );
  `,
  up(db) {
    db.exec(`
      ALTER TABLE api_keys ADD COLUMN password_hash TEXT CHECK (password_hash IS NULL OR kind = 'b2b');
      ALTER TABLE api_keys ADD COLUMN allowed_addresses TEXT CHECK (allowed_addresses IS NULL OR kind = 'b2b');
      CREATE TABLE api_key_login_failures (
        api_key_id INTEGER PRIMARY KEY REFERENCES api_keys (id),
        window_started_at INTEGER NOT NULL,
        failures INTEGER NOT NULL CHECK (failures >= 0)
      ) STRICT;
    `);
  },
};
