import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.js';
import { authPay, cancelPay, seedGuest, tag } from './loyalty-seed.js';
import { tillScreen } from './layout-support.js';

test.afterEach(({ page }) => page.close());

test.describe('on a bridge started with --prompt-confirm-guest', () => {
  test.use({ bridgeArgs: ['--prompt-confirm-guest', 'always'] });

  test("settings are validated per field before saving, saved to bridge.config.json; a flag's setting is read-only", async ({
    page,
    bridge,
  }) => {
    await page.goto(bridge.url + '/settings');
    const form = page.getByRole('form', { name: 'Settings' });
    /** The flag wins over a saved value, so the window does not offer to change it, and says why in its language. */
    await expect(form.getByRole('combobox', { name: 'Show the guest before paying' })).toBeDisabled();
    await expect(
      form.getByText('Fixed when Tillbridge was started, by the flag --prompt-confirm-guest: change it there.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Port' }), 'the test bridge runs with --port').toBeDisabled();
    await form.getByRole('textbox', { name: 'Wait for the guest (seconds)' }).fill('99999');
    await form.getByRole('textbox', { name: 'Loyalty service URL' }).fill('ftp://loyalty');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(form.getByText('Enter whole seconds from 1 to 3600.')).toBeVisible();
    await expect(form.getByText('Enter an http:// or https:// address.')).toBeVisible();
    await expect(form.getByText('Required with a loyalty service URL.')).toHaveCount(2);
    await expect(form.getByRole('status')).toHaveText('Correct the marked fields; nothing was saved.');
    expect(fs.existsSync(path.join(bridge.dataDir, 'bridge.config.json'))).toBe(false);

    await form.getByRole('textbox', { name: 'Loyalty service URL' }).fill('');
    await form.getByRole('textbox', { name: 'Wait for the guest (seconds)' }).fill('');
    await form.getByRole('textbox', { name: 'Menu file' }).fill('missing-menu.yaml');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(form.getByText(/cannot be read/)).toBeVisible();

    await form.getByRole('textbox', { name: 'Menu file' }).fill('');
    await form.getByRole('combobox', { name: 'Slip width' }).selectOption('48');
    await form.getByRole('checkbox', { name: 'Tips on the terminal' }).check();
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Saved. Restart Tillbridge to apply: Tips on the terminal, Slip width.',
    );
    const saved = JSON.parse(fs.readFileSync(path.join(bridge.dataDir, 'bridge.config.json'), 'utf8')) as object;
    expect(saved).toEqual({ slipWidth: 48, tips: true });
    await page.getByRole('button', { name: 'Русский' }).click();
    /** The read-only setting and its reason at both till sizes, in Russian and (back again) in English. */
    const fixed = {
      ru: {
        setting: 'Показывать гостя перед оплатой',
        reason: 'Задано при запуске Tillbridge параметром --prompt-confirm-guest: менять его там.',
      },
      en: {
        setting: 'Show the guest before paying',
        reason: 'Fixed when Tillbridge was started, by the flag --prompt-confirm-guest: change it there.',
      },
    } as const;
    for (const language of ['ru', 'en'] as const)
      for (const screen of [tillScreen, { width: 800, height: 600 }]) {
        await page.evaluate((lang) => localStorage.setItem('tillbridge.language', lang), language);
        await page.setViewportSize(screen);
        await page.goto(bridge.url + '/settings');
        await expect(page.getByRole('combobox', { name: fixed[language].setting })).toBeDisabled();
        await expect(page.getByText(fixed[language].reason, { exact: false })).toBeVisible();
      }
  });
});

test('the Russian locale: switched, remembered, and used on the prompt', async ({ page, bridge }) => {
  await page.goto(bridge.url);
  await page.getByRole('button', { name: 'Русский' }).click();
  await expect(page.getByRole('link', { name: 'Терминал' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Готов к оплатам' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Настройки' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  const reply = authPay(bridge, 288050);
  await expect(page.getByRole('textbox', { name: 'Карта, телефон или код' })).toBeFocused();
  await expect(page.getByTestId('prompt-amount')).toHaveText(/^2\s880,50$/);
  await expect(page.getByRole('button', { name: 'Отклонить' })).toBeVisible();
  await cancelPay(bridge);
  await expect(page.getByTestId('payment-result')).toContainText('Отменено на кассе');
  await reply;
  await seedGuest(bridge, { phone: '+79160000041', card: '5536910000000041' }, 1);
  const declined = authPay(bridge, 288050);
  await page.getByRole('textbox', { name: 'Карта, телефон или код' }).fill('+79160000041');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('guest-confirmation')).toBeVisible();
  await page.keyboard.press('Enter');
  const result = page.getByTestId('payment-result');
  await expect(result).toContainText('Отказано');
  await expect(result).toContainText(/Недостаточно бонусов для оплаты 2\s880,50\. Баланс 1,00\./);
  expect(tag((await declined).text, 'DisplayT')).toBe('Not enough bonuses to pay 2880.50. Balance 1.00.');
  await page.getByRole('link', { name: 'Меню' }).click();
  await expect(page.getByRole('heading', { name: 'Меню' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Обновить меню' })).toBeVisible();
  await page.getByRole('link', { name: 'Настройки' }).click();
  await expect(page.getByRole('textbox', { name: 'Порт' })).toBeVisible();
  await expect(page.getByTestId('loyalty-status')).toContainText('Лояльность доступна');
});
