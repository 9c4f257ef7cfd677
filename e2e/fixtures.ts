import { test as base } from '@playwright/test';
import fs from 'node:fs';
import { startHeadlessServer, type HeadlessServer } from './headless-server.js';

/** Each test gets its own headless bridge with its own data dir, ready (it printed `UI:`) before the test starts. */
export const test = base.extend<{ bridge: HeadlessServer }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object, here none
  bridge: async ({}, use) => {
    const server = await startHeadlessServer();
    await use(server);
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  },
});

export { expect } from '@playwright/test';
