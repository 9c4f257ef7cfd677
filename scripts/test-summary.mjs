import fs from 'node:fs';

/**
 * Prints one closing line over the unit and e2e suites: `tests: N passed, N failed, N skipped`, and fails unless both
 * suites left a report of this run with at least one test run: a suite that ran no test is not a pass. `--clear`
 * removes the reports of an earlier run first (npm test starts with it), so a stale report cannot stand in for a suite.
 */
const reports = 'test-reports';

if (process.argv.includes('--clear')) {
  fs.rmSync(reports, { recursive: true, force: true });
  process.exit(0);
}

function count(name, file, pick) {
  if (!fs.existsSync(file)) return { name, passed: 0, failed: 0, skipped: 0, errors: 0 };
  return { name, ...pick(JSON.parse(fs.readFileSync(file, 'utf8'))) };
}

const suites = [
  count('unit', `${reports}/unit.json`, (report) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    errors: report.success === false && report.numFailedTests === 0 ? 1 : 0,
  })),
  count('e2e', `${reports}/e2e.json`, (report) => ({
    passed: report.stats.expected,
    failed: report.stats.unexpected + report.stats.flaky,
    skipped: report.stats.skipped,
    errors: report.errors?.length ?? 0,
  })),
];
const total = (key) => suites.reduce((sum, suite) => sum + suite[key], 0);
for (const suite of suites)
  console.log(`${suite.name}: ${suite.passed} passed, ${suite.failed} failed, ${suite.skipped} skipped`);
/** A suite that ran no test, or whose run failed outside any test, counts as one failure. */
const broken = suites.filter((suite) => suite.passed + suite.failed === 0 || suite.errors > 0);
for (const suite of broken) {
  const ranNone = suite.passed + suite.failed === 0;
  const why = ranNone ? 'ran no test (no report of this run, or an empty one)' : 'its run failed outside any test';
  console.log(`${suite.name}: ${why}, which is not a pass`);
}
const failed = total('failed') + broken.length;
console.log(`tests: ${total('passed')} passed, ${failed} failed, ${total('skipped')} skipped`);
process.exit(failed > 0 ? 1 : 0);
