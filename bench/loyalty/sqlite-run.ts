import fs from 'node:fs';
import { peakRssMb, tempDir, type StartedProcess } from '../bench-support.js';
import { machineClock } from '../machine-clock.js';
import { load, startBaseline, startService, worstBonusHistory } from './bench-processes.js';
import type { BenchCounts } from './bench-rows.js';
import { generate } from './generate.js';
import type { LoadResult } from './load-client.js';

export interface SqliteMeasures {
  readonly generateS: number;
  readonly history: LoadResult;
  /** The constant bare express handler, 32 clients. */
  readonly bare: LoadResult;
  readonly wallet: LoadResult;
  /** `rounds` runs of lifecycles at 32 clients, one after the other. */
  readonly lifecycles: readonly LoadResult[];
  /** Where the CPUs went during the lifecycles, and the service's CPU ms per lifecycle (null without /proc). */
  readonly lifecycleCpu: { readonly machine: string; readonly serviceMs: number | null };
  readonly bonusHistory: { readonly worstMs: number; readonly records: number };
  readonly peakRssMb: number;
}

/** The service on `loyalty.sqlite` (the embedded default), measured as it always was; its folder is gone afterwards. */
export async function runSqlite(counts: BenchCounts, seconds: number, rounds: number): Promise<SqliteMeasures> {
  const dir = tempDir('loyalty');
  const t0 = performance.now();
  const data = await generate({ engine: 'sqlite', dir }, counts);
  const generateS = (performance.now() - t0) / 1000;
  process.stderr.write(
    `SQLite: generated ${counts.guests} guests, ${counts.orders} orders in ${generateS.toFixed(1)} s\n`,
  );
  const started: StartedProcess[] = [];
  try {
    const service = await startService(dir);
    started.push(service);
    const bareServer = await startBaseline();
    started.push(bareServer);
    const spec = { apiKey: data.apiKey, seconds, guests: counts.guests };
    const urls = [service.url];
    const history = await load({ ...spec, urls, scenario: 'history', concurrency: 1 });
    const bare = await load({ ...spec, urls: [bareServer.url], scenario: 'bare', concurrency: 32 });
    const wallet = await load({ ...spec, urls, scenario: 'wallet', concurrency: 32 });
    const clock = machineClock();
    const lifecycles: LoadResult[] = [];
    for (let round = 0; round < rounds; round++)
      lifecycles.push(
        await clock.measure('lifecycle', { service: service.child.pid ?? 0 }, () =>
          load({ ...spec, urls, scenario: 'lifecycle', concurrency: 32 }),
        ),
      );
    const serviceMs = clock.processMs('lifecycle', 'service');
    const operations = lifecycles.reduce((sum, r) => sum + r.operations, 0);
    const lifecycleCpu = {
      machine: clock.describe('lifecycle'),
      serviceMs: serviceMs === null ? null : serviceMs / operations,
    };
    const bonusHistory = await worstBonusHistory(service.url, data.apiKey, data.heavyPhone);
    const rss = peakRssMb(service.child.pid ?? 0);
    return { generateS, history, bare, wallet, lifecycles, lifecycleCpu, bonusHistory, peakRssMb: rss };
  } finally {
    for (const child of started) await child.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
