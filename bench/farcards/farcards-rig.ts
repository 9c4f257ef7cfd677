import fs from 'node:fs';
import path from 'node:path';
import {
  embeddedAccess,
  readToken,
  seedGuest,
  type LoyaltyAccess,
} from '../../server/payments/test-support/station-driver.js';
import { hostedAccess, hostedBridgeArgs } from '../../server/payments/test-support/hosted-loyalty.js';
import type { FarcardsTill } from '../../server/station-sim/farcards-till.js';
import { halfProgramme, writeCheckBootstrap } from '../../server/farcards/checks/test-support/check-audit.js';
import { benchDir, startProcess, tempDir, type StartedProcess } from '../bench-support.js';
import { startBenchPostgres, type BenchPostgres } from '../loyalty/bench-postgres.js';

const serveScript = path.resolve(benchDir, '..', 'server', 'cli', 'serve.js');
const loyaltyScript = path.resolve(benchDir, '..', 'server', 'cli', 'loyalty.js');
const bareScript = path.join(benchDir, 'baseline', 'bare-xml-server.js');

/** A bridge with its FarCards door on, its loyalty service, and the processes to stop. */
export interface FarcardsBridge {
  readonly bridge: StartedProcess;
  readonly till: (unitNo: number) => FarcardsTill;
  /** The bridge's window token, for the outbox's state. */
  readonly token: string;
  readonly processes: readonly StartedProcess[];
  stop(): Promise<void>;
}

/** Card of the bench's n-th guest (13 digits, as plastic cards print them). */
export const benchCard = (n: number): string => `2990000${String(n).padStart(6, '0')}`;
const benchPhone = (n: number): string => `+7999100${String(n).padStart(4, '0')}`;

async function seedGuests(url: string, access: LoyaltyAccess, guests: number): Promise<void> {
  for (let n = 0; n < guests; n++) await seedGuest(url, access, benchPhone(n), benchCard(n), 10_000_000);
}

/** `BENCH_PROFILE_DIR=<dir>`: the bridges' V8 CPU profiles go there (sampled every `BENCH_PROFILE_INTERVAL` µs, 1000). */
function startBridgeProcess(args: readonly string[]): Promise<StartedProcess> {
  const profile = process.env.BENCH_PROFILE_DIR;
  if (!profile) return startProcess(serveScript, args);
  const interval = process.env.BENCH_PROFILE_INTERVAL ?? '1000';
  return startProcess('--cpu-prof', [
    `--cpu-prof-dir=${profile}`,
    `--cpu-prof-interval=${interval}`,
    serveScript,
    ...args,
  ]);
}

function tillAt(bridge: StartedProcess): (unitNo: number) => FarcardsTill {
  return (unitNo) => ({ base: `${bridge.url}/farcards`, unitNo, timeoutMs: 30_000 });
}

/** The bridge on its embedded loyalty service (SQLite), the programme bootstrapped, `guests` guests with cards. */
export async function startEmbeddedBridge(guests: number): Promise<FarcardsBridge> {
  const dataDir = tempDir('farcards-embedded');
  fs.writeFileSync(
    path.join(dataDir, 'bench-bootstrap.json'),
    JSON.stringify({
      venues: [{ posObjectId: 'bench-cafe', name: 'Bench cafe' }],
      programmes: [{ venue: 'bench-cafe', ...halfProgramme }],
    }),
  );
  const flags = '--port 0 --log-level warn --farcards-enabled on --loyalty-bootstrap bench-bootstrap.json';
  const bridge = await startBridgeProcess(['--data-dir', dataDir, ...flags.split(' ')]);
  await seedGuests(bridge.url, embeddedAccess(dataDir), guests);
  return { bridge, till: tillAt(bridge), token: readToken(dataDir), processes: [bridge], stop: () => bridge.stop() };
}

/** The hosted loyalty service on the bench's PostgreSQL (a child process), and a bridge calling it over loopback. */
export async function startHostedBridge(
  guests: number,
): Promise<FarcardsBridge & { readonly postgres: BenchPostgres }> {
  const postgres = await startBenchPostgres();
  const started: StartedProcess[] = [];
  try {
    const loyaltyDir = tempDir('farcards-hosted');
    const bootstrap = path.join(loyaltyDir, 'bootstrap.json');
    writeCheckBootstrap(bootstrap, hostedAccess);
    const loyalty = await startProcess(
      loyaltyScript,
      ['--data-dir', loyaltyDir, '--port', '0', '--bootstrap', bootstrap, '--log-level', 'warn'],
      undefined,
      { TILLBRIDGE_LOYALTY_DATABASE_URL: postgres.url },
    );
    started.push(loyalty);
    await seedGuests(loyalty.url, hostedAccess, guests);
    const dataDir = tempDir('farcards-hosted-bridge');
    const bridge = await startBridgeProcess([
      '--port',
      '0',
      '--data-dir',
      dataDir,
      ...hostedBridgeArgs(loyalty.url),
      '--farcards-enabled',
      'on',
    ]);
    started.push(bridge);
    return {
      bridge,
      postgres,
      till: tillAt(bridge),
      token: readToken(dataDir),
      processes: started,
      async stop() {
        for (const process of started.reverse()) await process.stop();
        await postgres.stop();
      },
    };
  } catch (error) {
    for (const process of started) await process.stop();
    await postgres.stop();
    throw error;
  }
}

/** The bare node:http baseline answering the bridge's own bytes for each FarCards path (`replies`: path → body). */
export async function startBare(replies: Readonly<Record<string, string>>): Promise<StartedProcess> {
  const file = path.join(tempDir('farcards-bare'), 'replies.json');
  fs.writeFileSync(file, JSON.stringify(replies));
  return await startProcess(bareScript, [file]);
}
