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
  if (!fs.existsSync(file)) return { name, passed: 0, failed: 0, skipped: 0 };
  return { name, ...pick(JSON.parse(fs.readFileSync(file, 'utf8'))) };
}

const suites = [
  count('unit', `${reports}/unit.json`, (report) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.success === false && report.numFailedTests === 0 ? 1 : 0),
    skipped: report.numPendingTests + report.numTodoTests,
  })),
  count('e2e', `${reports}/e2e.json`, (report) => ({
    passed: report.stats.expected,
    failed: report.stats.unexpected + report.stats.flaky + (report.errors?.length ?? 0),
    skipped: report.stats.skipped,
  })),
];
const total = (key) => suites.reduce((sum, suite) => sum + suite[key], 0);
for (const suite of suites)
  console.log(`${suite.name}: ${suite.passed} passed, ${suite.failed} failed, ${suite.skipped} skipped`);
const empty = suites.filter((suite) => suite.passed + suite.failed === 0).map((suite) => suite.name);
for (const name of empty) console.log(`${name}: ran no test (its report is missing or empty), which is not a pass`);
console.log(`tests: ${total('passed')} passed, ${total('failed') + empty.length} failed, ${total('skipped')} skipped`);
process.exit(total('failed') > 0 || empty.length > 0 ? 1 : 0);
