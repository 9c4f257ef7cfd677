import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/find-chromium.mjs';

/** Playwright's own Chromium, the system's, or the one an npm package ships (scripts/find-chromium.mjs). */
const chromium = await findChromium();

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-reports/e2e.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromium.executablePath,
      args: [...chromiumArgs],
    },
    trace: 'retain-on-failure',
  },
});
