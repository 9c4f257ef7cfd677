import type { Database } from 'better-sqlite3';
import { sql } from '../../storage/statements.js';
import type { CheckLine, TransactionsOutcome } from '../farcards-contract.js';

/**
 * `open` looked up or calculated, nothing confirmed; `confirming` the intent of a confirm (the write-off
 * `target_minor`) written before the call; `confirmed` the order holds `written_off_minor`; `closing` the close is in
 * the outbox; `closed`; `refunding` the intent of the whole refund; `refunded`.
 */
export type CheckState = 'open' | 'confirming' | 'confirmed' | 'closing' | 'closed' | 'refunding' | 'refunded';

export interface CheckRow {
  readonly order_id: string;
  readonly check_key: string;
  readonly station: string | null;
  readonly card: string;
  readonly guest_phone: string;
  readonly state: CheckState;
  readonly target_minor: number;
  readonly written_off_minor: number;
  readonly accrued_minor: number | null;
  readonly order_json: string;
  readonly lines_digest: string;
  readonly outbox_entry: number | null;
  readonly refund_id: string | null;
  /** The refund's time, kept with its id: the same refund is sent again byte for byte. */
  readonly refund_at: string | null;
  readonly created_at: string;
  readonly updated_at: string;
}

export type NewCheck = Pick<
  CheckRow,
  'order_id' | 'check_key' | 'station' | 'card' | 'guest_phone' | 'order_json' | 'lines_digest'
>;

export type CheckFields = Partial<
  Pick<
    CheckRow,
    | 'state'
    | 'target_minor'
    | 'written_off_minor'
    | 'accrued_minor'
    | 'order_json'
    | 'lines_digest'
    | 'outbox_entry'
    | 'refund_id'
    | 'refund_at'
  >
>;

export function getCheck(db: Database, orderId: string): CheckRow | undefined {
  return sql(db, 'SELECT * FROM farcards_checks WHERE order_id = ?').get(orderId) as CheckRow | undefined;
}

/** A check as ensureCheck stores it, before it is stored. */
export function newCheckRow(check: NewCheck, at: string): CheckRow {
  return {
    ...check,
    state: 'open',
    target_minor: 0,
    written_off_minor: 0,
    accrued_minor: null,
    outbox_entry: null,
    refund_id: null,
    refund_at: null,
    created_at: at,
    updated_at: at,
  };
}

/** Records a check the first time a transaction names it (state `open`); an existing one is kept as it is. */
export function ensureCheck(db: Database, check: NewCheck, at: string): void {
  sql(
    db,
    `INSERT INTO farcards_checks (order_id, check_key, station, card, guest_phone, state, order_json, lines_digest,
       created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'open', ?, ?, ?, ?) ON CONFLICT (order_id) DO NOTHING`,
  ).run(
    check.order_id,
    check.check_key,
    check.station,
    check.card,
    check.guest_phone,
    check.order_json,
    check.lines_digest,
    at,
    at,
  );
}

const fieldNames = new Set([
  'state',
  'target_minor',
  'written_off_minor',
  'accrued_minor',
  'order_json',
  'lines_digest',
  'outbox_entry',
  'refund_id',
  'refund_at',
]);

export function updateCheck(db: Database, orderId: string, fields: CheckFields, at: string): void {
  const names = Object.keys(fields).filter((name) => fieldNames.has(name));
  const assignments = names.map((name) => `${name} = @${name}`).join(', ');
  sql(db, `UPDATE farcards_checks SET ${assignments}, updated_at = @at WHERE order_id = @orderId`).run({
    ...fields,
    at,
    orderId,
  });
}

/** Checks whose intent was written and whose loyalty call may not have finished (recovery's work). */
export function unfinishedChecks(db: Database): CheckRow[] {
  return sql(
    db,
    "SELECT * FROM farcards_checks WHERE state IN ('confirming', 'closing', 'refunding') ORDER BY created_at",
  ).all() as CheckRow[];
}

/** The outcome a transaction's key was answered with, when it was applied. */
export function appliedOutcome(db: Database, key: string): TransactionsOutcome | undefined {
  const text = sql(db, 'SELECT outcome FROM farcards_transactions WHERE key = ?').pluck().get(key) as
    string | undefined;
  return text === undefined ? undefined : (JSON.parse(text) as TransactionsOutcome);
}

