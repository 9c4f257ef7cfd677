import { AxeBuilder } from '@axe-core/playwright';
import fs from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { seedJournalInto } from './bridge-seed.js';
import { seedOrders } from './console-seed.js';
import { addAdmin } from './console-support.js';
import { phoneBrowser, signInAsGuest } from './guest-page-driver.js';
import { startHeadlessServer } from './headless-server.js';
import { seedMember, startHostedLoyalty, stopHostedLoyalty } from './hosted-loyalty.js';
import { tillScreen } from './layout-support.js';

/**
 * The axe-core scan (WCAG rules of @axe-core/playwright) over every page of the window, the console and the guest page,
 * in English and Russian: no critical or serious violation anywhere, and a level-one heading on every page. One hosted service and one till bridge on it, with
 * journal entries and orders seeded so the lists and charts are there to be scanned.
 */

const languages = ['en', 'ru'] as const;
type Language = (typeof languages)[number];
const locales = { en: 'en-GB', ru: 'ru-RU' } as const;

/** The window's pages (renderer/src/app/routes.tsx, with each tab). */
const windowPages = [
  '/terminal',
  '/menu',
  '/reports',
  '/reports?view=period',
  '/journal',
  '/journal?view=checks',
  '/journal?view=accruals',
  '/guests',
  '/settings',
];
const menuReports = { en: /^Reports/, ru: /^Отчёты/ } as const;
/** The console's pages (admin-console/src/app/pages.tsx). */
const consolePages = ['venues', 'keys', 'programme', 'campaigns', 'guests', 'reports', 'audit'];

const admin = { email: 'a11y@cafe.example', password: 'a11y-console-pass' };
/** A member per language: a second sign-in with one phone within a minute would find the first's code already sent. */
const members = {
  en: { phone: '+79160000707', card: '5536910000000707', firstName: 'Vera' },
  ru: { phone: '+79160000708', card: '5536910000000708', firstName: 'Вера' },
} as const;

/** Rules of lesser impact the scan holds too: every page says what it is with a level-one heading. */
const alsoHeld = (rule: string) => rule === 'page-has-heading-one';

/** The page's critical and serious violations, one line each, naming the page and the first elements at fault. */
async function violations(page: Page, where: string): Promise<string[]> {
  await expect(page.getByRole('status').filter({ hasText: /^(Loading|Загрузка)/ })).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious' || alsoHeld(violation.id))
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}, ${violation.nodes.length}): ` +
        violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | '),
    );
}

/** Both apps of the till's screen remember their language under one key; the guest page under its own. */
async function contextIn(browser: Browser, language: Language): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: tillScreen, locale: locales[language] });
  await context.addInitScript((lang) => {
    localStorage.setItem('tillbridge.language', lang);
    sessionStorage.setItem('tillbridge.setup.later', '1');
  }, language);
  return context;
}

test('every page of the window, the console and the guest page passes the axe scan in both languages', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const hosted = await startHostedLoyalty();
  const till = await startHeadlessServer({
    args: ['--loyalty-url', hosted.service.url, '--api-key', hosted.apiKey, '--venue', hosted.venue],
  });
  try {
    seedJournalInto(till.dataDir, 40, new Date(Date.now() - 3 * 3_600_000));
    for (const member of Object.values(members)) await seedMember(hosted, member, 500);
    const phones = Object.values(members).map((member) => member.phone);
    await seedOrders(hosted.service, [{ posObjectId: hosted.venue, apiKey: hosted.apiKey }], phones, 3);
    addAdmin(hosted.service.dataDir, admin.email, admin.password, ['--network', hosted.network]);

    const found: string[] = [];
    for (const language of languages) {
      const context = await contextIn(browser, language);
      const window = await context.newPage();
      for (const path of windowPages) {
        await window.goto(`${till.url}${path}`);
        await expect(window.getByRole('main')).toBeVisible();
        /** The bridge speaks English; the window's own menu follows the window's language. */
        if (path === '/menu')
          await expect(window.getByRole('main').getByRole('button', { name: menuReports[language] })).toBeVisible();
        found.push(...(await violations(window, `window ${language} ${path}`)));
      }
      /** Reflow (WCAG 1.4.10): on an 800 px till every page's name in the navigation shows whole, in Russian too. */
      await window.setViewportSize({ width: 800, height: 600 });
      const nav = window.getByRole('navigation');
      expect(await nav.evaluate((box) => box.scrollWidth - box.clientWidth), `${language} navigation at 800 px`).toBe(
        0,
      );
      await window.close();

      const console = await context.newPage();
      await console.goto(`${hosted.service.url}/admin/`);
      await expect(console.getByRole('button', { name: language === 'ru' ? 'Войти' : 'Sign in' })).toBeVisible();
      found.push(...(await violations(console, `console ${language} sign-in`)));
      await console.locator('input[type="email"]').fill(admin.email);
      await console.locator('input[type="password"]').fill(admin.password);
      await console.locator('input[type="password"]').press('Enter');
      for (const path of consolePages) {
        await console.goto(`${hosted.service.url}/admin/#/p/${hosted.network}/${path}`);
        await expect(console.getByRole('navigation')).toBeVisible();
        found.push(...(await violations(console, `console ${language} ${path}`)));
      }
      await context.close();

      const phone = await phoneBrowser(browser, locales[language]);
      await phone.page.goto(hosted.guestPageUrl);
      found.push(...(await violations(phone.page, `guest page ${language} sign-in`)));
      const { phone: memberPhone } = members[language];
      await signInAsGuest(phone.page, hosted, memberPhone, memberPhone, language);
      found.push(...(await violations(phone.page, `guest page ${language} home`)));
      await phone.context.close();
    }
    expect(found).toEqual([]);
  } finally {
    await till.stop();
    fs.rmSync(till.dataDir, { recursive: true, force: true });
    await stopHostedLoyalty(hosted);
  }
});
