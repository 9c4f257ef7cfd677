import { expect, test } from './fixtures.js';
import { doShift } from './loyalty-seed.js';
import { pdfText } from './pdf-text.js';
import { recordPrints } from './print-recorder.js';
import { tillScreen } from './layout-support.js';

test.afterEach(({ page }) => page.close());

const today = (): string => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

test('a four-level menu walk with each dialog type', async ({ page, bridge }) => {
  expect((await doShift(bridge)).status).toBe(200);
  await page.goto(bridge.url + '/menu');
  const items = page.getByRole('list', { name: 'Menu items' });
  const crumbs = page.getByRole('navigation', { name: 'Menu path' });

  // Keyboard alone: Enter opens, arrows move, Right opens, Left goes back.
  await expect(items.getByRole('button', { name: /Reports/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.getByRole('button', { name: /X-report/ })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(crumbs).toHaveText(/Menu›?\s*Reports/);
  await page.keyboard.press('ArrowRight');
  await expect(crumbs.locator('[aria-current]')).toHaveText('Shift');
  await page.keyboard.press('ArrowLeft');
  await expect(crumbs.locator('[aria-current]')).toHaveText('Reports');

  // The X-report is one tap from the top.
  await crumbs.getByRole('button', { name: 'Menu' }).click();
  await items.getByRole('button', { name: /X-report/ }).click();
  await expect(page.getByTestId('menu-display')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'X-report' })).toContainText('X-REPORT');

  // OneNumber, defaulting to the last closed shift.
  for (const name of [/Reports/, /Shift/, /Closed shifts/, /Reprint a Z-report/])
    await items.getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name: 'Reprint a Z-report' });
  await expect(dialog.getByRole('textbox', { name: 'Shift number' })).toHaveValue('1');
  await dialog.getByRole('textbox', { name: 'Shift number' }).fill('abc');
  await dialog.getByRole('button', { name: 'Run' }).click();
  await expect(dialog.getByText('Enter a number, e.g. 1234.50.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Shift number' }).fill('1');
  await dialog.getByRole('button', { name: 'Run' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('figure', { name: 'Reprint a Z-report' })).toContainText('Z-REPORT No 1');

  // DateInterval, with today as the default end and a start after the end refused.
  await crumbs.getByRole('button', { name: 'Reports' }).click();
  await items.getByRole('button', { name: /Period/ }).click();
  await items.getByRole('button', { name: /By dates/ }).click();
  const period = page.getByRole('dialog', { name: 'By dates' });
  await expect(period.getByLabel('To')).toHaveValue(today());
  await period.getByLabel('From').fill('2099-01-01');
  await period.getByRole('button', { name: 'Run' }).click();
  await expect(period.getByText('Must not be before the first value.')).toBeVisible();
  await period.getByLabel('From').fill(today());
  await period.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByTestId('menu-display')).toContainText(
    `Report ${today()} – ${today()}: ready to print or save as PDF.`,
  );

  // OneDate.
  await items.getByRole('button', { name: /One day/ }).click();
  const day = page.getByRole('dialog', { name: 'One day' });
  await expect(day.getByLabel('Day')).toHaveValue(today());
  await day.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('figure', { name: 'One day' })).toContainText('DAY REPORT');

  // NumberInterval, four levels under another branch.
  await crumbs.getByRole('button', { name: 'Menu' }).click();
  await items.getByRole('button', { name: /Payments/ }).click();
  await items.getByRole('button', { name: /Find/ }).click();
  await items.getByRole('button', { name: /By amount range/ }).click();
  const range = page.getByRole('dialog', { name: 'By amount range' });
  await range.getByLabel('From').fill('10,5');
  await range.getByLabel('To').fill('100');
  await range.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByTestId('menu-display')).toBeVisible();
  await expect(range).toBeHidden();
});

test('a receipt printed to PDF carries the slip and nothing else', async ({ page, bridge }) => {
  const printer = await recordPrints(page);
  await page.goto(bridge.url + '/menu');
  const items = page.getByRole('list', { name: 'Menu items' });
  await items.getByRole('button', { name: /X-report/ }).click();
  await expect(page.getByRole('figure', { name: 'X-report' })).toContainText('X-REPORT');
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(page.getByTestId('print-stage')).toContainText('X-REPORT');
  await expect.poll(async () => (await printer.jobs()).at(-1)?.receipt).toContain('X-REPORT');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Menu' })).toBeHidden();
  await expect(page.getByTestId('print-stage')).toBeVisible();
  const file = test.info().outputPath('receipt.pdf');
  await page.pdf({ path: file, width: '80mm', height: '200mm' });
  const text = await pdfText(file);
  expect(text).toContain('X-REPORT');
  expect(text).toContain('Payments');
  expect(text).not.toContain('Authorization server');
  expect(text).not.toContain('Sync now');
});

test('the menu of another authorization server, through the proxy', async ({ page, bridge }) => {
  await page.goto(bridge.url + '/menu');
  await page.getByRole('textbox', { name: 'Authorization server' }).fill('http://127.0.0.1:9');
  await page.getByRole('button', { name: 'Load menu', exact: true }).click();
  await expect(page.getByText('The menu could not be loaded')).toBeVisible();
  await expect(page.getByText(/cannot be reached/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Authorization server' }).fill(bridge.url);
  await page.getByRole('button', { name: 'Load menu', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Menu items' }).getByRole('button', { name: /Service/ })).toBeVisible();
});

test('the X-report is one tap from the top of the menu, in both languages at both screen sizes', async ({
  page,
  bridge,
}) => {
  expect((await doShift(bridge)).status).toBe(200);
  const xReport = { en: /X-report/, ru: /X-отчёт/ } as const;
  await page.goto(bridge.url + '/menu');
  for (const language of ['en', 'ru'] as const)
    for (const screen of [tillScreen, { width: 800, height: 600 }]) {
      await page.evaluate((lang) => localStorage.setItem('tillbridge.language', lang), language);
      await page.setViewportSize(screen);
      await page.goto(bridge.url + '/menu');
      await page.getByRole('list').getByRole('button', { name: xReport[language] }).click();
      /** The window shows the report and offers to print it: it does not say it printed. */
      await expect(page.getByTestId('menu-display')).toContainText(/ready to print or save as PDF|можно напечатать/);
      await expect(page.getByRole('figure').filter({ hasText: /X-REPORT|X-ОТЧЁТ/ })).toBeVisible();
    }
});
