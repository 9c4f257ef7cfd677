import type { LoyaltyMigration } from './loyalty-migration.js';

/**
 * A one-time payment code is no longer used up by the lookup (issue 33): `claimed_at` says a till found the guest by
 * it, and the order that paid with bonuses after such a lookup marks it paid (`paid_order_id`, the bonuses paid
 * `paid_minor`, `paid_at`), after which guests/find refuses it. A refused payment leaves it live; the guest page reads
 * the paid mark (guest/v1/paymentCode/status).
 * It opens like every loyalty migration on purpose (loyalty-migration.ts: version, name, the PostgreSQL text, `up`).
 */
export const m0012PaymentCodePaid: LoyaltyMigration = {
  version: 12,
  name: '0012-payment-code-paid',
  /** PostgreSQL's dialect; `up` repeats the schema in SQLite's on purpose (one text per engine, as released). */
  postgres: `
    ALTER TABLE payment_codes ADD COLUMN claimed_at TEXT;
    ALTER TABLE payment_codes ADD COLUMN paid_order_id TEXT;
    ALTER TABLE payment_codes ADD COLUMN paid_minor BIGINT CHECK (paid_minor > 0);
    ALTER TABLE payment_codes ADD COLUMN paid_at TEXT;
  `,
  up(db) {
    db.exec(`
      ALTER TABLE payment_codes ADD COLUMN claimed_at TEXT;
      ALTER TABLE payment_codes ADD COLUMN paid_order_id TEXT;
      ALTER TABLE payment_codes ADD COLUMN paid_minor INTEGER CHECK (paid_minor > 0);
      ALTER TABLE payment_codes ADD COLUMN paid_at TEXT;
    `);
  },
};
