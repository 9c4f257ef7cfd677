import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config.js';

/** `npm run screenshots`: refreshes docs/screenshots/ from the running UI (kept apart from the test suite). */
export default defineConfig({
  ...baseConfig,
  testDir: 'e2e/screenshots',
  testMatch: '**/*.shot.ts',
  reporter: 'list',
  use: { ...baseConfig.use, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
});
