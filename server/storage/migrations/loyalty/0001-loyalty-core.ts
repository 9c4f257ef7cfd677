import type { LoyaltyMigration } from '../../migration.js';

/**
 * The loyalty core: scopes (a network, or a lone venue), venues, API keys, guests with their wallet, cards,
 * the append-only bonus ledger, programmes, ranks, campaigns, orders, refunds, payment codes. Money is integer
 * hundredths (`*_minor`), percentages are integer hundredths of a percent (`*_bp`).
 */
export const m0001LoyaltyCore: LoyaltyMigration = {
  version: 1,
  name: '0001-loyalty-core',
  postgres: '',
  up(db) {
    db.exec(`
      CREATE TABLE scopes (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('network','venue')),
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE TABLE networks (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        scope_id INTEGER NOT NULL UNIQUE REFERENCES scopes (id),
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE TABLE venues (
        id INTEGER PRIMARY KEY,
        pos_object_id TEXT NOT NULL UNIQUE,
        uuid TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        network_id INTEGER REFERENCES networks (id),
        scope_id INTEGER NOT NULL REFERENCES scopes (id),
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX venues_scope ON venues (scope_id);

      CREATE TABLE api_keys (
        id INTEGER PRIMARY KEY,
        key_hash TEXT NOT NULL UNIQUE,
        label TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('b2b','site')),
        site_domain TEXT,
        created_at TEXT NOT NULL,
        revoked_at TEXT,
        CHECK (kind <> 'site' OR site_domain IS NOT NULL)
      ) STRICT;
      CREATE TABLE api_key_scopes (
        api_key_id INTEGER NOT NULL REFERENCES api_keys (id),
        network_id INTEGER REFERENCES networks (id),
        venue_id INTEGER REFERENCES venues (id),
        CHECK ((network_id IS NULL) <> (venue_id IS NULL))
      ) STRICT;
      CREATE INDEX api_key_scopes_key ON api_key_scopes (api_key_id);

      CREATE TABLE service_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;

      CREATE TABLE guests (
        id INTEGER PRIMARY KEY,
        scope_id INTEGER NOT NULL REFERENCES scopes (id),
        phone TEXT NOT NULL,
        first_name TEXT,
        middle_name TEXT,
        last_name TEXT,
        email TEXT,
        birthday TEXT,
        sex INTEGER NOT NULL DEFAULT 0 CHECK (sex IN (0,1,2)),
        balance_minor INTEGER NOT NULL DEFAULT 0 CHECK (balance_minor >= 0),
        total_spent_minor INTEGER NOT NULL DEFAULT 0,
        blocked_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (scope_id, phone)
      ) STRICT;

      CREATE TABLE loyalty_cards (
        id INTEGER PRIMARY KEY,
        scope_id INTEGER NOT NULL REFERENCES scopes (id),
        guest_id INTEGER NOT NULL REFERENCES guests (id),
        track TEXT NOT NULL,
        number TEXT NOT NULL,
        is_virtual INTEGER NOT NULL CHECK (is_virtual IN (0,1)),
        created_at TEXT NOT NULL,
        UNIQUE (scope_id, track),
        UNIQUE (scope_id, number)
      ) STRICT;
      CREATE INDEX loyalty_cards_guest ON loyalty_cards (guest_id);
      CREATE UNIQUE INDEX loyalty_cards_one_virtual ON loyalty_cards (guest_id) WHERE is_virtual = 1;

      CREATE TABLE bonus_ledger (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        guest_id INTEGER NOT NULL REFERENCES guests (id),
        venue_id INTEGER REFERENCES venues (id),
        operation TEXT NOT NULL CHECK (operation IN ('order','bizUser','campaign','api')),
        amount_minor INTEGER NOT NULL CHECK (amount_minor <> 0),
        balance_after_minor INTEGER NOT NULL CHECK (balance_after_minor >= 0),
        comment TEXT,
        order_id TEXT,
        occurred_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX bonus_ledger_guest ON bonus_ledger (guest_id, occurred_at DESC, id DESC);
      CREATE TRIGGER bonus_ledger_apply AFTER INSERT ON bonus_ledger BEGIN
        UPDATE guests SET balance_minor = balance_minor + NEW.amount_minor WHERE id = NEW.guest_id;
        SELECT RAISE(ABORT, 'ledger balance mismatch')
          WHERE (SELECT balance_minor FROM guests WHERE id = NEW.guest_id) <> NEW.balance_after_minor;
      END;
      CREATE TRIGGER bonus_ledger_no_update BEFORE UPDATE ON bonus_ledger BEGIN
        SELECT RAISE(ABORT, 'the bonus ledger is append-only');
      END;
      CREATE TRIGGER bonus_ledger_no_delete BEFORE DELETE ON bonus_ledger BEGIN
        SELECT RAISE(ABORT, 'the bonus ledger is append-only');
      END;

      CREATE TABLE programmes (
        scope_id INTEGER PRIMARY KEY REFERENCES scopes (id),
        uuid TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        max_bonus_share_bp INTEGER NOT NULL CHECK (max_bonus_share_bp BETWEEN 0 AND 10000)
      ) STRICT;
      CREATE TABLE ranks (
        id INTEGER PRIMARY KEY,
        scope_id INTEGER NOT NULL REFERENCES scopes (id),
        position INTEGER NOT NULL,
        name TEXT NOT NULL,
        threshold_minor INTEGER NOT NULL CHECK (threshold_minor >= 0),
        cashback_bp INTEGER NOT NULL CHECK (cashback_bp BETWEEN 0 AND 10000),
        confirmation_sum_minor INTEGER,
        confirmation_hours INTEGER,
        UNIQUE (scope_id, position)
      ) STRICT;

      CREATE TABLE campaigns (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        scope_id INTEGER NOT NULL REFERENCES scopes (id),
        name TEXT NOT NULL,
        description TEXT NOT NULL,
        image_url TEXT,
        type TEXT NOT NULL CHECK (type IN ('nonBought','bought','stamp','referral')),
        starts_at TEXT NOT NULL,
        ends_at TEXT,
        is_active INTEGER NOT NULL CHECK (is_active IN (0,1)),
        promocode TEXT,
        guests_only INTEGER NOT NULL DEFAULT 0 CHECK (guests_only IN (0,1)),
        discount_percent_bp INTEGER,
        discount_amount_minor INTEGER,
        product_codes TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(product_codes)),
        categories TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(categories)),
        stamps_per_gift INTEGER,
        gift TEXT CHECK (gift IS NULL OR json_valid(gift)),
        referral TEXT CHECK (referral IS NULL OR json_valid(referral)),
        price INTEGER,
        old_price INTEGER,
        CHECK (discount_percent_bp IS NULL OR discount_amount_minor IS NULL)
      ) STRICT;
      CREATE INDEX campaigns_scope ON campaigns (scope_id);
      CREATE TABLE stamp_progress (
        guest_id INTEGER NOT NULL REFERENCES guests (id),
        campaign_id INTEGER NOT NULL REFERENCES campaigns (id),
        stamps INTEGER NOT NULL,
        PRIMARY KEY (guest_id, campaign_id)
      ) STRICT;
      CREATE TABLE gifts (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        guest_id INTEGER NOT NULL REFERENCES guests (id),
        campaign_id INTEGER NOT NULL REFERENCES campaigns (id),
        chosen_gift TEXT NOT NULL CHECK (json_valid(chosen_gift)),
        expiration_date TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('precalculated','active','expired','received')),
        stamp_index INTEGER,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX gifts_guest ON gifts (guest_id, campaign_id);

      CREATE TABLE orders (
        id TEXT PRIMARY KEY,
        scope_id INTEGER NOT NULL REFERENCES scopes (id),
        venue_id INTEGER NOT NULL REFERENCES venues (id),
        guest_id INTEGER REFERENCES guests (id),
        number INTEGER,
        status TEXT NOT NULL CHECK (status IN ('open','closed','aborted')),
        source TEXT NOT NULL CHECK (source IN ('indoor','delivery')),
        full_sum_minor INTEGER NOT NULL,
        cost_minor INTEGER NOT NULL,
        discount_minor INTEGER NOT NULL,
        paid_bonus_minor INTEGER NOT NULL,
        earned_bonus_minor INTEGER NOT NULL DEFAULT 0,
        rollback_bonus_minor INTEGER NOT NULL DEFAULT 0,
        refunded_minor INTEGER NOT NULL DEFAULT 0,
        open_time TEXT NOT NULL,
        close_time TEXT,
        confirm_hash TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX orders_guest_time ON orders (guest_id, open_time DESC);
      CREATE TABLE order_items (
        order_id TEXT NOT NULL REFERENCES orders (id),
        line INTEGER NOT NULL,
        code TEXT NOT NULL,
        name TEXT NOT NULL,
        grp TEXT,
        price_minor INTEGER NOT NULL,
        cost_minor INTEGER NOT NULL,
        discount_minor INTEGER NOT NULL,
        bonus_minor INTEGER NOT NULL,
        earned_minor INTEGER NOT NULL DEFAULT 0,
        quantity_milli INTEGER NOT NULL,
        refunded_milli INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (order_id, line)
      ) STRICT, WITHOUT ROWID;
      CREATE TABLE order_refunds (
        refund_id TEXT PRIMARY KEY,
        order_id TEXT NOT NULL REFERENCES orders (id),
        request_hash TEXT NOT NULL,
        refunded_at TEXT NOT NULL,
        returned_bonus_minor INTEGER NOT NULL,
        written_off_bonus_minor INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE payment_codes (
        scope_id INTEGER NOT NULL REFERENCES scopes (id),
        code TEXT NOT NULL,
        guest_id INTEGER NOT NULL REFERENCES guests (id),
        expires_at TEXT NOT NULL,
        PRIMARY KEY (scope_id, code)
      ) STRICT;
    `);
  },
};
