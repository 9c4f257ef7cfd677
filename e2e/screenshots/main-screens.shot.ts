import path from 'node:path';
import { expect, test } from '../fixtures.js';
import { projectRoot } from '../headless-server.js';

const shot = (name: string): string => path.join(projectRoot, 'docs', 'screenshots', `${name}.png`);

test('idle screen', async ({ page, bridge }) => {
  await page.goto(bridge.url);
  await expect(page.getByRole('status')).toContainText('Bridge online');
  await page.screenshot({ path: shot('idle'), fullPage: true });
});
