import type { Database } from 'better-sqlite3';
import { HttpError } from '../http/http-error.js';
import { atomic } from '../storage/atomic.js';
import type { PaymentState } from '../../shared/api/payment-state.js';
import { allowedTransitions, type OpenState } from './payment-states.js';
import { recordPaymentDocument } from './payment-records.js';
import { sql as statement } from '../storage/statements.js';

/** A row of `payments` as the terminal reads it. */
export interface PaymentRow {
  readonly id: string;
  readonly station: string;
  readonly restaurant: string | null;
  readonly request_version: number;
  readonly state: PaymentState;
  readonly amount_minor: number;
  readonly tip_minor: number;
  readonly loyalty_order_id: string;
  readonly tip_action_id: string | null;
  readonly tip_order_id: string | null;
  readonly auth_code: string | null;
  readonly tip_auth_code: string | null;
  readonly payment_system: string;
  readonly guest_phone: string | null;
  readonly guest_name: string | null;
  readonly card_number: string | null;
  readonly card_masked: string | null;
  readonly balance_after_minor: number | null;
  readonly display_text: string | null;
  /** The message behind display_text (shared/i18n/payment-messages.ts); null on rows from before migration 0006. */
  readonly display_key: string | null;
  /** Its parameters as JSON. */
  readonly display_params: string | null;
  readonly decline_reason: string | null;
  readonly created_at: string;
  readonly updated_at: string;
  readonly authorized_at: string | null;
  readonly confirmed_at: string | null;
  readonly voided_at: string | null;
  readonly replied_at: string | null;
}

export interface NewPayment {
  readonly id: string;
  readonly station: string;
  readonly restaurant?: string | undefined;
  readonly server?: string | undefined;
  readonly fullcode?: string | undefined;
  readonly requestVersion: number;
  readonly amountMinor: number;
  /** The station's `Order` element as JSON, kept in payment_records. */
  readonly orderJson?: string | undefined;
  readonly loyaltyOrderId: string;
  readonly paymentSystem: string;
  readonly at: string;
}

/** Writable columns a transition may set along with the state. */
export type PaymentFields = Partial<
  Pick<
    PaymentRow,
    | 'tip_minor'
    | 'tip_action_id'
    | 'tip_order_id'
    | 'auth_code'
    | 'tip_auth_code'
    | 'guest_phone'
    | 'guest_name'
    | 'card_number'
    | 'card_masked'
    | 'balance_after_minor'
    | 'display_text'
    | 'display_key'
    | 'display_params'
    | 'decline_reason'
    | 'authorized_at'
    | 'confirmed_at'
    | 'voided_at'
  >
>;

const fieldNames = new Set<string>([
  'tip_minor',
  'tip_action_id',
  'tip_order_id',
  'auth_code',
  'tip_auth_code',
  'guest_phone',
  'guest_name',
  'card_number',
  'card_masked',
  'balance_after_minor',
  'display_text',
  'display_key',
  'display_params',
  'decline_reason',
  'authorized_at',
  'confirmed_at',
  'voided_at',
]);

/** Records a new payment in `awaiting_guest` with its first journal entry, in one transaction. */
export function insertPayment(db: Database, p: NewPayment): void {
  atomic(db, () => {
    statement(
      db,
      `INSERT INTO payments (id, station, restaurant, server, fullcode, request_version, state, amount_minor,
         loyalty_order_id, payment_system, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 'awaiting_guest', ?, ?, ?, ?, ?)`,
    ).run(
      p.id,
      p.station,
      p.restaurant ?? null,
      p.server ?? null,
      p.fullcode ?? null,
      p.requestVersion,
      p.amountMinor,
      p.loyaltyOrderId,
      p.paymentSystem,
      p.at,
      p.at,
    );
    if (p.orderJson !== undefined) recordPaymentDocument(db, p.id, 'order', p.orderJson, p.at);
    journal(db, p.id, p.at, null, 'awaiting_guest', { amountMinor: p.amountMinor });
  });
}

/** The columns of PaymentRow. */
const rowColumns = `id, station, restaurant, request_version, state, amount_minor, tip_minor, loyalty_order_id,
  tip_action_id, tip_order_id, auth_code, tip_auth_code, payment_system, guest_phone, guest_name, card_number,
  card_masked, balance_after_minor, display_text, display_key, display_params, decline_reason, created_at, updated_at, authorized_at, confirmed_at, voided_at, replied_at`;

