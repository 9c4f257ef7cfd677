import type { Migration } from '../../migration.js';

/**
 * The terminal's offline side: `loyalty_outbox` (loyalty calls owed after a local confpay/voidpay or an undo, retried
 * with backoff until the service accepts), `loyalty_mirror` (guests, cards and wallets seen), `terminal_kv` (sync status).
 */
export const m0004Terminal: Migration = {
  version: 4,
  name: '0004-terminal',
  up(db) {
    db.exec(`
      CREATE TABLE loyalty_outbox (
        id INTEGER PRIMARY KEY,
        payment_id TEXT REFERENCES payments (id),
        kind TEXT NOT NULL CHECK (kind IN ('close', 'refund', 'undo')),
        order_id TEXT NOT NULL,
        request TEXT NOT NULL CHECK (json_valid(request)),
        state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'dead')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        last_error TEXT,
        created_at TEXT NOT NULL,
        done_at TEXT
      ) STRICT;
      CREATE INDEX loyalty_outbox_state ON loyalty_outbox (state, id);
      CREATE INDEX loyalty_outbox_payment ON loyalty_outbox (payment_id);

      CREATE TABLE loyalty_mirror (
        phone TEXT PRIMARY KEY,
        name TEXT,
        cards TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(cards)),
        balance_minor INTEGER,
        seen_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE terminal_kv (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) STRICT;
    `);
  },
};