export function recordApplied(
  db: Database,
  keys: readonly string[],
  orderId: string,
  outcome: TransactionsOutcome,
  at: string,
): void {
  const insert = sql(
    db,
    'INSERT INTO farcards_transactions (key, order_id, outcome, at) VALUES (?, ?, ?, ?) ON CONFLICT (key) DO UPDATE SET outcome = excluded.outcome',
  );
  const text = JSON.stringify(outcome);
  for (const key of keys) insert.run(key, orderId, text, at);
}

/** The check a station last looked up or wrote off and has not closed or cancelled (for the payment protocol's cap). */
export interface OpenCheck {
  readonly station: string;
  readonly orderId: string;
  readonly card: string;
  readonly guestPhone: string | undefined;
  /** The holder's name as the lookup answered it. */
  readonly holder: string | undefined;
  readonly lines: readonly CheckLine[];
  /** The check's sum after the till's discounts, and what bonuses may pay on it as last calculated. */
  readonly totalMinor: number;
  readonly mayPayMinor: number;
  /** The campaigns' discount on the check and what the guest earns on it when bonuses pay nothing, as last calculated. */
  readonly discountMinor: number;
  readonly willEarnMinor: number;
  readonly updatedAt: string;
}

/** An open check as stored: with when it was first looked up (a later lookup of the same check keeps that). */
export interface StoredOpenCheck extends OpenCheck {
  readonly checkKey: string;
  readonly openedAt: string;
}

interface OpenCheckRow {
  readonly station: string;
  readonly check_key: string;
  readonly order_id: string;
  readonly card: string;
  readonly guest_phone: string | null;
  readonly holder: string | null;
  readonly lines: string;
  readonly total_minor: number;
  readonly may_pay_minor: number;
  readonly discount_minor: number;
  readonly will_earn_minor: number;
  readonly updated_at: string;
  readonly opened_at: string;
}

export function rememberOpenCheck(db: Database, check: OpenCheck, checkKey: string): void {
  sql(
    db,
    `INSERT INTO farcards_open_checks (station, check_key, order_id, card, guest_phone, holder, lines, total_minor,
       may_pay_minor, discount_minor, will_earn_minor, updated_at, opened_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (station) DO UPDATE SET opened_at = CASE WHEN farcards_open_checks.check_key = excluded.check_key
       THEN farcards_open_checks.opened_at ELSE excluded.opened_at END,
       check_key = excluded.check_key, order_id = excluded.order_id,
       card = excluded.card, guest_phone = excluded.guest_phone, holder = excluded.holder, lines = excluded.lines,
       total_minor = excluded.total_minor, may_pay_minor = excluded.may_pay_minor,
       discount_minor = excluded.discount_minor, will_earn_minor = excluded.will_earn_minor,
       updated_at = excluded.updated_at`,
  ).run(
    check.station,
    checkKey,
    check.orderId,
    check.card,
    check.guestPhone ?? null,
    check.holder ?? null,
    JSON.stringify(check.lines),
    check.totalMinor,
    check.mayPayMinor,
    check.discountMinor,
    check.willEarnMinor,
    check.updatedAt,
    check.updatedAt,
  );
}

export function openCheckOf(db: Database, station: string): StoredOpenCheck | undefined {
  const row = sql(db, 'SELECT * FROM farcards_open_checks WHERE station = ?').get(station) as OpenCheckRow | undefined;
  return row && openCheckOfRow(row);
}

/** The open check a guest is on, at any station (the one last changed when two stations hold one each). */
export function openCheckOfGuest(db: Database, phone: string): StoredOpenCheck | undefined {
  const row = sql(db, 'SELECT * FROM farcards_open_checks WHERE guest_phone = ? ORDER BY updated_at DESC LIMIT 1').get(
    phone,
  ) as OpenCheckRow | undefined;
  return row && openCheckOfRow(row);
}

function openCheckOfRow(row: OpenCheckRow): StoredOpenCheck {
  return {
    station: row.station,
    checkKey: row.check_key,
    orderId: row.order_id,
    card: row.card,
    guestPhone: row.guest_phone ?? undefined,
    holder: row.holder ?? undefined,
    lines: JSON.parse(row.lines) as CheckLine[],
    totalMinor: row.total_minor,
    mayPayMinor: row.may_pay_minor,
    discountMinor: row.discount_minor,
    willEarnMinor: row.will_earn_minor,
    updatedAt: row.updated_at,
    openedAt: row.opened_at,
  };
}

/** Forgets a check as any station's open check (it was closed or cancelled). */
export function forgetOpenCheck(db: Database, orderId: string): void {
  sql(db, 'DELETE FROM farcards_open_checks WHERE order_id = ?').run(orderId);
}
