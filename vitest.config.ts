import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that run longest (each well over 20 s: many real processes started one after another), longest first. They
 * start the run, so that no worker is left alone with one of them at its end. A file missing here only runs later.
 */
const longFiles = [
  'server/payments/outbox-kills.test.ts',
  'server/farcards/checks/check-kills.test.ts',
  'server/cli/loyalty-admin-key-login-cli.test.ts',
  'server/cli/loyalty-admin-cli.test.ts',
  'server/cli/loyalty-admin-accounts-cli.test.ts',
  'server/cli/loyalty-admin-audit-cli.test.ts',
  'server/cli/serve-cli.test.ts',
  'server/payments/hosted-loyalty-faults.test.ts',
  'server/authcall/auth-path.test.ts',
  'server/cli/loyalty-cli.test.ts',
  'server/payments/crash-recovery.test.ts',
  'server/loyalty/console/session-router.test.ts',
  'server/cli/database-refusal-cli.test.ts',
  'bench/fuzz/fuzz.test.ts',
  'server/loyalty/database/database-restart.test.ts',
  'server/payments/partial-crash.test.ts',
  'server/core/request-timeouts.test.ts',
  'server/cli/station-cli.test.ts',
  'server/menu/manual-accrual-crash.test.ts',
];

/** Vitest's order (slowest first by the last local run, larger files first on a fresh clone) after the long files. */
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = longFiles.findIndex((long) => file.moduleId.endsWith(`/${long}`));
      return index === -1 ? longFiles.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/** Unit and integration tests sit next to the code they test. */
export default defineConfig({
  test: {
    include: [
      'server/**/*.test.ts',
      'shared/**/*.test.ts',
      'main/**/*.test.ts',
      'renderer/src/**/*.test.{ts,tsx}',
      'guest-page/src/**/*.test.{ts,tsx}',
      'admin-console/src/**/*.test.{ts,tsx}',
      'web-kit/src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['./vitest.global-setup.ts'],
    setupFiles: ['./vitest.response-guard.ts'],
    pool: 'forks',
    /**
     * One worker per core (Vitest's default leaves one core idle, which on a 2-core CI machine means one file at a
     * time): a worker spends much of its time waiting for the processes its tests start.
     */
    maxWorkers: '100%',
    /**
     * A worker runs file after file in one process, importing the bridge, the loyalty service and their packages once
     * rather than once a file (that import was a third of the run). Nothing a file leaves behind reaches the next: each
     * test makes its own folders, databases and servers, tests change no environment variable or global (fake timers
     * and spies are restored after each test), the code's module state is caches keyed by database or file, and the
     * response guard's setup (run again before each file) forgets the exemptions of the file before.
     */
    isolate: false,
    sequence: { sequencer: LongFilesFirst },
    /** Only a hang's limit, never a speed check: a test's processes share the cores with the other worker's. */
    testTimeout: 60_000,
    hookTimeout: 30_000,
    reporters: ['default', ['json', { outputFile: 'test-reports/unit.json' }]],
  },
});
