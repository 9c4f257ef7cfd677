import { parseFlags, usage } from '../../server/config/parse-flags.js';
import { StartupError } from '../../server/errors/startup-error.js';
import { startBenchPostgres } from '../loyalty/bench-postgres.js';
import { startFuzzBridge } from './fuzz-bridge.js';
import { startFuzzPostgres } from './fuzz-postgres.js';
import { loyaltyStillServes, runFuzz, runLoyaltyFuzz, stillServes } from './fuzz-suite.js';
import { fuzzTable } from './fuzz-table.js';

/**
 * `npm run fuzz [-- --seed N --xml N --json N]`: sends mutated station messages and loyalty bodies to a real bridge on
 * loopback (its loyalty service on SQLite), and the same loyalty bodies to the hosted loyalty service on a real
 * PostgreSQL started here (as the bench starts one); prints the replies per status, lists every 5xx or undescribed
 * 4xx, and exits 1 if there was one.
 */
const flags = [
  { name: 'seed', help: 'seed of the generator (default 1)' },
  { name: 'xml', help: 'station XML bodies to send (default 20000)' },
  { name: 'json', help: 'loyalty JSON bodies to send (default 5000)' },
];

function count(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d{1,9}$/.test(value)) throw new StartupError(`--${name} must be a whole number; got "${value}"`);
  return Number(value);
}

async function main(): Promise<number> {
  const given = parseFlags(process.argv.slice(2), flags);
  if (given.help) {
    process.stdout.write(usage('npm run fuzz --', flags) + '\n');
    return 0;
  }
  const counts = {
    seed: count(given.seed, 'seed', 1),
    xml: count(given.xml, 'xml', 20_000),
    json: count(given.json, 'json', 5_000),
  };
  const target = await startFuzzBridge();
  const postgres = await startBenchPostgres().catch(async (error: unknown) => {
    await target.close();
    throw error;
  });
  const hosted = await startFuzzPostgres(postgres.url).catch(async (error: unknown) => {
    await Promise.all([target.close(), postgres.stop()]);
    throw error;
  });
  try {
    const tallies = [
      ...(await runFuzz(target, counts)),
      await runLoyaltyFuzz('loyalty JSON on PostgreSQL (/b2b/v1, /guest/v1)', hosted, counts),
    ];
    process.stdout.write(`seed ${counts.seed}\n\n${fuzzTable(tallies)}\n`);
    const failures = tallies.flatMap((t) => t.failures.map((f) => `${t.target}: ${f}`));
    const serves = (await stillServes(target)) && (await loyaltyStillServes(hosted));
    if (failures.length > 0) process.stdout.write(`\n${failures.join('\n')}\n`);
    if (!serves) process.stdout.write('\nthe bridge or the hosted service no longer answers a valid request\n');
    return failures.length === 0 && serves ? 0 : 1;
  } finally {
    await hosted.close();
    await postgres.stop();
    await target.close();
  }
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof StartupError ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
