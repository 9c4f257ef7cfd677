import { expect, test } from './fixtures.js';
import { tillScreen, useLanguage } from './layout-support.js';

test.afterEach(({ page }) => page.close());

/** What each empty page says on a fresh bridge (no payment, no shift, no search yet), in each language. */
const says = {
  en: {
    journal: ['No payments yet', 'Every payment a station asks for appears here'],
    shift: ['No payments in this shift yet', 'Totals and charts appear'],
    period: ['No payments in these days', 'Choose other days'],
    guests: ['Find a guest', 'the balance, cards and recent orders appear here'],
    menu: 'Choose a menu item to run it.',
  },
  ru: {
    journal: ['Оплат пока нет', 'Здесь появится каждая оплата'],
    shift: ['В этой смене оплат пока нет', 'Итоги и графики появятся'],
    period: ['За эти дни оплат нет', 'Выберите другие дни'],
    guests: ['Найдите гостя', 'здесь появятся баланс, карты и последние заказы'],
    menu: 'Выберите пункт меню, чтобы выполнить его.',
  },
} as const;

for (const language of ['en', 'ru'] as const) {
  test(`a fresh bridge's pages say what will appear and how (${language})`, async ({ page, bridge }) => {
    const say = says[language];
    await page.setViewportSize(tillScreen);
    await useLanguage(page, language);
    const main = page.locator('main');

    await page.goto(`${bridge.url}/journal`);
    for (const text of say.journal) await expect(main).toContainText(text);

    await page.goto(`${bridge.url}/reports`);
    for (const text of say.shift) await expect(main).toContainText(text);
    await expect(main.locator('canvas'), 'no chart is drawn without payments').toHaveCount(0);

    await page.goto(`${bridge.url}/reports?view=period`);
    for (const text of say.period) await expect(main).toContainText(text);
    await expect(main.locator('canvas'), 'no chart is drawn without payments').toHaveCount(0);

    await page.goto(`${bridge.url}/guests`);
    for (const text of say.guests) await expect(main).toContainText(text);

    await page.goto(`${bridge.url}/menu`);
    await expect(main).toContainText(say.menu);
  });
}
