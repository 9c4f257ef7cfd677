import type { LoyaltyMigration } from '../../migration.js';

/**
 * Abuse limits of guest sign-in: one row per counted event (an SMS code sent, a wrong code checked), keyed by what is
 * limited (`kind`) and whom (`subject`: a phone or a client address), so every process sharing the database counts
 * alike and the counts survive restarts. Rows older than the limits' window are deleted as new ones are written.
 */
export const m0003SignInLimits: LoyaltyMigration = {
  version: 3,
  name: '0003-sign-in-limits',
  postgres: '',
  up(db) {
    db.exec(`
      CREATE TABLE guest_limit_hits (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('sms-phone', 'sms-address', 'check-phone')),
        subject TEXT NOT NULL CHECK (length(subject) BETWEEN 1 AND 64),
        at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX guest_limit_hits_subject ON guest_limit_hits (kind, subject, at);
      CREATE INDEX guest_limit_hits_at ON guest_limit_hits (at);
    `);
  },
};
