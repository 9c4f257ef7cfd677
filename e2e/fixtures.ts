import { test as base } from '@playwright/test';
import fs from 'node:fs';
import { startHeadlessServer, type HeadlessServer } from './headless-server.js';

interface Fixtures {
  readonly bridge: HeadlessServer;
}

interface Options {
  /** Whether the first-run set-up may show (a fresh bridge has no venue name); off but for the specs about it. */
  readonly firstRun: boolean;
}

/** Each test gets its own headless bridge with its own data dir, ready (it printed `UI:`) before the test starts. */
export const test = base.extend<Fixtures & Options>({
  firstRun: [false, { option: true }],
  page: async ({ page, firstRun }, use) => {
    if (!firstRun) await page.addInitScript(() => sessionStorage.setItem('tillbridge.setup.later', '1'));
    await use(page);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object, here none
  bridge: async ({}, use) => {
    const server = await startHeadlessServer();
    await use(server);
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  },
});

export { expect } from '@playwright/test';
