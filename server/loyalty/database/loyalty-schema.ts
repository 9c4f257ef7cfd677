import type { Generated, Selectable } from 'kysely';

/**
 * The loyalty database's tables as the query builder sees them, the same on SQLite and PostgreSQL (see the migrations
 * in server/loyalty/database/migrations). Money is integer hundredths (`*_minor`), shares integer hundredths of a
 * percent (`*_bp`), flags 0 or 1, JSON columns text; `*_at` text columns are ISO-8601 UTC, integer ones epoch ms.
 */
export interface LoyaltySchema {
  scopes: {
    id: Generated<number>;
    kind: 'network' | 'venue';
    created_at: string;
    /** IANA zone campaign periods are read in (migration 0011); NULL: the service's default. */
    time_zone: string | null;
  };
  networks: { id: Generated<number>; code: string; name: string; scope_id: number; created_at: string };
  venues: {
    id: Generated<number>;
    pos_object_id: string;
    uuid: string;
    name: string;
    network_id: number | null;
    scope_id: number;
    created_at: string;
    /** The venue's own zone, over its scope's (migration 0011). */
    time_zone: string | null;
  };
  api_keys: {
    id: Generated<number>;
    key_hash: string;
    label: string;
    kind: 'b2b' | 'site';
    site_domain: string | null;
    created_at: string;
    revoked_at: string | null;
    /** scrypt of the key's password (b2b keys; NULL: no password, the ApiKey alone suffices). */
    password_hash: string | null;
    /** JSON array of the CIDRs requests with this key may come from (b2b keys; NULL: any address). */
    allowed_addresses: string | null;
  };
  /** Wrong gentoken passwords per key in the window that started at `window_started_at` (epoch ms). */
  api_key_login_failures: { api_key_id: number; window_started_at: number; failures: number };
  /** Wrong payment codes per key in the minute that started at `window_started_at` (epoch ms). */
  api_key_code_failures: { api_key_id: number; window_started_at: number; failures: number };
  api_key_scopes: { api_key_id: number; network_id: number | null; venue_id: number | null };
  service_secrets: { name: string; value: string };
  guests: {
    id: Generated<number>;
    scope_id: number;
    phone: string;
    first_name: string | null;
    middle_name: string | null;
    last_name: string | null;
    email: string | null;
    birthday: string | null;
    sex: Generated<number>;
    balance_minor: Generated<number>;
    total_spent_minor: Generated<number>;
    blocked_at: string | null;
    created_at: string;
    updated_at: string;
  };
  loyalty_cards: {
    id: Generated<number>;
    scope_id: number;
    guest_id: number;
    track: string;
    number: string;
    is_virtual: number;
    created_at: string;
    /** Set while the card is blocked: it no longer finds its guest. */
    blocked_at: string | null;
  };
  bonus_ledger: {
    id: Generated<number>;
    uuid: string;
    guest_id: number;
    venue_id: number | null;
    operation: 'order' | 'bizUser' | 'campaign' | 'api';
    amount_minor: number;
    balance_after_minor: number;
    comment: string | null;
    order_id: string | null;
    occurred_at: string;
  };
  programmes: {
    scope_id: number;
    uuid: string;
    name: string;
    max_bonus_share_bp: number;
    /** The rule for payments without a check (migration 0011). */
    payments_without_check: Generated<'upToBalance' | 'refused'>;
  };
  ranks: {
    id: Generated<number>;
    scope_id: number;
    position: number;
    name: string;
    threshold_minor: number;
    cashback_bp: number;
    confirmation_sum_minor: number | null;
    confirmation_hours: number | null;
  };
  campaigns: {
    id: Generated<number>;
    uuid: string;
    scope_id: number;
    name: string;
    description: string;
    image_url: string | null;
    type: 'nonBought' | 'bought' | 'stamp' | 'referral';
    starts_at: string;
    ends_at: string | null;
    is_active: number;
    promocode: string | null;
    guests_only: Generated<number>;
    discount_percent_bp: number | null;
    discount_amount_minor: number | null;
    product_codes: Generated<string>;
    categories: Generated<string>;
    stamps_per_gift: number | null;
    gift: string | null;
    referral: string | null;
    price: number | null;
    old_price: number | null;
    /** The order sum (its lines' cost) from which the campaign applies; null: any sum. */
    min_order_sum_minor: number | null;
  };
  stamp_progress: { guest_id: number; campaign_id: number; stamps: number };
  gifts: {
    id: Generated<number>;
    uuid: string;
    guest_id: number;
    campaign_id: number;
    chosen_gift: string;
    expiration_date: string;
    status: 'precalculated' | 'active' | 'expired' | 'received';
    stamp_index: number | null;
    created_at: string;
    /** The order whose line `order_line` this gift makes one unit free (held from confirm; consumed at close). */
    order_id: string | null;
    order_line: number | null;
  };
  orders: {
    id: string;
    scope_id: number;
    venue_id: number;
    guest_id: number | null;
    number: number | null;
    status: 'open' | 'closed' | 'aborted';
    source: 'indoor' | 'delivery';
    full_sum_minor: number;
    cost_minor: number;
    discount_minor: number;
    paid_bonus_minor: number;
    earned_bonus_minor: Generated<number>;
    rollback_bonus_minor: Generated<number>;
    refunded_minor: Generated<number>;
    open_time: string;
    close_time: string | null;
    confirm_hash: string;
    created_at: string;
    reset_count: Generated<number>;
    /** Set while the order's loyalty is reset and it waits for a new confirm (orders/reset). */
    reset_at: string | null;
  };
  order_items: {
    order_id: string;
    line: number;
    code: string;
    name: string;
    grp: string | null;
    price_minor: number;
    cost_minor: number;
    discount_minor: number;
    bonus_minor: number;
    earned_minor: Generated<number>;
    quantity_milli: number;
    refunded_milli: Generated<number>;
  };
  order_refunds: {
    refund_id: string;
    order_id: string;
    request_hash: string;
    refunded_at: string;
    returned_bonus_minor: number;
    written_off_bonus_minor: number;
  };
  payment_codes: {
    scope_id: number;
    code: string;
    guest_id: number;
    expires_at: string;
    paid_order_id: string | null;
    paid_minor: number | null;
    paid_at: string | null;
  };
  payment_code_claims: {
    id: Generated<number>;
    scope_id: number;
    code: string;
    api_key_id: number;
    order_id: string | null;
    claimed_at: string;
  };
  guest_sms_codes: {
    api_key_id: number;
    phone: string;
    code_hash: string;
    created_at: number;
    expires_at: number;
    next_send_at: number;
    attempts: Generated<number>;
    used_at: number | null;
  };
  guest_tokens: {
    id: Generated<number>;
    family: string;
    api_key_id: number;
    phone: string;
    access_hash: string;
    refresh_hash: string;
    created_at: number;
    access_expires_at: number;
    refresh_expires_at: number;
    rotated_at: number | null;
    revoked_at: number | null;
  };
  guest_captcha_spent: { challenge_hash: string; expires_at: number };
  guest_limit_hits: {
    id: Generated<number>;
    kind: 'sms-phone' | 'sms-address' | 'check-phone';
    subject: string;
    at: number;
  };
  guest_limit_locks: { kind: 'sms-phone' | 'sms-address' | 'check-phone'; subject: string; locked_at: number };
  aborted_order_ids: { order_id: string; refund_id: string; aborted_at: string };
  /** Console administrators (migration 0008); an owner sees every programme, any other the scopes in admin_programmes. */
  admins: {
    id: Generated<number>;
    email: string;
    password_hash: string | null;
    is_owner: Generated<number>;
    created_at: string;
    disabled_at: string | null;
  };
  admin_programmes: { admin_id: number; scope_id: number };
  admin_password_links: {
    token_hash: string;
    admin_id: number;
    created_at: number;
    expires_at: number;
    used_at: number | null;
  };
  admin_sessions: {
    token_hash: string;
    admin_id: number;
    csrf_token: string;
    created_at: number;
    last_seen_at: number;
    expires_at: number;
  };
  admin_login_failures: { email: string; window_started_at: number; failures: number; locked_until: number | null };
  /** Append-only; `before`/`after` are JSON text. */
  audit_log: {
    id: Generated<number>;
    at: string;
    admin_id: number | null;
    admin_email: string;
    scope_id: number | null;
    action: string;
    target: string;
    before: string | null;
    after: string | null;
    reason: string | null;
  };
  api_key_last_use: { api_key_id: number; used_at: string };
}

/** A row of a table as a query with `selectAll()` returns it. */
export type Row<T extends keyof LoyaltySchema> = Selectable<LoyaltySchema[T]>;
