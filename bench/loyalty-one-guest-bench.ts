import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { openPostgresLoyaltyDb } from '../server/loyalty/database/postgres-loyalty-db.js';
import { startingBonuses } from '../server/loyalty/test-support/many-tills.js';
import { benchDir, mergeReport, tempDir, type StartedProcess } from './bench-support.js';
import { startBenchPostgres } from './loyalty/bench-postgres.js';
import { seedConfiguration } from './loyalty/bench-rows.js';
import { startService } from './loyalty/bench-processes.js';
import { runTills, type TillsResult, type TillsSpec } from './loyalty/many-tills-load.js';
import { oneGuestNote, oneGuestRow, oneGuestSection, type TillsCheck } from './loyalty/one-guest-table.js';

/**
 * One guest, many tills (issue 30): 12 tills paying for 6 guests at once on one instance on PostgreSQL, for
 * `BENCH_TILLS_SECONDS` (60), then the same tills each with a guest of its own as the baseline. Its row goes into
 * bench/results/loyalty.md beside the loyalty bench's (`npm run bench -- loyalty-one-guest` runs it alone).
 */
const seconds = Number(process.env.BENCH_TILLS_SECONDS ?? 60);
const tills = 12;
const phone = (i: number) => `+7998${String(i).padStart(7, '0')}`;
/** Six guests shared by the tills: till t pays for them in turn, starting at t mod 6. */
const shared = Array.from({ length: 6 }, (_, i) => phone(i));
/** A guest of its own for each till of the baseline. */
const own = Array.from({ length: tills }, (_, i) => phone(100 + i));

async function main(): Promise<void> {
  const postgres = await startBenchPostgres();
  let service: StartedProcess | undefined;
  try {
    const db = await openPostgresLoyaltyDb({ url: postgres.url, logger: pino({ level: 'warn' }) });
    const { rawKey: apiKey } = await seedConfiguration(db).finally(() => db.close());
    service = await startService(tempDir('loyalty-tills'), postgres.url);
    for (const guest of [...shared, ...own]) await enrol(service.url, apiKey, guest);
    const spec = { url: service.url, apiKey, seconds };
    const rotated = Array.from({ length: tills }, (_, t) => shared.map((_, r) => shared[(t + r) % shared.length]!));
    const measured = await loadTills({ ...spec, phones: rotated });
    process.stderr.write(`one guest, many tills: ${JSON.stringify(measured)}\n`);
    const baseline = await loadTills({ ...spec, phones: own.map((p) => [p]) });
    process.stderr.write(`baseline, a guest per till: ${JSON.stringify(baseline)}\n`);
    await service.stop();
    service = undefined;
    const check = await checkDatabase(postgres.url);
    mergeReport(
      'loyalty',
      oneGuestSection,
      oneGuestRow(measured, baseline, check),
      oneGuestNote(seconds, postgres.settings, check, measured),
    );
  } finally {
    await service?.stop();
    await postgres.stop();
  }
}

/** Saves the guest and credits its starting bonuses through the service. */
async function enrol(url: string, apiKey: string, guest: string): Promise<void> {
  const organization = { type: 'posObjectId', id: 'b1' };
  const calls = [
    ['/guests/save', { organization, guest: { phone: guest } }],
    [
      '/guests/addBonus',
      { organization, guest: { type: 'phone', phone: guest }, amount: startingBonuses, comment: 'start' },
    ],
  ] as const;
  for (const [route, body] of calls) {
    const reply = await fetch(`${url}/b2b/v1/loyalty${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ApiKey: apiKey },
      body: JSON.stringify(body),
    });
    if (reply.status !== 200) throw new Error(`${route} answered ${reply.status}: ${await reply.text()}`);
  }
}

/**
 * PostgreSQL's count of deadlocks in the database, read once every other connection has ended (a backend hands its
 * counts to the statistics when it exits), and the guests whose balance is not the sum of their ledger.
 */
async function checkDatabase(url: string): Promise<TillsCheck> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const others =
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()';
    for (let poll = 0; (await client.query<{ n: number }>(others)).rows[0]?.n !== 0; poll++) {
      if (poll === 500) throw new Error("the service's connections to PostgreSQL did not end");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.query('SELECT pg_stat_clear_snapshot()');
    const stats = await client.query<{ deadlocks: string }>(
      'SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()',
    );
    const wallets = await client.query<{ guests: number; off: number }>(
      `SELECT count(*)::int AS guests, count(*) FILTER (WHERE g.balance_minor <> coalesce(l.sum, 0))::int AS off
       FROM guests g LEFT JOIN (SELECT guest_id, sum(amount_minor) AS sum FROM bonus_ledger GROUP BY guest_id) l
       ON l.guest_id = g.id`,
    );
    return {
      deadlocks: Number(stats.rows[0]?.deadlocks),
      guests: wallets.rows[0]?.guests ?? 0,
      balancesOff: wallets.rows[0]?.off ?? 0,
    };
  } finally {
    await client.end();
  }
}

/** Runs the tills in a process of their own, so that they never share an event loop with anything measured. */
function loadTills(spec: TillsSpec): Promise<TillsResult> {
  return new Promise((resolve, reject) => {
    const script = path.join(benchDir, 'loyalty-one-guest-bench.js');
    const child = spawn(process.execPath, [script, '--load', JSON.stringify(spec)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as TillsResult) : reject(new Error(`the tills' load exited with ${code}`)),
    );
  });
}

if (process.argv[2] === '--load') {
  void runTills(JSON.parse(process.argv[3] ?? '{}') as TillsSpec).then((result) => {
    process.stdout.write(JSON.stringify(result));
    process.exit(0);
  });
} else {
  main().catch((error: unknown) => {
    process.stderr.write(`one guest, many tills bench failed: ${(error as Error).message}\n`);
    process.exitCode = 1;
  });
}
