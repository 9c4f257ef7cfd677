import { spawn } from 'node:child_process';
import path from 'node:path';
import { benchDir, startProcess, type StartedProcess } from '../bench-support.js';
import type { LoadResult, LoadSpec } from './load-client.js';

/** The compiled bench script: its `--load`, `--bare` and `--bare-postgres` modes run the helpers of this folder. */
const benchScript = path.join(benchDir, 'loyalty-bench.js');
const loyaltyCli = path.resolve(benchDir, '..', 'server', 'cli', 'loyalty.js');

/**
 * `npm run loyalty` as a child process, ready once it prints its address: on `loyalty.sqlite` in `dataDir`, or on the
 * PostgreSQL database at `databaseUrl` (given through the environment, which keeps its password off the process list;
 * the data folder then holds only logs).
 */
export function startService(dataDir: string, databaseUrl?: string): Promise<StartedProcess> {
  const args = ['--data-dir', dataDir, '--port', '0', '--log-level', 'warn'];
  const env: Record<string, string> = databaseUrl ? { TILLBRIDGE_LOYALTY_DATABASE_URL: databaseUrl } : {};
  return startProcess(loyaltyCli, args, undefined, env);
}

/** A baseline server of bare-server.ts as a child process: the constant one, or the one on PostgreSQL at `url`. */
export function startBaseline(postgresUrl?: string): Promise<StartedProcess> {
  const args = postgresUrl === undefined ? ['--bare'] : ['--bare-postgres', postgresUrl];
  return startProcess(benchScript, args, /^Bare: (\S+)$/m);
}

/** Runs one load in its own process so client and service never share an event loop. */
export function load(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [benchScript, '--load', JSON.stringify(spec)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as LoadResult) : reject(new Error(`load ${code}`)),
    );
  });
}

/** One getBonusHistory of the whole ledger of `phone`: how long it took and how many records came back. */
export async function bonusHistory(
  url: string,
  apiKey: string,
  phone: string,
): Promise<{ ms: number; records: number }> {
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

/** The worst of three getBonusHistory calls, and the records of the first. */
export async function worstBonusHistory(url: string, apiKey: string, phone: string) {
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await bonusHistory(url, apiKey, phone));
  return { worstMs: Math.max(...runs.map((r) => r.ms)), records: runs[0]?.records ?? 0 };
}
