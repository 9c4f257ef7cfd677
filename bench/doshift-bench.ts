import path from 'node:path';
import { closeShift, currentShiftReport } from '../server/shifts/shift-reports.js';
import { seedPayments, type PaymentSeed } from '../server/payments/test-support/seed-payments.js';
import { paymentStates } from '../shared/api/payment-state.js';
import { bridgeMigrations } from '../server/storage/migrations/bridge/index.js';
import { openDatabase } from '../server/storage/open-database.js';
import { percentile, report, tempDir } from './bench-support.js';

/** doshift over a shift of 100,000 payments (a bridge database with WAL and FULL sync), beside a bare count(*). */
const perShift = Number(process.env.BENCH_DOSHIFT_PAYMENTS ?? 100_000);
const runs = Number(process.env.BENCH_DOSHIFT_RUNS ?? 5);
const stations = Array.from({ length: 8 }, (_, i) => `{00000000-0000-0000-0000-00000000000${i}}`);
const systems = ['Tillbridge', 'Tillbridge bonuses', 'Gift card'];
const db = openDatabase(path.join(tempDir('doshift'), 'bridge.sqlite'), bridgeMigrations);

function* shiftPayments(run: number, start: Date): Generator<PaymentSeed> {
  for (let i = 0; i < perShift; i++) {
    yield {
      id: `r${run}-${i}`,
      state: paymentStates[2 + (i % 6)]!,
      amountMinor: 100 + ((i * 7919) % 500_000),
      tipMinor: i % 5 === 0 ? 1000 : 0,
      station: stations[i % stations.length],
      paymentSystem: systems[i % systems.length],
      createdAt: new Date(start.getTime() + i * 500).toISOString(),
    };
  }
}

const time = (fn: () => unknown): number => {
  const started = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - started) / 1e6;
};

const zMs: number[] = [];
const xMs: number[] = [];
const countMs: number[] = [];
for (let run = 0; run < runs; run++) {
  seedPayments(db, shiftPayments(run, new Date(Date.UTC(2026, 0, 1 + run))));
  const ctx = {
    db,
    venue: 'Bench venue',
    width: 32,
    language: 'en' as const,
    now: new Date(Date.UTC(2026, 0, 2 + run)),
  };
  const open = db.prepare('SELECT id FROM shifts WHERE closed_at IS NULL').pluck().get() as number;
  countMs.push(time(() => db.prepare('SELECT count(*) FROM payments WHERE shift_id = ?').pluck().get(open)));
  xMs.push(time(() => currentShiftReport(ctx)));
  let closed = 0;
  zMs.push(time(() => (closed = closeShift(ctx).totals.count)));
  if (closed !== perShift) throw new Error(`shift ${run + 1} closed ${closed} payments, expected ${perShift}`);
}
db.close();
const sorted = (values: number[]): number[] => [...values].sort((a, b) => a - b);
const ms = (v: number): string => `${v.toFixed(1)} ms`;
const worstZ = sorted(zMs).at(-1)!;
report(
  'doshift',
  `doshift (Z-report) over a shift of ${perShift.toLocaleString('en')} payments`,
  [
    {
      metric: `close shift (total, print, store, open the next), median of ${runs}`,
      tillbridge: ms(percentile(sorted(zMs), 50)),
      baseline: ms(percentile(sorted(countMs), 50)),
      target: '< 300 ms',
      pass: percentile(sorted(zMs), 50) < 300,
    },
    {
      metric: `close shift, worst of ${runs}`,
      tillbridge: ms(worstZ),
      baseline: ms(sorted(countMs).at(-1)!),
      target: '< 300 ms',
      pass: worstZ < 300,
    },
    {
      metric: `X-report of the open shift, median of ${runs}`,
      tillbridge: ms(percentile(sorted(xMs), 50)),
      baseline: ms(percentile(sorted(countMs), 50)),
      target: '< 300 ms',
      pass: percentile(sorted(xMs), 50) < 300,
    },
  ],
  [
    'The baseline is a bare `SELECT count(*) FROM payments WHERE shift_id = <open shift>` over the same rows.',
    `Each run adds a new shift of ${perShift.toLocaleString('en')} payments on top of the closed ones (the history grows to ${(perShift * runs).toLocaleString('en')} rows); WAL, synchronous=FULL, as the bridge opens its database.`,
  ],
);
