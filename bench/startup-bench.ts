import path from 'node:path';
import { benchDir, percentile, report, rssMb, sleep, startProcess, tempDir } from './bench-support.js';

/** `npm run serve` on an empty data dir: time to listening and idle RSS, beside a bare node:http server. */
const serveScript = path.resolve(benchDir, '..', 'server', 'cli', 'serve.js');
const baselineScript = path.join(benchDir, 'baseline', 'bare-http-server.js');
const runs = Number(process.env.BENCH_STARTUP_RUNS ?? 10);

async function measure(script: string, args: () => string[]): Promise<{ readyMs: number[]; idleRssMb: number[] }> {
  const readyMs: number[] = [];
  const idleRssMb: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = await startProcess(script, args());
    readyMs.push(started.readyMs);
    await fetch(started.url + '/').then((r) => r.arrayBuffer());
    await sleep(3000);
    idleRssMb.push(rssMb(started.child.pid!));
    await started.stop();
  }
  return { readyMs: readyMs.sort((a, b) => a - b), idleRssMb: idleRssMb.sort((a, b) => a - b) };
}

const bridge = await measure(serveScript, () => [
  '--port',
  '0',
  '--data-dir',
  tempDir('startup'),
  '--log-level',
  'warn',
]);
const bare = await measure(baselineScript, () => []);
const fmtMs = (v: number): string => `${v.toFixed(0)} ms`;
const fmtMb = (v: number): string => `${v.toFixed(1)} MB`;
const readyP95 = percentile(bridge.readyMs, 95);
const rssMax = bridge.idleRssMb.at(-1)!;
report(
  'startup',
  'Headless start-up (npm run serve, empty data dir)',
  [
    {
      metric: `spawn to listening, median of ${runs}`,
      tillbridge: fmtMs(percentile(bridge.readyMs, 50)),
      baseline: fmtMs(percentile(bare.readyMs, 50)),
      target: '< 1000 ms',
      pass: percentile(bridge.readyMs, 50) < 1000,
    },
    {
      metric: `spawn to listening, worst of ${runs}`,
      tillbridge: fmtMs(bridge.readyMs.at(-1)!),
      baseline: fmtMs(bare.readyMs.at(-1)!),
      target: '< 1000 ms',
      pass: bridge.readyMs.at(-1)! < 1000,
    },
    {
      metric: 'idle RSS 3 s after start, worst',
      tillbridge: fmtMb(rssMax),
      baseline: fmtMb(bare.idleRssMb.at(-1)!),
      target: '< 150 MB',
      pass: rssMax < 150,
    },
  ],
  [`p95 spawn to listening: ${fmtMs(readyP95)}. The baseline is a bare node:http server printing the same ready line.`],
);
