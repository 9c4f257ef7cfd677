import type { Database } from 'better-sqlite3';
import type { Order } from '../../../shared/loyalty-api/b2b-api.js';
import type {
  CheckDetail,
  CheckStatus,
  CheckTransactionView,
  JournalCheck,
  JournalChecksPage,
} from '../../../shared/api/journal-checks.js';
import { unitsToMinor } from '../../../shared/money.js';
import { sql } from '../../storage/statements.js';
import type { TransactionsOutcome } from '../farcards-contract.js';
import { orderTotalMinor } from './check-order.js';
import type { CheckRow, CheckState } from './check-store.js';

/** Read-only views of FarCards checks for the journal and the shift reports (nothing here writes). */

const statusOf: Record<CheckState, CheckStatus> = {
  open: 'open',
  confirming: 'open',
  confirmed: 'open',
  closing: 'accrual-waiting',
  closed: 'closed',
  refunding: 'return-waiting',
  refunded: 'returned',
};

const statesOf = (status: CheckStatus): CheckState[] =>
  (Object.keys(statusOf) as CheckState[]).filter((state) => statusOf[state] === status);

/** The parts of a transaction's key: (order id, card, kind, amount, chmode), see check-identity.ts. */
interface AppliedRow {
  readonly key: string;
  readonly outcome: string;
  readonly at: string;
}

function transactionOf(row: AppliedRow): CheckTransactionView {
  const [, , kind, amount, mode] = row.key.split('|');
  const outcome = JSON.parse(row.outcome) as TransactionsOutcome;
  return {
    at: row.at,
    kind: Number(kind),
    amountMinor: Number(amount),
    mode: Number(mode),
    refused: outcome.kind === 'refused',
    note: outcome.kind === 'refused' ? outcome.reason : (outcome.warning ?? null),
  };
}

/** A close: Kind 2 or 3 positive outside a rollback or return (batch-plan.ts), applied. */
const isClose = (t: CheckTransactionView): boolean =>
  !t.refused && t.mode !== 2 && t.mode !== 3 && (t.kind === 2 || t.kind === 3) && t.amountMinor > 0;

function transactionsOf(db: Database, orderId: string): CheckTransactionView[] {
  const rows = sql(db, 'SELECT key, outcome, at FROM farcards_transactions WHERE order_id = ? ORDER BY at, rowid').all(
    orderId,
  ) as AppliedRow[];
  return rows.map(transactionOf);
}

/** The check's number: the order's (when the check service keeps it), else the till key's `till:rest:station:number`. */
function numberOf(row: CheckRow, order: Partial<Order>): string | null {
  if (typeof order.number === 'number') return order.number.toString();
  const till = /^till:[^:]*:[^:]*:(.+)$/.exec(row.check_key);
  return till ? till[1]! : null;
}

function journalCheck(db: Database, row: CheckRow): JournalCheck {
  const order = JSON.parse(row.order_json) as Partial<Order>;
  const closedAt = transactionsOf(db, row.order_id).find(isClose)?.at ?? null;
  return {
    orderId: row.order_id,
    number: numberOf(row, order),
    station: row.station,
    card: row.card,
    guestPhone: row.guest_phone,
    totalMinor: order.items ? orderTotalMinor(order as Order) : 0,
    spentMinor: row.written_off_minor,
    earnedMinor: row.accrued_minor,
    status: statusOf[row.state],
    createdAt: row.created_at,
    closedAt,
  };
}

/** Which checks to list: created in [fromAt, toAt), of a station, in a status, whose card or phone holds `text`. */
export interface CheckFilter {
  readonly fromAt?: string | undefined;
  readonly toAt?: string | undefined;
  readonly station?: string | undefined;
  readonly status?: CheckStatus | undefined;
  readonly text?: string | undefined;
}

function checkCondition(filter: CheckFilter): { where: string; params: Record<string, string> } {
  const parts: string[] = [];
  const params: Record<string, string> = {};
  const terms = [
    ['fromAt', 'created_at >= @fromAt'],
    ['toAt', 'created_at < @toAt'],
    ['station', 'station = @station'],
  ] as const;
  for (const [field, term] of terms) {
    const value = filter[field];
    if (value === undefined) continue;
    params[field] = value;
    parts.push(term);
  }
  if (filter.status !== undefined) {
    const states = statesOf(filter.status);
    states.forEach((state, i) => (params[`state${i}`] = state));
    parts.push(`state IN (${states.map((_, i) => `@state${i}`).join(', ')})`);
  }
  if (filter.text !== undefined) {
    params.text = `%${filter.text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    parts.push(
      "(card LIKE @text ESCAPE '\\' OR guest_phone LIKE @text ESCAPE '\\' OR check_key LIKE @text ESCAPE '\\')",
    );
  }
  return { where: parts.length === 0 ? '1' : parts.join(' AND '), params };
}

/** A page of checks, newest first. */
export function listChecks(db: Database, filter: CheckFilter, offset: number, limit: number): JournalChecksPage {
  const { where, params } = checkCondition(filter);
  const total = sql(db, `SELECT count(*) FROM farcards_checks WHERE ${where}`).pluck().get(params) as number;
  const rows = sql(
    db,
    `SELECT * FROM farcards_checks WHERE ${where} ORDER BY created_at DESC, order_id LIMIT @limit OFFSET @offset`,
  ).all({ ...params, limit, offset }) as CheckRow[];
  return { total, offset, entries: rows.map((row) => journalCheck(db, row)) };
}

/** One check with its lines and the transactions the till posted; undefined for an unknown order id. */
export function checkDetail(db: Database, orderId: string): CheckDetail | undefined {
  const row = sql(db, 'SELECT * FROM farcards_checks WHERE order_id = ?').get(orderId) as CheckRow | undefined;
  if (!row) return undefined;
  const order = JSON.parse(row.order_json) as Partial<Order>;
  const lines = (order.items ?? []).flatMap((item) => [
    { name: item.product.name, quantity: item.quantity, sumMinor: unitsToMinor(item.cost) },
    ...(item.modifiers ?? []).map((m) => ({
      name: m.modifier.name,
      quantity: m.quantity,
      sumMinor: unitsToMinor(m.cost),
    })),
  ]);
  return { ...journalCheck(db, row), lines, transactions: transactionsOf(db, orderId) };
}

/** Checks closed in [fromAt, toAt) (toAt open when undefined): a check belongs to the shift open when it closed. */
export function checksClosedIn(db: Database, fromAt: string, toAt: string | undefined): JournalCheck[] {
  const rows = sql(
    db,
    `SELECT * FROM farcards_checks WHERE state IN ('closing', 'closed', 'refunding', 'refunded') AND updated_at >= ?`,
  ).all(fromAt) as CheckRow[];
  return rows
    .map((row) => journalCheck(db, row))
    .filter(
      (check) => check.closedAt !== null && check.closedAt >= fromAt && (toAt === undefined || check.closedAt < toAt),
    )
    .sort((a, b) => a.closedAt!.localeCompare(b.closedAt!));
}
