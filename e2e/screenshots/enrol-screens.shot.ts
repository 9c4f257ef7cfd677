import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { useLanguage } from '../layout-support.js';
import { authPay } from '../loyalty-seed.js';
import { enrolWords, findByPhone, identifyByPhone } from '../enrol-support.js';
import { bridgeLanguage, shot, shotLanguages, type ShotLanguage } from './shot-support.js';

test.afterEach(({ page }) => page.close());

/** The smaller screen some tills have: checked by eye, not kept in docs/screenshots/. */
const smallScreen = { width: 800, height: 600 } as const;

/** Opens the enrol dialog from the offer and types the guest in, leaving it open. */
async function fillDialog(page: Page, language: ShotLanguage, name: string) {
  const w = enrolWords[language];
  await page.getByRole('button', { name: w.offer }).click();
  const dialog = page.getByRole('dialog', { name: w.dialog });
  await dialog.getByRole('textbox', { name: w.name }).fill(name);
  await dialog.getByRole('checkbox', { name: w.consent }).check();
  return dialog;
}

/** docs/screenshots/ at 1024×768; the same screen at 800×600 into the test's output, to look at. */
async function take(page: Page, name: string, language: ShotLanguage): Promise<void> {
  await page.screenshot({ path: shot(name, language) });
  const viewport = page.viewportSize()!;
  await page.setViewportSize(smallScreen);
  await page.screenshot({ path: test.info().outputPath(`${name}-${language}-800x600.png`) });
  await page.setViewportSize(viewport);
}

for (const language of shotLanguages)
  test.describe(language, () => {
    test.use({ bridgeArgs: bridgeLanguage(language) });

    test(`enrolment at the prompt (${language})`, async ({ page, bridge }) => {
      const w = enrolWords[language];
      await useLanguage(page, language);
      await page.goto(bridge.url);
      const reply = authPay(bridge, 125000);
      await identifyByPhone(page, language, '8 (999) 100-00-01');
      await expect(page.getByRole('button', { name: w.offer })).toBeVisible();
      await take(page, 'enrol-offer', language);
      const dialog = await fillDialog(page, language, language === 'en' ? 'Ivan Petrov' : 'Иван Петров');
      await take(page, 'enrol-dialog', language);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('enrolled-guest')).toBeVisible();
      await take(page, 'enrol-prompt-enrolled', language);
      await page.getByRole('button', { name: w.decline }).click();
      await reply;
    });

    test(`enrolment on the Guests page (${language})`, async ({ page, bridge }) => {
      await useLanguage(page, language);
      await page.goto(`${bridge.url}/guests`);
      await findByPhone(page, language, '+7 999 100-00-02');
      const dialog = await fillDialog(page, language, language === 'en' ? 'Anna Smirnova' : 'Анна Смирнова');
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('guest-balance')).toBeVisible();
      await take(page, 'guests-enrolled', language);
    });
  });
