import { expect, test } from './fixtures.js';
import type { HeadlessServer } from './headless-server.js';
import { horizontalOverflow, tillScreen, useLanguage } from './layout-support.js';
import { authPay, loyaltyCall, seedGuest, tag } from './loyalty-seed.js';

/** The page's event stream would hold the bridge's graceful stop for its full grace period. */
test.afterEach(({ page }) => page.close());

const words = {
  en: {
    pay: 'Pay with bonuses',
    field: 'Card, phone or code',
    approved: 'Paid',
    close: 'Close',
    balance: '3,000.00',
    amount: '10.00',
  },
  ru: {
    pay: 'Оплатить бонусами',
    field: 'Карта, телефон или код',
    approved: 'Оплачено',
    close: 'Закрыть',
    balance: '3 000,00',
    amount: '10,00',
  },
} as const;
const screens = [tillScreen, { width: 800, height: 600 }] as const;
const bar = '{B0000001-0000-4000-8000-000000000001}';
const hall = '{B0000002-0000-4000-8000-000000000002}';

/** The guest's balance as the loyalty service holds it, in currency units. */
const balanceOf = async (bridge: HeadlessServer, phone: string) =>
  (await loyaltyCall(bridge, 'guests/getWallet', { guest: { type: 'phone', phone } })).balance;

test('a typed phone of another member shows that member and charges nothing until the second Enter; Escape charges nothing', async ({
  page,
  bridge,
}) => {
  const other = '+79160000051';
  await seedGuest(bridge, { phone: other, card: '5536910000000051' }, 3000);
  await loyaltyCall(bridge, 'guests/save', { guest: { phone: other, firstName: 'Boris', lastName: 'Other' } });
  let paid = 0;
  for (const language of ['en', 'ru'] as const)
    for (const screen of screens) {
      const w = words[language];
      await page.setViewportSize(screen);
      await useLanguage(page, language);
      await page.goto(bridge.url);
      const reply = authPay(bridge, 1000);
      const field = page.getByRole('textbox', { name: w.field });
      await field.fill('8 916 000-00-51');
      await field.press('Enter');
      const shown = page.getByTestId('guest-confirmation');
      await expect(page.getByTestId('confirm-name')).toHaveText('Boris Other');
      await expect(page.getByTestId('confirm-amount')).toHaveText(w.amount);
      /** The guest, the amount and Pay are in view at once, nothing scrolls sideways (the nav is another spec's). */
      expect(await horizontalOverflow(page)).toEqual([]);
      await expect(shown).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: w.pay })).toBeInViewport({ ratio: 1 });
      expect(await balanceOf(bridge, other)).toBe(3000 - paid);

      await page.keyboard.press('Escape');
      await expect(shown).toBeHidden();
      await expect(field).toBeFocused();
      await expect(field).toHaveValue('8 916 000-00-51');
      expect(await balanceOf(bridge, other)).toBe(3000 - paid);

      await page.keyboard.press('Enter');
      await expect(shown).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('payment-result')).toContainText(w.approved);
      expect(tag((await reply).text, 'OpResult')).toBe('1');
      paid += 10;
      expect(await balanceOf(bridge, other)).toBe(3000 - paid);
      await page.getByRole('button', { name: w.close }).click();
    }
});

test('a swipe while the first result shows pays the payment still waiting', async ({ page, bridge }) => {
  await seedGuest(bridge, { phone: '+79160000052', card: '5536910000000052' }, 5000);
  for (const language of ['en', 'ru'] as const)
    for (const screen of screens) {
      await page.setViewportSize(screen);
      await useLanguage(page, language);
      await page.goto(bridge.url);
      if (screen === screens[1]) {
        /** Two swipes back to back: the second comes while the first is being paid, and pays the other station's. */
        const early = authPay(bridge, 1000, 4, bar, '103');
        const late = authPay(bridge, 1000, 4, hall, '104');
        await expect(page.getByTestId('queue-item')).toHaveCount(2);
        await expect(page.getByRole('textbox', { name: words[language].field })).toBeFocused();
        for (let swipe = 0; swipe < 2; swipe += 1) {
          await page.keyboard.type(';5536910000000052=2812?');
          await page.keyboard.press('Enter');
        }
        expect(tag((await early).text, 'OpResult')).toBe('1');
        expect(tag((await late).text, 'OpResult')).toBe('1');
        await expect(page.getByTestId('entry-refused')).toHaveCount(0);
        await page.goto(bridge.url);
      }
      const first = authPay(bridge, 1000, 4, bar, '101');
      const second = authPay(bridge, 2000, 4, hall, '102');
      await expect(page.getByTestId('queue-item')).toHaveCount(2);
      await expect(page.getByRole('textbox', { name: words[language].field })).toBeFocused();
      await page.keyboard.type(';5536910000000052=2812?');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('payment-result')).toContainText(words[language].approved);
      expect(tag((await first).text, 'OpResult')).toBe('1');

      /** The first result is on screen (no field): the reader's next swipe goes to the hall, which still waits. */
      await page.keyboard.type(';5536910000000052=2812?');
      await page.keyboard.press('Enter');
      expect(tag((await second).text, 'OpResult')).toBe('1');
      await expect(page.locator(`[data-station="${hall}"]`)).toContainText(words[language].approved);
    }
});

test.describe('the first-run set-up', () => {
  test.use({ firstRun: true });

  test('steps aside when a payment arrives and comes back after, keeping what was typed, at both sizes in both languages', async ({
    page,
    bridge,
  }) => {
    await seedGuest(bridge, { phone: '+79160000053', card: '5536910000000053' }, 5000);
    const setupWords = {
      en: { title: 'Set up this till', venue: 'Venue name' },
      ru: { title: 'Настройка кассы', venue: 'Название заведения' },
    } as const;
    await page.goto(bridge.url);
    for (const language of ['en', 'ru'] as const)
      for (const screen of screens) {
        await page.evaluate((lang) => localStorage.setItem('tillbridge.language', lang), language);
        await page.setViewportSize(screen);
        await page.goto(bridge.url);
        const setup = page.getByRole('dialog', { name: setupWords[language].title });
        await setup.getByRole('textbox', { name: setupWords[language].venue }).fill('Café Nord');
        const reply = authPay(bridge, 1000);
        await expect(setup).toBeHidden();
        await expect(page.getByRole('textbox', { name: words[language].field })).toBeFocused();
        await page.keyboard.type(';5536910000000053=2812?');
        await page.keyboard.press('Enter');
        await expect(page.getByTestId('payment-result')).toContainText(words[language].approved);
        expect(tag((await reply).text, 'OpResult')).toBe('1');
        await page.getByRole('button', { name: words[language].close }).click();
        await expect(setup.getByRole('textbox', { name: setupWords[language].venue })).toHaveValue('Café Nord');
      }
  });
});
