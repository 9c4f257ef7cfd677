import type { LoyaltyMigration } from './loyalty-migration.js';

/**
 * One row per limited subject (a phone or a client address, per kind of limit) that every write counting against its
 * limit locks first: counting a subject's hits and adding one is exact only while no other write adds one meanwhile,
 * and on PostgreSQL, where instances write at once, a count locks nothing (hits not yet committed are invisible), so
 * writes wait for each other on this row instead. Rows of subjects idle longer than the window are deleted.
 */
export const m0005SignInLimitLocks: LoyaltyMigration = {
  version: 5,
  name: '0005-sign-in-limit-locks',
  /** PostgreSQL's dialect; `up` repeats the schema in SQLite's on purpose (one text per engine, as released). */
  postgres: `
    CREATE TABLE guest_limit_locks (
      kind TEXT NOT NULL CHECK (kind IN ('sms-phone', 'sms-address', 'check-phone')),
      subject TEXT NOT NULL CHECK (length(subject) BETWEEN 1 AND 64),
      locked_at BIGINT NOT NULL,
      PRIMARY KEY (kind, subject)
    );
    CREATE INDEX guest_limit_locks_locked_at ON guest_limit_locks (locked_at);
  `,
  up(db) {
    db.exec(`
      CREATE TABLE guest_limit_locks (
        kind TEXT NOT NULL CHECK (kind IN ('sms-phone', 'sms-address', 'check-phone')),
        subject TEXT NOT NULL CHECK (length(subject) BETWEEN 1 AND 64),
        locked_at INTEGER NOT NULL,
        PRIMARY KEY (kind, subject)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX guest_limit_locks_locked_at ON guest_limit_locks (locked_at);
    `);
  },
};
