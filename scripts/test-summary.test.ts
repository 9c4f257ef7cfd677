import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.resolve('scripts/test-summary.mjs');

/** Runs the closing summary in a folder holding the given reports; returns its exit code and output. */
function summarise(reports: { unit?: object; e2e?: object }): { status: number | null; output: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summary-'));
  fs.mkdirSync(path.join(dir, 'test-reports'));
  for (const [name, report] of Object.entries(reports)) {
    fs.writeFileSync(path.join(dir, 'test-reports', `${name}.json`), JSON.stringify(report));
  }
  const run = spawnSync(process.execPath, [script], { cwd: dir, encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true, force: true });
  return { status: run.status, output: run.stdout };
}

const unitReport = (passed: number, failed = 0) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: 0,
  numTodoTests: 0,
  success: failed === 0,
});
const e2eReport = (expected: number) => ({ stats: { expected, unexpected: 0, flaky: 0, skipped: 0 }, errors: [] });

describe('the closing summary of npm test', () => {
  it('passes when both suites ran tests and none failed', () => {
    const { status, output } = summarise({ unit: unitReport(3), e2e: e2eReport(2) });
    expect(status).toBe(0);
    expect(output).toContain('tests: 5 passed, 0 failed, 0 skipped');
  });

  it('fails when the unit suite ran no test, though the e2e suite passed', () => {
    const { status, output } = summarise({ unit: { ...unitReport(0), success: false }, e2e: e2eReport(51) });
    expect(status).toBe(1);
    expect(output).toContain('unit: ran no test');
  });

  it('fails when a suite left no report', () => {
    const { status, output } = summarise({ unit: unitReport(10) });
    expect(status).toBe(1);
    expect(output).toContain('e2e: ran no test');
  });

  it('fails when a test failed', () => {
    expect(summarise({ unit: unitReport(9, 1), e2e: e2eReport(1) }).status).toBe(1);
  });

  it('--clear removes the reports of an earlier run', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summary-'));
    fs.mkdirSync(path.join(dir, 'test-reports'));
    fs.writeFileSync(path.join(dir, 'test-reports', 'unit.json'), JSON.stringify(unitReport(1)));
    expect(spawnSync(process.execPath, [script, '--clear'], { cwd: dir }).status).toBe(0);
    expect(fs.existsSync(path.join(dir, 'test-reports'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
