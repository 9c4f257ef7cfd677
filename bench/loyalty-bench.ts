import { report } from './bench-support.js';
import { startBare, startBarePostgres } from './loyalty/bare-server.js';
import { runLoad, type LoadSpec } from './loyalty/load-client.js';
import { loyaltyNotes, loyaltyRows } from './loyalty/loyalty-table.js';
import { oneGuestSection } from './loyalty/one-guest-table.js';
import { runPostgres } from './loyalty/postgres-run.js';
import { runSqlite } from './loyalty/sqlite-run.js';

/**
 * The loyalty service benchmark (issues 3 and 23): on SQLite, then on a PostgreSQL the bench starts itself, generates
 * 100,000 guests and 1,000,000 orders, runs the real service as child processes (one and two instances on
 * PostgreSQL), drives them from a separate load-client process over loopback, prints a markdown table and writes it
 * to bench/results/loyalty.md. `BENCH_GUESTS`, `BENCH_ORDERS` and `BENCH_SECONDS` shrink it for a smoke run;
 * `BENCH_PG_ROUNDS` sets how many runs of each PostgreSQL lifecycle configuration alternate (3).
 */
const counts = {
  guests: Number(process.env.BENCH_GUESTS ?? 100_000),
  orders: Number(process.env.BENCH_ORDERS ?? 1_000_000),
  ledgerRows: 100_000,
};
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
/** Runs of each PostgreSQL lifecycle configuration (one instance, two), interleaved. */
const rounds = Number(process.env.BENCH_PG_ROUNDS ?? 3);

async function main(): Promise<void> {
  const sqlite = await runSqlite(counts, seconds, rounds);
  const postgres = await runPostgres(counts, seconds, rounds);
  const rows = loyaltyRows(sqlite, postgres);
  /** The row of loyalty-one-guest-bench.ts, measured by it, stays. */
  report('loyalty', 'Loyalty service', rows, loyaltyNotes(counts, seconds, sqlite, postgres), [oneGuestSection]);
}

/** The same script runs the bench's helper processes: a load client, or a baseline server. */
const mode = process.argv[2];
if (mode === '--load') {
  void runLoad(JSON.parse(process.argv[3] ?? '{}') as LoadSpec).then((result) => {
    process.stdout.write(JSON.stringify(result));
    process.exit(0);
  });
} else if (mode === '--bare') {
  void startBare();
} else if (mode === '--bare-postgres') {
  startBarePostgres(process.argv[3] ?? '').catch((error: unknown) => {
    process.stderr.write(`bare PostgreSQL baseline failed: ${(error as Error).message}\n`);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    process.stderr.write(`loyalty bench failed: ${(error as Error).message}\n`);
    process.exitCode = 1;
  });
}
