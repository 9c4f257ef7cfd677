import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config.js';

/** `npm run screenshots`: refreshes docs/screenshots/ from the running UI at a till's 1024×768 (the guest page at a phone's 360×640), in English and Russian (kept apart from the test suite). */
export default defineConfig({
  ...baseConfig,
  testDir: 'e2e/screenshots',
  testMatch: '**/*.shot.ts',
  reporter: 'list',
  use: { ...baseConfig.use, viewport: { width: 1024, height: 768 }, deviceScaleFactor: 1 },
});
