import { expect, test } from '../fixtures.js';
import { useLanguage } from '../layout-support.js';
import { authPay, cancelPay, seedGuest } from '../loyalty-seed.js';
import { bridgeLanguage, shot, shotLanguages } from './shot-support.js';

test.afterEach(({ page }) => page.close());

/** What the walk clicks, in each language (the menu's items come from the bridge, in either). */
const words = {
  en: {
    tip: /^10% tip/,
    field: 'Card, phone or code',
    approved: 'Paid',
    notEnough: 'Not enough bonuses',
    menuItems: 'Menu items',
    wait: 'Wait for the guest (seconds)',
    save: 'Save settings',
  },
  ru: {
    tip: /^Чаевые 10%/,
    field: 'Карта, телефон или код',
    approved: 'Оплачено',
    notEnough: 'Недостаточно бонусов',
    menuItems: 'Пункты меню',
    wait: 'Ожидание гостя (секунды)',
    save: 'Сохранить настройки',
  },
} as const;

const menu = {
  reports: /Reports|Отчёты/,
  xReport: /X-report|X-отчёт/,
  period: /Period|Период/,
  byDates: /By dates|По датам/,
};

for (const language of shotLanguages) {
  test.describe(language, () => {
    test.use({ bridgeArgs: bridgeLanguage(language) });
    const say = words[language];

    test.describe('with tips', () => {
      test.use({ bridgeArgs: ['--tips', 'on', ...bridgeLanguage(language)] });
      test(`terminal prompt and its result (${language})`, async ({ page, bridge }) => {
        await seedGuest(bridge, { phone: '+79160000009', card: '5536910000000009' }, 5000);
        await useLanguage(page, language);
        await page.goto(bridge.url);
        const reply = authPay(bridge, 288000);
        await page.getByRole('button', { name: say.tip }).click();
        await page.getByRole('textbox', { name: say.field }).fill('5536910000000009');
        await page.screenshot({ path: shot('terminal-prompt', language) });
        await page.keyboard.press('Enter');
        await expect(page.getByTestId('guest-confirmation')).toBeVisible();
        await page.screenshot({ path: shot('terminal-confirm', language) });
        await page.keyboard.press('Enter');
        await expect(page.getByTestId('payment-result')).toContainText(say.approved);
        await page.screenshot({ path: shot('terminal-approved', language) });
        await reply;
      });
    });

    test(`a decline: the window says why in its language (${language})`, async ({ page, bridge }) => {
      await seedGuest(bridge, { phone: '+79160000042', card: '5536910000000042' }, 1);
      await useLanguage(page, language);
      await page.goto(bridge.url);
      const reply = authPay(bridge, 288050);
      await page.getByRole('textbox', { name: say.field }).fill('+79160000042');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('guest-confirmation')).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('payment-result')).toContainText(say.notEnough);
      await page.screenshot({ path: shot('terminal-declined', language) });
      await reply;
    });

    test(`menu with a report, and a dialog (${language})`, async ({ page, bridge }) => {
      await useLanguage(page, language);
      await page.goto(bridge.url + '/menu');
      const items = page.getByRole('list', { name: say.menuItems });
      await items.getByRole('button', { name: menu.xReport }).click();
      await expect(page.getByTestId('menu-display')).toBeVisible();
      await page.screenshot({ path: shot('menu-report', language) });
      await items.getByRole('button', { name: menu.reports }).click();
      await items.getByRole('button', { name: menu.period }).click();
      await items.getByRole('button', { name: menu.byDates }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: shot('menu-dialog', language) });
    });

    test(`settings with a refused value (${language})`, async ({ page, bridge }) => {
      await useLanguage(page, language);
      await page.goto(bridge.url + '/settings');
      await page.getByRole('textbox', { name: say.wait }).fill('99999');
      await page.getByRole('button', { name: say.save }).click();
      await page.getByRole('textbox', { name: say.wait }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot('settings', language) });
    });
  });
}

const stations = ['{C0000001-0000-4000-8000-000000000001}', '{C0000002-0000-4000-8000-000000000002}'] as const;

for (const language of shotLanguages) {
  test.describe(language, () => {
    test.use({ bridgeArgs: bridgeLanguage(language) });
    const say = words[language];

    test(`a wrong card forgiven, with another station waiting (${language})`, async ({ page, bridge }) => {
      await seedGuest(bridge, { phone: '+79160000031', card: '5536910000000031' }, 5000);
      await useLanguage(page, language);
      await page.goto(bridge.url);
      const first = authPay(bridge, 125000, 4, stations[0], '101');
      await expect(page.getByRole('textbox', { name: say.field })).toBeVisible();
      const second = authPay(bridge, 48000, 4, stations[1], '102');
      await expect(page.getByTestId('payment-queue')).toBeVisible();
      await page.getByRole('textbox', { name: say.field }).fill('5536910000009999');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('try-again')).toBeVisible();
      await page.screenshot({ path: shot('terminal-retry', language) });
      await page.getByRole('textbox', { name: say.field }).fill('5536910000000031');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('guest-confirmation')).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('payment-result')).toContainText(say.approved);
      await page.screenshot({ path: shot('terminal-queue', language) });
      expect((await first).status).toBe(200);
      await cancelPay(bridge, stations[1]);
      await second;
    });
  });
}

test.describe('the first start', () => {
  test.use({ firstRun: true });
  for (const language of shotLanguages)
    test(`the first start's set-up (${language})`, async ({ page, bridge }) => {
      await useLanguage(page, language);
      await page.goto(bridge.url);
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: shot('first-run', language) });
    });
});
