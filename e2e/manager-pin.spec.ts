import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { tillScreen } from './layout-support.js';

test.afterEach(({ page }) => page.close());

/** Each language's words; each is tried at both screen sizes. */
const languages = [
  {
    language: 'en',
    locked: 'Settings are for the manager',
    navLocked: 'Settings (locked)',
    enter: 'Enter the PIN',
    dialog: 'Manager PIN',
    unlock: 'Unlock',
    wrong: 'Wrong PIN: 4 tries left.',
    opened: 'Listening',
    lockNow: 'Lock now',
    needsPin: 'This needs the manager PIN.',
    run: 'Run',
  },
  {
    language: 'ru',
    locked: 'Настройки — для менеджера',
    navLocked: 'Настройки (закрыто)',
    enter: 'Ввести PIN-код',
    dialog: 'PIN-код менеджера',
    unlock: 'Открыть',
    wrong: 'Неверный PIN-код: осталось попыток — 4.',
    opened: 'Сетевой адрес',
    lockNow: 'Закрыть сейчас',
    needsPin: 'Для этого нужен PIN-код менеджера.',
    run: /Run|Выполнить/,
  },
] as const;
const screens = [tillScreen, { width: 800, height: 600 }] as const;
const runs = languages.flatMap((words) => screens.map((screen) => ({ ...words, screen })));

/** Enters `pin` in the PIN prompt. */
async function enterPin(page: Page, words: (typeof languages)[number], pin: string): Promise<void> {
  const prompt = page.getByRole('dialog', { name: words.dialog });
  await prompt.getByLabel(words.dialog).fill(pin);
  await prompt.getByRole('button', { name: words.unlock }).click();
}

test('Settings and accruals wait for the manager PIN; the prompt and the journal do not', async ({ page, bridge }) => {
  await page.setViewportSize(tillScreen);
  await page.goto(bridge.url + '/settings');
  await expect(page.getByRole('note')).toContainText('No manager PIN is set');
  const card = page.getByRole('form', { name: 'Manager PIN' });
  await card.getByLabel('New PIN (4 to 8 digits)').fill('2468');
  await card.getByLabel('New PIN again').fill('2468');
  await card.getByRole('button', { name: 'Set the PIN' }).click();
  await expect(page.getByText(runs[0].locked)).toBeVisible();

  for (const words of runs) {
    await page.evaluate((language) => localStorage.setItem('tillbridge.language', language), words.language);
    await page.setViewportSize(words.screen);
    await page.goto(bridge.url + '/settings');
    await expect(page.getByText(words.locked)).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: words.navLocked })).toBeVisible();
    await page.getByRole('button', { name: words.enter }).click();
    await enterPin(page, words, '0000');
    await expect(page.getByText(words.wrong)).toBeVisible();
    await enterPin(page, words, '2468');
    await expect(page.getByRole('heading', { name: words.opened })).toBeVisible();
    await page.getByRole('button', { name: words.lockNow }).click();
    await expect(page.getByText(words.locked)).toBeVisible();

    await page.goto(bridge.url + '/journal');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto(bridge.url + '/menu');
    await expect(page.getByRole('textbox', { name: /🔒/ })).toBeVisible();
    const items = page.getByRole('list', { name: /Menu items|Пункты меню/ });
    await items.getByRole('button', { name: /Guests|Гости/ }).click();
    await items.getByRole('button', { name: /Accrue bonuses|Начислить бонусы/ }).click();
    const amount = page.getByRole('dialog', { name: /Accrue bonuses|Начислить бонусы/ });
    await amount.getByRole('textbox').fill('10');
    await amount.getByRole('button', { name: words.run }).click();
    await expect(page.getByText(words.needsPin)).toBeVisible();
    await enterPin(page, words, '2468');
    await expect(page.getByRole('dialog', { name: words.dialog })).toHaveCount(0);
    await items.getByRole('button', { name: /Accrue bonuses|Начислить бонусы/ }).click();
    await amount.getByRole('textbox').fill('10');
    await amount.getByRole('button', { name: words.run }).click();
    await expect(page.getByTestId('menu-display')).toContainText(/Look the guest up first|Сначала найдите гостя/);
    if (words.screen === tillScreen)
      await page.screenshot({ path: test.info().outputPath(`manager-pin-${words.language}.png`) });
  }
});
