import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where a system-wide Chromium or Chrome is found on Linux, macOS and Windows, in that order. */
const systemBrowsers = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
];

/** The flags every launch uses: root without a sandbox, and nothing that calls out to the internet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The Chromium the tests and benchmarks drive, in this order: `CHROMIUM_PATH`; Playwright's own browser where it was
 * installed; the system's; else the one the npm package `@sparticuz/chromium` ships inside it (unpacked on first use
 * into the temp folder), so that a machine with nothing but Node runs the browser tests.
 */
export async function findChromium() {
  if (process.env.CHROMIUM_PATH) return { executablePath: process.env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
  const { chromium } = await import('@playwright/test');
  const playwrights = chromium.executablePath();
  if (playwrights && fs.existsSync(playwrights)) return { executablePath: playwrights, source: 'Playwright' };
  const system = systemBrowsers.find((file) => fs.existsSync(file));
  if (system) return { executablePath: system, source: 'system' };
  const packaged = (await import('@sparticuz/chromium')).default;
  const executablePath = await packaged.executablePath();
  // Its fonts (unpacked beside it) for a machine without any; the window's own font is served by the app.
  process.env.FONTCONFIG_PATH ??= path.join(os.tmpdir(), 'fonts');
  return { executablePath, source: '@sparticuz/chromium' };
}
