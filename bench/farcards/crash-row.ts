import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { benchDir } from '../bench-support.js';

/** The repository's root, where vitest finds its config (the bench runs from out/bench/). */
const root = path.resolve(benchDir, '..', '..');

/**
 * The crash test of checks (server/farcards/checks/check-kills.test.ts) at `kills` SIGKILLs, run by vitest as the test
 * suite runs it (the suite's own run takes fewer, TILLBRIDGE_KILLS): its row says what it played and whether any
 * write-off or accrual was lost or doubled (the test fails naming them).
 */
export function checkCrashRow(kills: number) {
  const run = spawnSync('npx', ['vitest', 'run', 'server/farcards/checks/check-kills.test.ts', '--reporter=verbose'], {
    cwd: root,
    env: { ...process.env, TILLBRIDGE_KILLS: String(kills), NO_COLOR: '1' },
    encoding: 'utf8',
    timeout: 30 * 60_000,
  });
  const output = `${run.stdout}\n${run.stderr}`;
  const played = /check kills: (\d+) kills \((\d+) at fault points\), (\d+) checks \((\d+) returned\)/.exec(output);
  const pass = run.status === 0 && played !== null;
  return {
    metric: `crash test: ${kills} SIGKILLs of the bridge while 3 stations play checks against a hosted service`,
    tillbridge: pass
      ? `0 lost, 0 doubled (${played[3]} checks, ${played[4]} returned; ${played[2]} kills at fault points)`
      : `FAILED: ${/Error: .*/.exec(output)?.[0] ?? `exit ${run.status}`}`,
    baseline: '',
    target: '0 lost, 0 doubled',
    pass,
  };
}
