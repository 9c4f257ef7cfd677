import { parseFlags, usage } from '../../server/cli/parse-flags.js';
import { StartupError } from '../../server/core/startup-error.js';
import { startFuzzBridge } from './fuzz-bridge.js';
import { runFuzz, stillServes } from './fuzz-suite.js';
import { fuzzTable } from './fuzz-table.js';

/**
 * `npm run fuzz [-- --seed N --xml N --json N]`: sends mutated station messages and loyalty bodies to a real bridge on
 * loopback, prints the replies per status, lists every 5xx or undescribed 4xx, and exits 1 if there was one.
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
  try {
    const tallies = await runFuzz(target, counts);
    process.stdout.write(`seed ${counts.seed}\n\n${fuzzTable(tallies)}\n`);
    const failures = tallies.flatMap((t) => t.failures.map((f) => `${t.target}: ${f}`));
    const serves = await stillServes(target);
    if (failures.length > 0) process.stdout.write(`\n${failures.join('\n')}\n`);
    if (!serves) process.stdout.write('\nthe bridge no longer answers a valid request\n');
    return failures.length === 0 && serves ? 0 : 1;
  } finally {
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
