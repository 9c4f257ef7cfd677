import type { Database } from 'better-sqlite3';
import { HttpError } from '../errors/http-error.js';
import { atomic } from '../storage/atomic.js';
import type { PaymentState } from '../../shared/api/payment-state.js';
import { allowedTransitions, type OpenState } from './payment-states.js';
import { recordPaymentDocument } from './payment-records.js';
import { sql as statement } from '../storage/statements.js';
import { allRows, firstRow, paymentColumns, rowColumns, type PaymentRow } from './payment-row.js';

export type { PaymentRow } from './payment-row.js';

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

/** The columns a transition never sets: who asked, when it began, and what the state and reply mark track themselves. */
const fixedColumns = [
  'id',
  'station',
  'restaurant',
  'request_version',
  'state',
  'payment_system',
  'created_at',
  'updated_at',
  'replied_at',
] as const satisfies readonly (typeof paymentColumns)[number][];

/** Writable columns a transition may set along with the state. */
export type PaymentFields = Partial<
  Pick<PaymentRow, Exclude<(typeof paymentColumns)[number], (typeof fixedColumns)[number]>>
>;

const fieldNames = new Set<string>(
  paymentColumns.filter((column) => !(fixedColumns as readonly string[]).includes(column)),
);

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

export function getPayment(db: Database, id: string): PaymentRow | undefined {
  return firstRow(statement(db, `SELECT ${rowColumns} FROM payments WHERE id = ?`), id);
}

/** The payment an `auXML` names: by `ActionID` (the payment id), else by `AuthInfo` (the loyalty order id). */
export function findByAuXml(db: Database, actionId?: string, authInfo?: string): PaymentRow | undefined {
  if (actionId) return getPayment(db, actionId);
  if (authInfo)
    return firstRow(statement(db, `SELECT ${rowColumns} FROM payments WHERE loyalty_order_id = ?`), authInfo);
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
  return allRows(statement(db, openPaymentsSql(states.length)), ...states);
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
    const { sets, values, set } = assignments(fields);
    statement(db, `UPDATE payments SET state = ?, updated_at = ?${sets} WHERE id = ?`).run(to, at, ...values, id);
    journal(db, id, at, row.state, to, detail);
    also?.();
    return { ...row, ...set, state: to, updated_at: at };
  };
  /** Inside a transaction the caller's transaction or savepoint undoes the step on an error; no savepoint of its own. */
  return nested ? step() : atomic(db, step);
}

/** The SET clause (after state and updated_at) and its values for the writable fields given. */
function assignments(fields: PaymentFields): { sets: string; values: unknown[]; set: PaymentFields } {
  const keys = Object.keys(fields).filter((key) => fieldNames.has(key));
  const values = keys.map((key) => (fields as Record<string, unknown>)[key] ?? null);
  const sets = keys.map((key) => `, ${key} = ?`).join('');
  return { sets, values, set: Object.fromEntries(keys.map((key, i) => [key, values[i]])) as PaymentFields };
}

/** Payments by id, in no particular order: one statement for any number of ids (a JSON array). */
export function paymentsById(db: Database, ids: readonly string[]): PaymentRow[] {
  return allRows(
    statement(db, `SELECT ${rowColumns} FROM payments WHERE id IN (SELECT value FROM json_each(?))`),
    JSON.stringify(ids),
  );
}

/**
 * transition() for many payments at once, inside the caller's transaction: moves each row (read in it) to `to` with the
 * same `fields`, and journals each step in the rows' order, in one UPDATE and one INSERT. Returns the updated rows.
 */
export function transitionAll(
  db: Database,
  rows: readonly PaymentRow[],
  to: PaymentState,
  fields: PaymentFields,
  at: string,
): PaymentRow[] {
  if (!db.inTransaction) throw new Error('transitionAll runs inside the transaction that read the rows');
  for (const row of rows)
    if (!allowedTransitions[row.state].includes(to))
      throw new HttpError(409, `payment ${row.id} is ${row.state}; it cannot become ${to}`);
  const { sets, values, set } = assignments(fields);
  const ids = JSON.stringify(rows.map((row) => row.id));
  const { changes } = statement(
    db,
    `UPDATE payments SET state = ?, updated_at = ?${sets} WHERE id IN (SELECT value FROM json_each(?))`,
  ).run(to, at, ...values, ids);
  if (changes !== rows.length) throw new Error(`transitionAll moved ${changes} payments of ${rows.length}`);
  statement(
    db,
    `INSERT INTO payment_events (payment_id, at, from_state, to_state, detail)
       SELECT value ->> 0, ?, value ->> 1, ?, '{}' FROM json_each(?) ORDER BY key`,
  ).run(at, to, JSON.stringify(rows.map((row) => [row.id, row.state])));
  return rows.map((row) => ({ ...row, ...set, state: to, updated_at: at }));
}

/**
 * A step that keeps the payment's state (a partial void, a tip change): sets `fields` and journals the step with its
 * `detail`, inside the caller's transaction. Returns the updated row.
 */
export function adjustInPlace(
  db: Database,
  row: PaymentRow,
  fields: PaymentFields,
  at: string,
  detail: Record<string, unknown>,
): PaymentRow {
  if (!db.inTransaction) throw new Error('adjustInPlace runs inside the transaction that read the row');
  const { sets, values, set } = assignments(fields);
  statement(db, `UPDATE payments SET updated_at = ?${sets} WHERE id = ?`).run(at, ...values, row.id);
  journal(db, row.id, at, row.state, row.state, detail);
  return { ...row, ...set, updated_at: at };
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
