import { defineConfig } from 'vitest/config';

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
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: ['default', ['json', { outputFile: 'test-reports/unit.json' }]],
  },
});
