import { peakRssMb, tempDir, type StartedProcess } from '../bench-support.js';
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
  /** Lifecycles at 32 clients on one instance and spread over two, each measured twice in the order 1, 2, 2, 1. */
  readonly lifecycleOne: readonly [LoadResult, LoadResult];
  readonly lifecycleTwo: readonly [LoadResult, LoadResult];
  /** Non-200 answers of the unmeasured warm-up. */
  readonly warmUpErrors: number;
  readonly bonusHistory: { readonly worstMs: number; readonly records: number };
  readonly peakRssMb: readonly [number, number];
}

/**
 * The service on a real PostgreSQL started here (fsync on): two instances on one database, plus the bare express + pg
 * baseline on the same database. Every figure but the two-instance lifecycles comes from instance 1; both instances
 * get an unmeasured warm-up of lifecycles first, and the one- and two-instance runs alternate (1, 2, 2, 1) so that
 * the database's growth and the machine's drift weigh on both alike.
 */
export async function runPostgres(counts: BenchCounts, seconds: number): Promise<PostgresMeasures> {
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
    const oneA = await lifecycles([one.url]);
    const twoA = await lifecycles([one.url, two.url]);
    const twoB = await lifecycles([one.url, two.url]);
    const oneB = await lifecycles([one.url]);
    const bonusHistory = await worstBonusHistory(one.url, data.apiKey, data.heavyPhone);
    return {
      generateS,
      settings: postgres.settings,
      history,
      bare,
      wallet,
      lifecycleOne: [oneA, oneB],
      lifecycleTwo: [twoA, twoB],
      warmUpErrors: warmUp.errors,
      bonusHistory,
      peakRssMb: [peakRssMb(one.child.pid ?? 0), peakRssMb(two.child.pid ?? 0)],
    };
  } finally {
    for (const child of started) await child.stop();
    await postgres.stop();
  }
}
