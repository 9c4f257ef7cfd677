import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machineClock } from './machine-clock.js';

/** A child process that keeps one CPU busy for `ms`, then exits. */
function spin(ms: number): { pid: number; done: Promise<void> } {
  const child = spawn(process.execPath, ['-e', `const end = Date.now() + ${ms}; while (Date.now() < end);`]);
  return { pid: child.pid!, done: new Promise((resolve) => child.once('exit', () => resolve())) };
}

describe.runIf(fs.existsSync('/proc/stat'))('machineClock', () => {
  it("charges a busy process's CPU to it, in shares of all the machine's CPUs", async () => {
    const clock = machineClock();
    const busy = spin(600);
    await clock.measure('spin', { spinner: busy.pid }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    await busy.done;
    const text = clock.describe('spin');
    const [, machine, spinner] = /^(\d+) % busy \(spinner (\d+) %\), \d+ % idle \(\d+ % waiting for the disk\)$/.exec(
      text,
    )!;
    /** One CPU of this machine's CPUs, give or take the clock's 10 ms ticks and the child's start. */
    expect(Number(spinner)).toBeGreaterThan(0);
    expect(Number(machine)).toBeGreaterThanOrEqual(Number(spinner));
  });

  it('says n/a for a key it never measured', () => {
    expect(machineClock().describe('never')).toMatch(/^n\/a/);
    expect(machineClock().processMs('never', 'spinner')).toBeNull();
  });

  it('sums a group of processes, in CPU milliseconds', async () => {
    const clock = machineClock();
    const group = [spin(900), spin(900)];
    await clock.measure('group', { group: group.map((s) => s.pid) }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    await Promise.all(group.map((s) => s.done));
    expect(clock.processMs('group', 'group')).toBeGreaterThan(0);
    expect(clock.describe('group')).toMatch(/\(group \d+ %\)/);
  });
});
