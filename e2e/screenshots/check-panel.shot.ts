import path from 'node:path';
import { expect, test } from '../fixtures.js';
import { dinner, halfShareProgramme, lookUpCheck } from '../farcards-seed.js';
import { useLanguage } from '../layout-support.js';
import { authPay, cancelPay, seedGuest, station } from '../loyalty-seed.js';
import { bridgeLanguage, shot, shotLanguages } from './shot-support.js';

test.afterEach(({ page }) => page.close());

const panelName = { en: "Guest's check", ru: 'Чек гостя' } as const;
const phoneField = { en: 'Phone', ru: 'Телефон' } as const;
const find = { en: 'Find', ru: 'Найти' } as const;

/** A short till's screen (800×600) is looked at, not kept in the docs: test-results/ holds it. */
const shortShot = (name: string, language: string) =>
  path.join('test-results', 'screenshots', `${name}-800x600${language === 'en' ? '' : `-${language}`}.png`);

for (const language of shotLanguages) {
  test.describe(language, () => {
    test.use({ bridgeArgs: ['--farcards-enabled', 'on', ...halfShareProgramme(), ...bridgeLanguage(language)] });

    test(`the prompt and the Guests page with the guest's check (${language})`, async ({ page, bridge }) => {
      await seedGuest(bridge, { phone: '+79160000081', card: '5536910000000081' }, 5000);
      await useLanguage(page, language);
      await page.goto(bridge.url);
      const reply = authPay(bridge, 50000, 4, station, '2');
      await expect(page.getByTestId('prompt-amount')).toBeVisible();
      await lookUpCheck(bridge, '5536910000000081', 2, dinner[language]);
      const panel = page.getByRole('region', { name: panelName[language] });
      await expect(panel.getByTestId('check-totals')).toBeVisible();
      await page.screenshot({ path: shot('check-panel', language) });

      await page.setViewportSize({ width: 800, height: 600 });
      await page.reload();
      await expect(panel.getByTestId('check-summary')).toBeVisible();
      await page.screenshot({ path: shortShot('check-panel', language) });
      await page.setViewportSize({ width: 1024, height: 768 });

      await cancelPay(bridge);
      await reply;
      await page.goto(`${bridge.url}/guests`);
      await page.getByRole('textbox', { name: phoneField[language] }).fill('+7 916 000-00-81');
      await page.getByRole('button', { name: find[language] }).click();
      await expect(panel.getByTestId('check-totals')).toBeVisible();
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot('guests-check', language) });
      await page.setViewportSize({ width: 800, height: 600 });
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shortShot('guests-check', language) });
    });
  });
}
