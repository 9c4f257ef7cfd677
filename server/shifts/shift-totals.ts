import type { Language } from '../../shared/i18n/language.js';
import { stationLabelOf } from '../stations/station-registry.js';
import type { Database } from 'better-sqlite3';
import { paymentStates, type PaymentState } from '../../shared/api/payment-state.js';
import type { Bucket, GroupTotals, PaymentTotals } from '../../shared/api/payment-totals.js';

/** Still running when a shift closes: they stay out of its Z-report and count in the next shift. */
export const inFlightStates: readonly PaymentState[] = ['awaiting_guest', 'authorizing'];
/** Bonuses were taken from the guest (confirmed, or authorized and not yet confirmed). */
export const paidStates: readonly PaymentState[] = ['authorized', 'confirmed'];

/** Which payments to total: a SQL condition on `payments` and its named parameters. */
export interface PaymentFilter {
  readonly where: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

interface GroupRow {
  state: PaymentState;
  paymentSystem: string;
  station: string;
  count: number;
  amount: number;
  tip: number;
  tipCount: number;
  firstAt: string;
  lastAt: string;
}

const emptyBucket = (): Bucket => ({ count: 0, amountMinor: 0, tipMinor: 0 });

function add(bucket: Bucket, row: GroupRow): void {
  bucket.count += row.count;
  bucket.amountMinor += row.amount;
  bucket.tipMinor += row.tip;
}

function group(groups: Map<string, GroupTotals>, name: string, row: GroupRow): void {
  let totals = groups.get(name);
  if (!totals) groups.set(name, (totals = { name, count: 0, paid: emptyBucket(), voided: emptyBucket() }));
  totals.count += row.count;
  if (paidStates.includes(row.state)) add(totals.paid, row);
  if (row.state === 'voided') add(totals.voided, row);
}

/** Totals of the payments matching `filter`, aggregated in SQL (one pass, grouped by state, system and station). */
export function totalPayments(db: Database, filter: PaymentFilter, language: Language = 'en'): PaymentTotals {
  const rows = db
    .prepare(
      `SELECT state, payment_system AS paymentSystem, station, count(*) AS count, sum(amount_minor) AS amount,
         sum(tip_minor) AS tip, sum(tip_minor > 0) AS tipCount, min(created_at) AS firstAt, max(created_at) AS lastAt
       FROM payments WHERE ${filter.where} GROUP BY state, payment_system, station`,
    )
    .all(filter.params ?? {}) as GroupRow[];
  const totals: PaymentTotals = {
    count: 0,
    byState: Object.fromEntries(paymentStates.map((state) => [state, emptyBucket()])) as Record<PaymentState, Bucket>,
    paid: emptyBucket(),
    tips: { count: 0, amountMinor: 0 },
    byPaymentSystem: [],
    byStation: [],
    returned: db
      .prepare(
        `SELECT count(*) AS count, coalesce(sum(step_minor), 0) AS amountMinor FROM payment_adjustments
         WHERE payment_id IN (SELECT id FROM payments WHERE ${filter.where})`,
      )
      .get(filter.params ?? {}) as { count: number; amountMinor: number },
    firstAt: null,
    lastAt: null,
  };
  const systems = new Map<string, GroupTotals>();
  const stations = new Map<string, GroupTotals>();
  for (const row of rows) {
    totals.count += row.count;
    add(totals.byState[row.state], row);
    if (paidStates.includes(row.state)) {
      add(totals.paid, row);
      totals.tips.count += row.tipCount;
      totals.tips.amountMinor += row.tip;
    }
    group(systems, row.paymentSystem, row);
    group(stations, stationLabelOf(db, row.station, language), row);
    if (totals.firstAt === null || row.firstAt < totals.firstAt) totals.firstAt = row.firstAt;
    if (totals.lastAt === null || row.lastAt > totals.lastAt) totals.lastAt = row.lastAt;
  }
  const byName = (a: GroupTotals, b: GroupTotals): number => a.name.localeCompare(b.name);
  totals.byPaymentSystem = [...systems.values()].sort(byName);
  totals.byStation = [...stations.values()].sort(byName);
  return totals;
}
