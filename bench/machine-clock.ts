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
    /** Runs `run` and adds the machine's ticks, and those of `processes` (name → pid), to `key`. */
    async measure<T>(key: string, processes: Record<string, number>, run: () => Promise<T>): Promise<T> {
      const before = machineTicks();
      const started = Object.entries(processes).map(([name, pid]) => [name, pid, processTicks(pid)] as const);
      const result = await run();
      const after = machineTicks();
      if (!before || !after) return result;
      const total = totals.get(key) ?? { machine: { busy: 0, idle: 0, iowait: 0 }, processes: new Map() };
      total.machine.busy += after.busy - before.busy;
      total.machine.idle += after.idle - before.idle;
      total.machine.iowait += after.iowait - before.iowait;
      for (const [name, pid, ticks] of started) {
        const now = processTicks(pid);
        if (ticks !== null && now !== null) total.processes.set(name, (total.processes.get(name) ?? 0) + now - ticks);
      }
      totals.set(key, total);
      return result;
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
