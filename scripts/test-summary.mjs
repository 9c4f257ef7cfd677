import fs from 'node:fs';

/** Prints one closing line over the unit and e2e suites: `tests: N passed, N failed, N skipped`. */
function count(file, pick) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  return pick(JSON.parse(fs.readFileSync(file, 'utf8')));
}

const unit = count('test-reports/unit.json', (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests,
  skipped: report.numPendingTests + report.numTodoTests,
}));
const e2e = count('test-reports/e2e.json', (report) => ({
  passed: report.stats.expected,
  failed: report.stats.unexpected + report.stats.flaky,
  skipped: report.stats.skipped,
}));
const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed;
const skipped = unit.skipped + e2e.skipped;
console.log(`unit: ${unit.passed} passed, ${unit.failed} failed, ${unit.skipped} skipped`);
console.log(`e2e: ${e2e.passed} passed, ${e2e.failed} failed, ${e2e.skipped} skipped`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
