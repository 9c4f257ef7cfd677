import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { peakRssMb, report, tempDir } from './bench-support.js';
import { startBare } from './loyalty/bare-server.js';
import { generate } from './loyalty/generate.js';
import { runLoad, type LoadResult, type LoadSpec } from './loyalty/load-client.js';

/**
 * The loyalty service benchmark (issue 3): generates 100,000 guests and 1,000,000 orders, runs the real service as a
 * child process, drives it from a separate load-client process over loopback, prints a markdown table and writes it
 * to bench/results/loyalty.md. `BENCH_GUESTS`, `BENCH_ORDERS` and `BENCH_SECONDS` shrink it for a smoke run.
 */
const self = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(self), '../..');
const guests = Number(process.env.BENCH_GUESTS ?? 100_000);
const orders = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);

function startChild(args: string[], ready: RegExp): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = ready.exec(out);
      if (match?.[1]) resolve({ child, url: match[1].replace(/\/$/, '') });
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

/** Runs one load in its own process so client and service never share an event loop. */
function load(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [self, '--load', JSON.stringify(spec)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as LoadResult) : reject(new Error(`load ${code}`)),
    );
  });
}

async function bonusHistory(url: string, apiKey: string, phone: string): Promise<{ ms: number; records: number }> {
  const started = performance.now();
  const reply = await fetch(`${url}/b2b/v1/loyalty/guests/getBonusHistory`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ApiKey: apiKey },
    body: JSON.stringify({
      organization: { type: 'posObjectId', id: 'b1' },
      guest: { type: 'phone', phone },
      filter: { take: 100_000 },
    }),
  });
  const body = (await reply.json()) as { records: unknown[] };
  return { ms: performance.now() - started, records: body.records.length };
}

async function main(): Promise<void> {
  const dir = tempDir('loyalty');
  const children: ChildProcess[] = [];
  try {
    const t0 = performance.now();
    const data = await generate(dir, guests, orders, 100_000);
    const generateS = (performance.now() - t0) / 1000;
    process.stderr.write(`generated ${guests} guests, ${orders} orders in ${generateS.toFixed(1)} s\n`);
    const service = await startChild(
      [path.join(root, 'out/server/cli/loyalty.js'), '--data-dir', dir, '--port', '0', '--log-level', 'warn'],
      /^Loyalty service: (\S+)$/m,
    );
    children.push(service.child);
    const bare = await startChild([self, '--bare'], /^Bare: (\S+)$/m);
    children.push(bare.child);
    const spec = { apiKey: data.apiKey, seconds, guests };
    const history = await load({ ...spec, url: service.url, scenario: 'history', concurrency: 1 });
    const bareRun = await load({ ...spec, url: bare.url, scenario: 'bare', concurrency: 32 });
    const wallet = await load({ ...spec, url: service.url, scenario: 'wallet', concurrency: 32 });
    const lifecycle = await load({ ...spec, url: service.url, scenario: 'lifecycle', concurrency: 32 });
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await bonusHistory(service.url, data.apiKey, data.heavyPhone));
    const worst = Math.max(...runs.map((r) => r.ms));
    const rss = peakRssMb(service.child.pid ?? 0);
    const ratio = (wallet.perSecond / bareRun.perSecond) * 100;
    const errors = history.errors + bareRun.errors + wallet.errors + lifecycle.errors;
    const ms = (v: number) => `${v.toFixed(2)} ms`;
    report(
      'loyalty',
      'Loyalty service',
      [
        {
          metric: 'getOrdersHistory p95, 1 client',
          tillbridge: ms(history.p95Ms),
          baseline: `p50 ${ms(history.p50Ms)}`,
          target: '< 10 ms',
          pass: history.p95Ms < 10,
        },
        {
          metric: 'getWallet throughput, 32 clients',
          tillbridge: `${wallet.perSecond.toFixed(0)} req/s (${ratio.toFixed(0)} %)`,
          baseline: `bare express ${bareRun.perSecond.toFixed(0)} req/s`,
          target: '>= 40 % of bare',
          pass: ratio >= 40,
        },
        {
          metric: 'calculate+confirm+close, 32 clients',
          tillbridge: `${lifecycle.perSecond.toFixed(0)} lifecycles/s`,
          baseline: `p95 ${ms(lifecycle.p95Ms)}`,
          target: '>= 1000/s',
          pass: lifecycle.perSecond >= 1000,
        },
        {
          metric: 'getBonusHistory take=100000, worst of 3',
          tillbridge: `${worst.toFixed(0)} ms`,
          baseline: `${runs[0]?.records} records`,
          target: '< 1500 ms',
          pass: worst < 1500,
        },
        {
          metric: 'peak RSS of the service, whole run',
          tillbridge: `${rss.toFixed(0)} MB`,
          baseline: '',
          target: '< 300 MB',
          pass: rss < 300,
        },
        { metric: 'non-200 answers', tillbridge: String(errors), baseline: '', target: '0', pass: errors === 0 },
      ],
      [
        `${guests} guests and ${orders} orders generated in ${generateS.toFixed(1)} s; ${seconds} s per load run; ${os.cpus().length} CPUs shared by the service, the load client (its own process) and whatever else runs on the machine (load average ${os.loadavg()[0]?.toFixed(1)} at the end).`,
      ],
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const mode = process.argv[2];
if (mode === '--load') {
  void runLoad(JSON.parse(process.argv[3] ?? '{}') as LoadSpec).then((result) => {
    process.stdout.write(JSON.stringify(result));
    process.exit(0);
  });
} else if (mode === '--bare') {
  void startBare();
} else {
  main().catch((error: unknown) => {
    process.stderr.write(`loyalty bench failed: ${(error as Error).message}\n`);
    process.exitCode = 1;
  });
}