export function getPayment(db: Database, id: string): PaymentRow | undefined {
  return statement(db, `SELECT ${rowColumns} FROM payments WHERE id = ?`).get(id) as PaymentRow | undefined;
}

/** The payment an `auXML` names: by `ActionID` (the payment id), else by `AuthInfo` (the loyalty order id). */
export function findByAuXml(db: Database, actionId?: string, authInfo?: string): PaymentRow | undefined {
  if (actionId) return getPayment(db, actionId);
  if (authInfo)
    return statement(db, `SELECT ${rowColumns} FROM payments WHERE loyalty_order_id = ?`).get(authInfo) as
      PaymentRow | undefined;
  return undefined;
}

/** The partial index's own condition, word for word: SQLite uses `payments_open` only for a query that repeats it. */
const openCondition = "state IN ('awaiting_guest', 'authorizing', 'authorized')";

/** The query of openPayments for `count` states (exported for the test that checks its plan). */
export const openPaymentsSql = (count: number): string =>
  `SELECT ${rowColumns} FROM payments WHERE ${openCondition} AND state IN (${Array(count).fill('?').join(', ')})
   ORDER BY created_at`;

/** Payments in the given open states, oldest first, read through `payments_open` (not a scan of every payment). */
export function openPayments(db: Database, states: readonly OpenState[]): PaymentRow[] {
  return statement(db, openPaymentsSql(states.length)).all(...states) as PaymentRow[];
}

/**
 * Moves a payment to `to` (only from `from`, and only along allowedTransitions), setting `fields` and journaling the
 * step, in one transaction (or in the caller's, when one is open); `also` runs inside it (e.g. an outbox entry). Returns
 * the updated row. `payment` is its id, or its row when the caller read it inside the same open transaction (then it is
 * not read again).
 */
export function transition(
  db: Database,
  payment: string | PaymentRow,
  from: readonly PaymentState[],
  to: PaymentState,
  fields: PaymentFields,
  at: string,
  detail: Record<string, unknown> = {},
  also?: () => void,
): PaymentRow {
  const id = typeof payment === 'string' ? payment : payment.id;
  const nested = db.inTransaction;
  const current = typeof payment === 'string' || !nested ? undefined : payment;
  const step = (): PaymentRow => {
    const row = current ?? getPayment(db, id);
    if (!row) throw new HttpError(409, `unknown payment ${id}`);
    if (!from.includes(row.state) || !allowedTransitions[row.state].includes(to))
      throw new HttpError(409, `payment ${id} is ${row.state}; it cannot become ${to}`);
    const keys = Object.keys(fields).filter((key) => fieldNames.has(key));
    const sets = ['state = ?', 'updated_at = ?', ...keys.map((key) => `${key} = ?`)].join(', ');
    const values = keys.map((key) => (fields as Record<string, unknown>)[key] ?? null);
    statement(db, `UPDATE payments SET ${sets} WHERE id = ?`).run(to, at, ...values, id);
    journal(db, id, at, row.state, to, detail);
    also?.();
    const set = Object.fromEntries(keys.map((key, i) => [key, values[i]])) as PaymentFields;
    return { ...row, ...set, state: to, updated_at: at };
  };
  /** Inside a transaction the caller's transaction or savepoint undoes the step on an error; no savepoint of its own. */
  return nested ? step() : atomic(db, step);
}

/** Sets fields without a state change (e.g. the confirm body before sending it). */
export function updatePayment(db: Database, id: string, fields: PaymentFields, at: string): void {
  const keys = Object.keys(fields).filter((key) => fieldNames.has(key));
  if (keys.length === 0) return;
  const sets = ['updated_at = ?', ...keys.map((key) => `${key} = ?`)].join(', ');
  const values = keys.map((key) => (fields as Record<string, unknown>)[key] ?? null);
  statement(db, `UPDATE payments SET ${sets} WHERE id = ?`).run(at, ...values, id);
}

export function markReplied(db: Database, id: string, at: string): void {
  statement(db, 'UPDATE payments SET replied_at = ? WHERE id = ? AND replied_at IS NULL').run(at, id);
}

function journal(
  db: Database,
  id: string,
  at: string,
  from: PaymentState | null,
  to: PaymentState,
  detail: Record<string, unknown>,
): void {
  statement(db, 'INSERT INTO payment_events (payment_id, at, from_state, to_state, detail) VALUES (?, ?, ?, ?, ?)').run(
    id,
    at,
    from,
    to,
    JSON.stringify(detail),
  );
}
