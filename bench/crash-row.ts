import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { benchDir } from './bench-support.js';
import type { Row } from './report-sections.js';

/** The repository's root, where vitest finds its config (the bench runs from out/bench/). */
const root = path.resolve(benchDir, '..', '..');

export interface CrashTest {
  /** The test file, from the repository's root. */
  readonly file: string;
  readonly kills: number;
  readonly metric: string;
  /** The test's notice of what it played (its annotation, shown by the verbose reporter). */
  readonly notice: RegExp;
  /** The row's result when the test passed, from the notice's match. */
  readonly played: (match: RegExpExecArray) => string;
}

/**
 * A crash test run by vitest as the test suite runs it, at `kills` SIGKILLs (the suite's own run takes fewer,
 * TILLBRIDGE_KILLS): its row says what it played and whether anything was lost or doubled (the test fails naming it).
 */
export function crashTestRow(test: CrashTest): Row {
  const run = spawnSync('npx', ['vitest', 'run', test.file, '--reporter=verbose'], {
    cwd: root,
    env: { ...process.env, TILLBRIDGE_KILLS: String(test.kills), NO_COLOR: '1' },
    encoding: 'utf8',
    timeout: 30 * 60_000,
  });
  const output = `${run.stdout}\n${run.stderr}`;
  const played = test.notice.exec(output);
  const pass = run.status === 0 && played !== null;
  return {
    metric: test.metric,
    tillbridge: pass ? test.played(played) : `FAILED: ${/Error: .*/.exec(output)?.[0] ?? `exit ${run.status}`}`,
    baseline: '',
    target: '0 lost, 0 doubled',
    pass,
  };
}
