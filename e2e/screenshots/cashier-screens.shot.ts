import path from 'node:path';
import { expect, test } from '../fixtures.js';
import { projectRoot } from '../headless-server.js';
import { authPay, seedGuest, testWithBridgeArgs } from '../loyalty-seed.js';

const shot = (name: string): string => path.join(projectRoot, 'docs', 'screenshots', `${name}.png`);

test.afterEach(({ page }) => page.close());

const tipsTest = testWithBridgeArgs(['--tips', 'on']);
tipsTest.afterEach(({ page }) => page.close());

tipsTest('terminal prompt and its result', async ({ page, bridge }) => {
  await seedGuest(bridge, { phone: '+79160000009', card: '5536910000000009' }, 5000);
  await page.goto(bridge.url);
  const reply = authPay(bridge, 288000);
  await page.getByRole('button', { name: /^10% tip/ }).click();
  await page.getByRole('textbox', { name: 'Card, phone or code' }).fill('5536910000000009');
  await page.screenshot({ path: shot('terminal-prompt') });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('payment-result')).toContainText('Approved');
  await page.screenshot({ path: shot('terminal-approved') });
  await reply;
});

test('menu with a report, and a dialog', async ({ page, bridge }) => {
  await page.goto(bridge.url + '/menu');
  const items = page.getByRole('list', { name: 'Menu items' });
  for (const name of [/Reports/, /Shift/, /Current shift/, /X-report/])
    await items.getByRole('button', { name }).click();
  await expect(page.getByRole('figure', { name: 'X-report' })).toContainText('X-REPORT');
  await page.screenshot({ path: shot('menu-report') });
  await page.getByRole('navigation', { name: 'Menu path' }).getByRole('button', { name: 'Reports' }).click();
  await items.getByRole('button', { name: /Period/ }).click();
  await items.getByRole('button', { name: /By dates/ }).click();
  await expect(page.getByRole('dialog', { name: 'By dates' })).toBeVisible();
  await page.screenshot({ path: shot('menu-dialog') });
});

test('settings with a refused value', async ({ page, bridge }) => {
  await page.goto(bridge.url + '/settings');
  await page.getByRole('textbox', { name: 'Port' }).fill('99999');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await page.getByRole('textbox', { name: 'Port' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('settings') });
});

test('the terminal in Russian', async ({ page, bridge }) => {
  await page.goto(bridge.url);
  await page.getByRole('button', { name: 'Русский' }).click();
  void authPay(bridge, 128050);
  await expect(page.getByRole('textbox', { name: 'Карта, телефон или код' })).toBeVisible();
  await page.screenshot({ path: shot('terminal-prompt-ru') });
});

test('a decline in Russian: the window translates the reason', async ({ page, bridge }) => {
  await seedGuest(bridge, { phone: '+79160000042', card: '5536910000000042' }, 1);
  await page.goto(bridge.url);
  await page.getByRole('button', { name: 'Русский' }).click();
  const reply = authPay(bridge, 288050);
  await page.getByRole('textbox', { name: 'Карта, телефон или код' }).fill('+79160000042');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('payment-result')).toContainText('Недостаточно бонусов');
  await page.screenshot({ path: shot('terminal-declined-ru') });
  await reply;
});
