import { peakRssMb, tempDir, type StartedProcess } from '../bench-support.js';
import { machineClock } from '../machine-clock.js';
import type { BenchCounts } from './bench-rows.js';
import { startBenchPostgres } from './bench-postgres.js';
import { load, startBaseline, startService, worstBonusHistory } from './bench-processes.js';
import { generate } from './generate.js';
import type { LoadResult } from './load-client.js';

export interface PostgresMeasures {
  readonly generateS: number;
  /** The server's version and durability settings (bench-postgres.ts). */
  readonly settings: string;
  readonly history: LoadResult;
  /** The bare express + pg handler, 32 clients. */
  readonly bare: LoadResult;
  readonly wallet: LoadResult;
  /** Lifecycles at 32 clients on one instance and spread over two, `rounds` runs each, interleaved (1 2, 2 1, 1 2...). */
  readonly lifecycleOne: readonly LoadResult[];
  readonly lifecycleTwo: readonly LoadResult[];
  /** Where the CPUs went in each configuration, summed over its runs. */
  readonly cpu: Record<'one' | 'two', LifecycleCpu>;
  /** Non-200 answers of the unmeasured warm-up. */
  readonly warmUpErrors: number;
  readonly bonusHistory: { readonly worstMs: number; readonly records: number };
  readonly peakRssMb: readonly [number, number];
}

/** One configuration's lifecycles: the machine's use of its CPUs, and CPU ms per lifecycle of each part. */
export interface LifecycleCpu {
  /** `81 % busy (instances 52 %, PostgreSQL 26 %), 19 % idle (...)` (machine-clock.ts). */
  readonly machine: string;
  /** CPU milliseconds per lifecycle: the service instance(s), PostgreSQL's processes; null without /proc. */
  readonly instancesMs: number | null;
  readonly postgresMs: number | null;
}

/**
 * The service on a real PostgreSQL started here (fsync on): two instances on one database, plus the bare express + pg
 * baseline on the same database. Every figure but the two-instance lifecycles comes from instance 1; both instances
 * get an unmeasured warm-up of lifecycles first, then the one- and two-instance runs alternate, `rounds` of each in
 * the order 1 2, 2 1, 1 2..., so that the database's growth and the machine's drift weigh on both alike.
 */
export async function runPostgres(counts: BenchCounts, seconds: number, rounds: number): Promise<PostgresMeasures> {
  const postgres = await startBenchPostgres();
  const started: StartedProcess[] = [];
  try {
    const t0 = performance.now();
    const data = await generate({ engine: 'postgres', url: postgres.url }, counts);
    const generateS = (performance.now() - t0) / 1000;
    process.stderr.write(`PostgreSQL: generated in ${generateS.toFixed(1)} s (${postgres.settings})\n`);
    const one = await startService(tempDir('loyalty-pg-1'), postgres.url);
    started.push(one);
    const two = await startService(tempDir('loyalty-pg-2'), postgres.url);
    started.push(two);
    const bareServer = await startBaseline(postgres.url);
    started.push(bareServer);
    const spec = { apiKey: data.apiKey, seconds, guests: counts.guests };
    const history = await load({ ...spec, urls: [one.url], scenario: 'history', concurrency: 1 });
    const bare = await load({ ...spec, urls: [bareServer.url], scenario: 'bare', concurrency: 32 });
    const wallet = await load({ ...spec, urls: [one.url], scenario: 'wallet', concurrency: 32 });
    const lifecycles = (urls: string[], runSeconds = seconds) =>
      load({ ...spec, seconds: runSeconds, urls, scenario: 'lifecycle', concurrency: 32 });
    const warmUp = await lifecycles([one.url, two.url], Math.min(2, seconds));
    const clock = machineClock();
    const runs = { one: [] as LoadResult[], two: [] as LoadResult[] };
    const measured = async (config: 'one' | 'two') => {
      const urls = config === 'one' ? [one.url] : [one.url, two.url];
      const processes = { instances: [one.child.pid ?? 0, two.child.pid ?? 0], PostgreSQL: postgres.pids() };
      runs[config].push(await clock.measure(config, processes, () => lifecycles(urls)));
    };
    for (let round = 0; round < rounds; round++)
      for (const config of round % 2 === 0 ? (['one', 'two'] as const) : (['two', 'one'] as const))
        await measured(config);
    const cpuOf = (config: 'one' | 'two'): LifecycleCpu => {
      const lifecycleCount = runs[config].reduce((sum, r) => sum + r.operations, 0);
      const perLifecycle = (name: string) => {
        const spent = clock.processMs(config, name);
        return spent === null ? null : spent / lifecycleCount;
      };
      return {
        machine: clock.describe(config),
        instancesMs: perLifecycle('instances'),
        postgresMs: perLifecycle('PostgreSQL'),
      };
    };
    const bonusHistory = await worstBonusHistory(one.url, data.apiKey, data.heavyPhone);
    return {
      generateS,
      settings: postgres.settings,
      history,
      bare,
      wallet,
      lifecycleOne: runs.one,
      lifecycleTwo: runs.two,
      cpu: { one: cpuOf('one'), two: cpuOf('two') },
      warmUpErrors: warmUp.errors,
      bonusHistory,
      peakRssMb: [peakRssMb(one.child.pid ?? 0), peakRssMb(two.child.pid ?? 0)],
    };
  } finally {
    for (const child of started) await child.stop();
    await postgres.stop();
  }
}
