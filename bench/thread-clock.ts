import fs from 'node:fs';
import type { StartedProcess } from './bench-support.js';

interface Times {
  runNs: number;
  waitNs: number;
}

/** A process's main thread: nanoseconds on a CPU and runnable but waiting for one (Linux schedstat; null elsewhere). */
function mainThreadTimes(pid: number): Times | null {
  try {
    const [run, wait] = fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return { runNs: run!, waitNs: wait! };
  } catch {
    return null;
  }
}

interface Total extends Times {
  requests: number;
  /** Requests of another kind inside the same load (warm-ups), charged at that kind's own cost per request. */
  warmups: { key: string; requests: number }[];
}

/**
 * What one request costs a server's main thread, apart from the rate: its time on a CPU per request (stable from run to
 * run, unlike a rate on a shared machine) and its time runnable but waiting for a CPU that another process had.
 */
export function threadClock() {
  const totals = new Map<string, Total>();
  const perRequest = (key: string): { runUs: number; waitUs: number } | null => {
    const total = totals.get(key);
    if (!total || total.requests === 0) return null;
    let { runNs, waitNs } = total;
    for (const warmup of total.warmups) {
      const cost = perRequest(warmup.key);
      if (!cost) return null;
      runNs -= warmup.requests * cost.runUs * 1000;
      waitNs -= warmup.requests * cost.waitUs * 1000;
    }
    return { runUs: runNs / total.requests / 1000, waitUs: waitNs / total.requests / 1000 };
  };
  return {
    /** Runs one load against `server` and adds its main thread's times to `key`. */
    async measure<T extends { operations: number }>(
      server: StartedProcess,
      key: string,
      run: () => Promise<T>,
      warmup?: { key: string; requests: number },
    ): Promise<T> {
      const before = mainThreadTimes(server.child.pid!);
      const result = await run();
      const after = mainThreadTimes(server.child.pid!);
      if (before && after) {
        const total = totals.get(key) ?? { runNs: 0, waitNs: 0, requests: 0, warmups: [] };
        total.runNs += after.runNs - before.runNs;
        total.waitNs += after.waitNs - before.waitNs;
        total.requests += result.operations;
        if (warmup) total.warmups.push(warmup);
        totals.set(key, total);
      }
      return result;
    },
    perRequest,
  };
}
