import { expect, test } from '../fixtures.js';
import { useLanguage } from '../layout-support.js';
import { bridgeLanguage, shot, shotLanguages } from './shot-support.js';

for (const language of shotLanguages)
  test.describe(language, () => {
    test.use({ bridgeArgs: bridgeLanguage(language) });
    test(`idle screen (${language})`, async ({ page, bridge }) => {
      await useLanguage(page, language);
      await page.goto(bridge.url);
      await expect(page.getByRole('status')).toContainText(/Bridge online|Мост работает/);
      await page.screenshot({ path: shot('idle', language), fullPage: true });
    });
  });
