import fs from 'node:fs';

/** Clock ticks of the whole machine: busy (user, system, interrupts, stolen), idle, and idle while waiting for the disk. */
interface MachineTicks {
  busy: number;
  idle: number;
  iowait: number;
}

/** The first line of /proc/stat; null where there is none (not Linux). */
function machineTicks(): MachineTicks | null {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return { busy: user! + nice! + system! + irq! + softirq! + steal!, idle: idle!, iowait: iowait! };
  } catch {
    return null;
  }
}

/** A process's user and system ticks, all its threads (the kernel's work for its sockets and files included). */
function processTicks(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** The ticks of a group of processes (PostgreSQL's backends); those gone since are left out of both ends. */
function groupTicks(pids: readonly number[]): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const pid of pids) {
    const t = processTicks(pid);
    if (t !== null) ticks.set(pid, t);
  }
  return ticks;
}

/** Clock ticks per second of /proc (USER_HZ, 100 on every Linux Node runs on). */
const ticksPerSecond = 100;

interface Stretch {
  machine: MachineTicks;
  processes: Map<string, number>;
}

/**
 * Where the machine's CPUs went while a load ran: how busy they were, the share of each named process, and how much was
 * idle (part of it waiting for the disk). Says whether a server was held back by the CPUs or by itself.
 */
export function machineClock() {
  const totals = new Map<string, Stretch>();
  return {
    /** Runs `run` and adds the machine's ticks, and those of `processes` (name → pid, or the pids of a group), to `key`. */
    async measure<T>(
      key: string,
      processes: Record<string, number | readonly number[]>,
      run: () => Promise<T>,
    ): Promise<T> {
      const before = machineTicks();
      const started = Object.entries(processes).map(
        ([name, pids]) => [name, groupTicks(typeof pids === 'number' ? [pids] : pids)] as const,
      );
      const result = await run();
      const after = machineTicks();
      if (!before || !after) return result;
      const total = totals.get(key) ?? { machine: { busy: 0, idle: 0, iowait: 0 }, processes: new Map() };
      total.machine.busy += after.busy - before.busy;
      total.machine.idle += after.idle - before.idle;
      total.machine.iowait += after.iowait - before.iowait;
      for (const [name, ticks] of started) {
        const now = groupTicks([...ticks.keys()]);
        let spent = 0;
        for (const [pid, t] of now) spent += t - ticks.get(pid)!;
        total.processes.set(name, (total.processes.get(name) ?? 0) + spent);
      }
      totals.set(key, total);
      return result;
    },
    /** CPU milliseconds the processes named `name` spent in the loads measured under `key` (null: none measured). */
    processMs(key: string, name: string): number | null {
      const ticks = totals.get(key)?.processes.get(name);
      return ticks === undefined ? null : (ticks * 1000) / ticksPerSecond;
    },
    /** `81 % busy (bridge 52 %, load 26 %), 19 % idle (7 % waiting for the disk)`, in shares of all the CPUs. */
    describe(key: string): string {
      const total = totals.get(key);
      if (!total) return 'n/a (nothing measured: this machine has no /proc/stat)';
      const { busy, idle, iowait } = total.machine;
      const all = busy + idle + iowait;
      const share = (ticks: number) => `${((ticks / all) * 100).toFixed(0)} %`;
      const parts = [...total.processes].map(([name, ticks]) => `${name} ${share(ticks)}`).join(', ');
      return `${share(busy)} busy (${parts}), ${share(idle + iowait)} idle (${share(iowait)} waiting for the disk)`;
    },
  };
}
