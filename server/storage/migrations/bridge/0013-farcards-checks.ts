import type { Migration } from '../../migration.js';

/**
 * FarCards checks (docs/farcards.md, "How a check becomes a loyalty order"): `farcards_checks` keeps each check's
 * loyalty order (its id derived from the check), guest, state and amounts, with the intent written before each loyalty
 * call; `farcards_transactions` keeps the outcome of every applied transaction under its key (check, card, kind, amount,
 * chmode), so a retried batch is answered the same and applied once; `farcards_open_checks` remembers per station the
 * check last looked up or written off and not yet closed or cancelled, with its lines.
 */
export const m0013FarcardsChecks: Migration = {
  version: 13,
  name: '0013-farcards-checks',
  up(db) {
    db.exec(`
      CREATE TABLE farcards_checks (
        order_id TEXT PRIMARY KEY,
        check_key TEXT NOT NULL UNIQUE,
        station TEXT,
        card TEXT NOT NULL,
        guest_phone TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('open', 'confirming', 'confirmed', 'closing', 'closed', 'refunding', 'refunded')),
        target_minor INTEGER NOT NULL DEFAULT 0 CHECK (target_minor >= 0),
        written_off_minor INTEGER NOT NULL DEFAULT 0 CHECK (written_off_minor >= 0),
        accrued_minor INTEGER,
        order_json TEXT NOT NULL CHECK (json_valid(order_json)),
        lines_digest TEXT NOT NULL,
        outbox_entry INTEGER,
        refund_id TEXT,
        refund_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX farcards_checks_unfinished ON farcards_checks (state) WHERE state IN ('confirming', 'closing', 'refunding');

      CREATE TABLE farcards_transactions (
        key TEXT PRIMARY KEY,
        order_id TEXT NOT NULL REFERENCES farcards_checks (order_id),
        outcome TEXT NOT NULL CHECK (json_valid(outcome)),
        at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE farcards_open_checks (
        station TEXT PRIMARY KEY,
        check_key TEXT NOT NULL,
        order_id TEXT NOT NULL,
        card TEXT NOT NULL,
        guest_phone TEXT,
        holder TEXT,
        lines TEXT NOT NULL CHECK (json_valid(lines)),
        total_minor INTEGER NOT NULL CHECK (total_minor >= 0),
        may_pay_minor INTEGER NOT NULL CHECK (may_pay_minor >= 0),
        updated_at TEXT NOT NULL
      ) STRICT;
    `);
  },
};
