import type { Migration } from '../../migration.js';

/**
 * Partial confirm and void, and tip changes (docs/protocol.md, "Partial amounts and tips"): `payments.authorized_minor`
 * keeps the amount first authorized once a step changed `amount_minor` (NULL until then); `payment_adjustments` records
 * each step that replaced a loyalty order by one of the new amount (the payment's or its tip's); `loyalty_outbox` takes
 * the kind `reorder` (calculate and confirm the replacing order, and close it when the payment is confirmed). SQLite
 * cannot change a CHECK, so the outbox table is rebuilt with its rows and ids.
 */
export const m0012PartialSettlement: Migration = {
  version: 12,
  name: '0012-partial-settlement',
  /**
   * loyalty_outbox_next repeats 0004's loyalty_outbox on purpose (with the new kind), and its added columns are written
   * like 0006-payment-message.ts's: a migration stays as released.
   */
  up(db) {
    db.exec(`
      ALTER TABLE payments ADD COLUMN authorized_minor INTEGER;
      ALTER TABLE payments ADD COLUMN tip_authorized_minor INTEGER;

      CREATE TABLE payment_adjustments (
        id INTEGER PRIMARY KEY,
        payment_id TEXT NOT NULL REFERENCES payments (id),
        part TEXT NOT NULL CHECK (part IN ('payment', 'tip')),
        action TEXT NOT NULL CHECK (action IN ('confirm', 'void')),
        step_minor INTEGER NOT NULL CHECK (step_minor >= 0),
        remaining_minor INTEGER NOT NULL CHECK (remaining_minor >= 0),
        from_order_id TEXT NOT NULL UNIQUE,
        to_order_id TEXT UNIQUE,
        at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX payment_adjustments_payment ON payment_adjustments (payment_id, id);

      CREATE TABLE loyalty_outbox_next (
        id INTEGER PRIMARY KEY,
        payment_id TEXT REFERENCES payments (id),
        kind TEXT NOT NULL CHECK (kind IN ('close', 'refund', 'undo', 'reorder')),
        order_id TEXT NOT NULL,
        request TEXT NOT NULL CHECK (json_valid(request)),
        state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'dead')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        last_error TEXT,
        created_at TEXT NOT NULL,
        done_at TEXT
      ) STRICT;
      INSERT INTO loyalty_outbox_next SELECT * FROM loyalty_outbox;
      DROP TABLE loyalty_outbox;
      ALTER TABLE loyalty_outbox_next RENAME TO loyalty_outbox;
      CREATE INDEX loyalty_outbox_state ON loyalty_outbox (state, id);
    `);
  },
};
