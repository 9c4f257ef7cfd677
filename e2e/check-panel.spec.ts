import { dinner, halfShareProgramme, lookUpCheck } from './farcards-seed.js';
import { expect, test } from './fixtures.js';
import { tillScreen, useLanguage } from './layout-support.js';
import { authPay, cancelPay, seedGuest, station } from './loyalty-seed.js';

test.afterEach(({ page }) => page.close());

const words = {
  en: {
    panel: "Guest's check",
    total: 'Total1,000.00',
    mayPay: 'Bonuses may pay',
    willEarn: 'Will earn',
    fold: 'Fold',
    show: 'Show check',
    summary: '2 lines, total 1,000.00 · bonuses may pay 500.00 · will earn 50.00',
    phone: 'Phone',
    find: 'Find',
  },
  ru: {
    panel: 'Чек гостя',
    total: 'Итого1 000,00',
    mayPay: 'Можно списать бонусами',
    willEarn: 'Будет начислено',
    fold: 'Свернуть',
    show: 'Показать чек',
    summary: '2 позиции, итого 1 000,00 · бонусами можно 500,00 · начислится 50,00',
    phone: 'Телефон',
    find: 'Найти',
  },
} as const;

for (const language of ['en', 'ru'] as const) {
  test.describe(`the guest's check in the window (${language})`, () => {
    test.use({
      viewport: tillScreen,
      bridgeArgs: [
        '--farcards-enabled',
        'on',
        ...halfShareProgramme(),
        ...(language === 'ru' ? ['--language', 'ru'] : []),
      ],
    });
    const say = words[language];

    test('the prompt shows the check of its station as soon as FarCards looks it up; the Guests page shows it too', async ({
      page,
      bridge,
    }) => {
      await seedGuest(bridge, { phone: '+79160000071', card: '5536910000000071' }, 5000);
      await useLanguage(page, language);
      await page.goto(bridge.url);
      const reply = authPay(bridge, 30000, 4, station, '2');
      await expect(page.getByTestId('prompt-amount')).toBeVisible();
      const panel = page.getByRole('region', { name: say.panel });
      await expect(panel).toHaveCount(0);

      /** The cash server looks the card up with the whole check: the event stream brings the check to the prompt. */
      expect(await lookUpCheck(bridge, '5536910000000071', 2, dinner[language])).toContain('Summa=');
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('heading')).toContainText('Anna Test');
      const rows = panel.getByRole('row');
      await expect(rows).toHaveCount(4);
      await expect(rows.nth(1)).toContainText(dinner[language][0]!.name);
      await expect(rows.nth(2)).toContainText(dinner[language][1]!.name);
      await expect(rows.nth(3)).toContainText(dinner[language][2]!.name);
      const totals = panel.getByTestId('check-totals');
      await expect(totals).toContainText(say.total);
      await expect(totals).toContainText(say.mayPay);
      await expect(totals).toContainText(say.willEarn);
      await expect(page.getByTestId('prompt-amount')).toBeVisible();

      await panel.getByRole('button', { name: say.fold }).click();
      await expect(panel.getByTestId('check-summary')).toContainText(say.summary);
      await panel.getByRole('button', { name: say.show }).click();
      await expect(totals).toBeVisible();

      await cancelPay(bridge);
      await reply;
      await page.goto(`${bridge.url}/guests`);
      await page.getByRole('textbox', { name: say.phone }).fill('+7 916 000-00-71');
      await page.getByRole('button', { name: say.find }).click();
      await expect(page.getByRole('region', { name: say.panel })).toContainText(say.total);
    });
  });
}
