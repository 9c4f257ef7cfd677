import type { LoyaltyMigration } from '../../migration.js';

/**
 * Guest sign-in by SMS code: pending codes, token pairs (families rotate on refresh) and the captcha solutions already
 * spent (the captcha's HMAC secrets live in `service_secrets`). Codes and tokens are stored as sha256 hex only; times are epoch milliseconds.
 */
export const m0002GuestSignIn: LoyaltyMigration = {
  version: 2,
  name: '0002-guest-sign-in',
  postgres: '',
  up(db) {
    db.exec(`
      CREATE TABLE guest_sms_codes (
        api_key_id INTEGER NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
        phone TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        next_send_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        used_at INTEGER,
        PRIMARY KEY (api_key_id, phone)
      ) STRICT;

      CREATE TABLE guest_tokens (
        id INTEGER PRIMARY KEY,
        family TEXT NOT NULL,
        api_key_id INTEGER NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
        phone TEXT NOT NULL,
        access_hash TEXT NOT NULL UNIQUE,
        refresh_hash TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL,
        access_expires_at INTEGER NOT NULL,
        refresh_expires_at INTEGER NOT NULL,
        rotated_at INTEGER,
        revoked_at INTEGER
      ) STRICT;
      CREATE INDEX guest_tokens_family ON guest_tokens (family);
      CREATE INDEX guest_tokens_refresh_expires_at ON guest_tokens (refresh_expires_at);

      CREATE TABLE guest_captcha_spent (
        challenge_hash TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX guest_captcha_spent_expires_at ON guest_captcha_spent (expires_at);
    `);
  },
};
