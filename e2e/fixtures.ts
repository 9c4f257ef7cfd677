import { test as base } from '@playwright/test';
import fs from 'node:fs';
import { startHeadlessServer, type HeadlessServer } from './headless-server.js';

interface Fixtures {
  readonly bridge: HeadlessServer;
}

interface Options {
  /** Whether the first-run set-up may show (a fresh bridge has no venue name); off but for the specs about it. */
  readonly firstRun: boolean;
  /** Flags for the test's bridge (e.g. `--language ru`). */
  readonly bridgeArgs: readonly string[];
}

/** Each test gets its own headless bridge with its own data dir, ready (it printed `UI:`) before the test starts. */
export const test = base.extend<Fixtures & Options>({
  firstRun: [false, { option: true }],
  bridgeArgs: [[], { option: true }],
  page: async ({ page, firstRun }, use) => {
    if (!firstRun) await page.addInitScript(() => sessionStorage.setItem('tillbridge.setup.later', '1'));
    await use(page);
  },
  bridge: async ({ bridgeArgs }, use) => {
    const server = await startHeadlessServer({ args: bridgeArgs });
    await use(server);
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  },
});

export { expect } from '@playwright/test';
