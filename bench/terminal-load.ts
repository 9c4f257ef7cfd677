import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runWorkers, send, type LoadResult } from './loyalty/load-client.js';

/** Keep-alive connections of every load the terminal bench runs. */
export const connections = 50;
/** getmenulist requests per connection before a list load's clock starts (connections open, both sides' code warm). */
export const warmupRequests = 20;
export const xmlHeaders = { 'content-type': 'application/xml; charset=utf-8' };

/** What the load process runs: one body repeated for `seconds`, or a fixed list of bodies per connection. */
export interface LoadPlan {
  readonly url: string;
  readonly seconds: number | null;
  readonly body?: string;
  readonly lists?: readonly (readonly string[])[];
  /** A getmenulist body each connection sends `warmupRequests` times before the clock starts. */
  readonly warmup?: string;
}

const ok = (reply: { status: number; body: Buffer }): boolean =>
  reply.status === 200 && !reply.body.includes('<OpResult>0</OpResult>');

async function runPlan(plan: LoadPlan): Promise<LoadResult> {
  if (plan.body !== undefined) {
    const body = Buffer.from(plan.body);
    return runWorkers(connections, plan.seconds!, async () => ok(await send(plan.url, body, xmlHeaders)));
  }
  const lists = plan.lists!.map((list) => list.map((b) => Buffer.from(b)));
  if (plan.warmup !== undefined) {
    const url = new URL('/authcall.xml/getmenulist.xml', plan.url).href;
    const body = Buffer.from(plan.warmup);
    await Promise.all(
      lists.map(async () => {
        for (let i = 0; i < warmupRequests; i++) await send(url, body, xmlHeaders);
      }),
    );
  }
  const next = lists.map(() => 0);
  return runWorkers(lists.length, Infinity, async (worker) => {
    const body = lists[worker]![next[worker]!++];
    if (!body) return 'done';
    return ok(await send(plan.url, body, xmlHeaders));
  });
}

export interface LoadProcess {
  /** The load process's pid (for the machine's CPU accounting). */
  readonly pid: number;
  run(plan: LoadPlan): Promise<LoadResult>;
  stop(): Promise<void>;
}

/**
 * The load runs in one process of its own (client and servers never share an event loop), started once for the whole
 * bench: every round, bare or bridge, meets the same warm client, as with wrk or autocannon. Plans go over IPC.
 */
export function startLoadProcess(): LoadProcess {
  const child: ChildProcess = spawn(process.execPath, [fileURLToPath(import.meta.url), '--load-process'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let pending: { resolve: (r: LoadResult) => void; reject: (e: Error) => void } | undefined;
  child.on('message', (result: LoadResult) => {
    pending?.resolve(result);
    pending = undefined;
  });
  child.once('exit', (code) => pending?.reject(new Error(`load process exited with ${code}`)));
  return {
    pid: child.pid!,
    run(plan) {
      if (pending) return Promise.reject(new Error('the load process runs one plan at a time'));
      return new Promise((resolve, reject) => {
        pending = { resolve, reject };
        child.send(plan);
      });
    },
    stop() {
      if (child.exitCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.disconnect();
      });
    },
  };
}

if (process.argv[2] === '--load-process') {
  process.on('message', (plan: LoadPlan) => {
    void runPlan(plan).then((result) => process.send!(result));
  });
  /** The bench disconnects when it is done: the keep-alive sockets must not hold the process open. */
  process.on('disconnect', () => process.exit(0));
}
