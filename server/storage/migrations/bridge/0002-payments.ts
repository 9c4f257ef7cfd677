import type { Migration } from '../../migration.js';

/**
 * The terminal's payments: one row per authpay, its state machine and the ids it generated before calling the loyalty
 * service; `payment_events` journals every transition. Amounts are integer hundredths, as `MyPay/@myAmount` arrives.
 * `confirm_request`/`tip_confirm_request` keep the exact loyalty confirm bodies (stored before sending, so recovery can
 * tell what was asked); `replied_at` is set once the authpay reply left the bridge.
 */
export const m0002Payments: Migration = {
  version: 2,
  name: '0002-payments',
  up(db) {
    db.exec(`
      CREATE TABLE payments (
        id TEXT PRIMARY KEY,
        station TEXT NOT NULL,
        restaurant TEXT,
        server TEXT,
        fullcode TEXT,
        request_version INTEGER NOT NULL CHECK (request_version >= 1),
        state TEXT NOT NULL CHECK (state IN
          ('awaiting_guest', 'authorizing', 'authorized', 'confirmed', 'voided', 'declined', 'cancelled', 'failed')),
        amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
        tip_minor INTEGER NOT NULL DEFAULT 0 CHECK (tip_minor >= 0),
        order_xml TEXT,
        loyalty_order_id TEXT NOT NULL UNIQUE,
        tip_action_id TEXT UNIQUE,
        tip_order_id TEXT UNIQUE,
        auth_code TEXT,
        tip_auth_code TEXT,
        payment_system TEXT NOT NULL,
        guest_phone TEXT,
        card_number TEXT,
        card_masked TEXT,
        balance_after_minor INTEGER,
        display_text TEXT,
        decline_reason TEXT,
        shift_id INTEGER,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        authorized_at TEXT,
        confirmed_at TEXT,
        voided_at TEXT,
        guest_name TEXT,
        confirm_request TEXT CHECK (confirm_request IS NULL OR json_valid(confirm_request)),
        tip_confirm_request TEXT CHECK (tip_confirm_request IS NULL OR json_valid(tip_confirm_request)),
        replied_at TEXT
      ) STRICT;
      CREATE INDEX payments_station_state ON payments (station, state);
      CREATE INDEX payments_shift ON payments (shift_id, created_at);
      CREATE INDEX payments_created ON payments (created_at);
      CREATE INDEX payments_card ON payments (card_number);

      CREATE TABLE payment_events (
        id INTEGER PRIMARY KEY,
        payment_id TEXT NOT NULL REFERENCES payments (id),
        at TEXT NOT NULL,
        from_state TEXT,
        to_state TEXT NOT NULL,
        detail TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(detail))
      ) STRICT;
      CREATE INDEX payment_events_payment ON payment_events (payment_id, id);
    `);
  },
};
