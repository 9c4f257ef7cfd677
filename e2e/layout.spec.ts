import type { Page } from '@playwright/test';
import { seedJournalInto } from './bridge-seed.js';
import { expect, test } from './fixtures.js';
import {
  expectButtonsOnScreen,
  expectFitsTheScreen,
  renderedFonts,
  tillScreen,
  useLanguage,
} from './layout-support.js';
import { authPay, doShift, testWithBridgeArgs } from './loyalty-seed.js';

test.afterEach(({ page }) => page.close());

const tipsTest = testWithBridgeArgs(['--tips', 'on']);
tipsTest.afterEach(({ page }) => page.close());

/** Each language's words for what the walk clicks (menu items come from the bridge, in either language). */
const words = {
  en: { zReport: 'Z-report No 1', close: 'Close', reports: /Reports/, period: /Period/, byDates: /By dates/ },
  ru: {
    zReport: 'Z-отчёт № 1',
    close: 'Закрыть',
    reports: /Reports|Отчёты/,
    period: /Period|Период/,
    byDates: /By dates|По датам/,
  },
} as const;

const pages = ['terminal', 'menu', 'reports', 'reports?view=period', 'journal', 'guests', 'settings'] as const;

/** A screenshot of what the walk saw, in the test's output folder, to look at. */
const snap = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

for (const language of ['en', 'ru'] as const) {
  test(`every page and dialog fits a 1024×768 till screen (${language})`, async ({ page, bridge }) => {
    const say = words[language];
    seedJournalInto(bridge.dataDir, 300, new Date(Date.now() - 300 * 60_000), 60_000);
    expect((await doShift(bridge)).status).toBe(200);
    await page.setViewportSize(tillScreen);
    await useLanguage(page, language);

    for (const path of pages) {
      await page.goto(`${bridge.url}/${path}`);
      await expect(page.locator('main')).not.toBeEmpty();
      await page.waitForLoadState('networkidle');
      await snap(page, `${language}-${path.replace('?view=', '-')}`);
      await expectFitsTheScreen(page, `${language} /${path}`);
    }

    await page.goto(`${bridge.url}/reports`);
    await page.getByRole('button', { name: say.zReport }).click();
    const zReport = page.getByRole('dialog');
    await expect(zReport).toContainText(/Z-(REPORT|ОТЧЁТ)/);
    await snap(page, `${language}-z-report`);
    await expectButtonsOnScreen(page, zReport, `${language} Z-report`);
    await expectFitsTheScreen(page, `${language} Z-report`);
    await zReport.getByRole('button', { name: say.close }).click();

    await page.goto(`${bridge.url}/journal`);
    await page.getByTestId('journal-scroller').locator('[data-payment-id]').first().click();
    const detail = page.getByRole('dialog');
    await expect(detail).toBeVisible();
    await snap(page, `${language}-payment-detail`);
    await expectButtonsOnScreen(page, detail, `${language} payment detail`);
    await expectFitsTheScreen(page, `${language} payment detail`);

    await page.goto(`${bridge.url}/menu`);
    const items = page.locator('main ul').first();
    for (const name of [say.reports, say.period, say.byDates]) await items.getByRole('button', { name }).click();
    const dates = page.getByRole('dialog');
    await expect(dates).toBeVisible();
    await snap(page, `${language}-menu-dialog`);
    await expectButtonsOnScreen(page, dates, `${language} menu dialog`);
    await expectFitsTheScreen(page, `${language} menu dialog`);
  });

  tipsTest(`the payment prompt with tips fits a 1024×768 till screen (${language})`, async ({ page, bridge }) => {
    await page.setViewportSize(tillScreen);
    await useLanguage(page, language);
    await page.goto(`${bridge.url}/terminal`);
    const reply = authPay(bridge, 288000).catch(() => undefined);
    await expect(page.getByTestId('prompt-amount')).toBeVisible();
    await snap(page, `${language}-prompt`);
    await expectFitsTheScreen(page, `${language} payment prompt`);
    await bridge.stop();
    await reply;
  });

  test(`the window draws its text in its own font, Inter (${language})`, async ({ page, bridge }) => {
    await useLanguage(page, language);
    await page.goto(`${bridge.url}/terminal`);
    await expect(page.getByRole('heading', { name: 'Tillbridge' })).toBeVisible();
    for (const selector of ['nav a', 'main h2', 'main p', 'footer [role="status"]']) {
      const fonts = await renderedFonts(page, selector);
      expect(fonts.length, `${selector} draws text`).toBeGreaterThan(0);
      for (const font of fonts) expect(font, selector).toMatch(/^Inter\b/);
    }
  });
}
