import { expect, test } from './fixtures.js';
import { paidPayment, seedGuest, station, stationStateFile } from './manager-support.js';
import { recordPrints } from './print-recorder.js';
import { tillScreen } from './layout-support.js';

const stationA = '{6A2E1C43-1F0B-4C5A-9D1E-0B8A4C3F2E11}';
const stationB = '{7B3F2D54-2A1C-4D6B-8E2F-1C9B5D4A3F22}';

test('a shift closed by doshift shows its Z-report and charts', async ({ page, bridge }) => {
  await seedGuest(bridge, { phone: '+79990001122', card: '5536914412345678', bonuses: 10_000 });
  const state = stationStateFile();
  await paidPayment(bridge, state, stationA, '2880.00', '+79990001122');
  await paidPayment(bridge, state, stationB, '150.50', '+79990001122');
  const closed = await station(bridge.url, state, ['doshift', '--station', stationA]);
  expect(closed.code, closed.stdout).toBe(0);
  expect(closed.stdout).toContain('Z-REPORT No 1');

  await page.goto(`${bridge.url}/reports`);
  await expect(page.getByRole('heading', { name: 'Shift No 1' })).toBeVisible();
  await expect(page.getByText('3,030.50').first()).toBeVisible();
  await expect(page.getByRole('img', { name: /^Paid per hour: busiest .* with 3,030\.50$/ })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Paid per station: Station 1 2,880\.00, Station 2 150\.50$/ }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /^Payments per state: Confirmed 2$/ })).toBeVisible();
  const canvases = page.locator('canvas');
  await expect(canvases).toHaveCount(4);
  const box = await canvases.first().boundingBox();
  expect(box?.width).toBeGreaterThan(200);
  expect(box?.height).toBeGreaterThan(150);

  await page.getByRole('button', { name: 'Z-report No 1' }).click();
  const receipt = page.getByRole('dialog').getByRole('figure', { name: 'Z-report No 1' });
  await expect(receipt).toContainText('Z-REPORT No 1');
  await expect(receipt).toContainText(/Paid in all \(2\)\s+3030\.50/);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'No 2' }).click();
  await expect(page.getByRole('heading', { name: /Shift No 2/ })).toBeVisible();
  await expect(page).toHaveURL(/shift=2/);

  await paidPayment(bridge, state, stationB, '10.00', '+79990001122');
  expect((await station(bridge.url, state, ['doshift', '--station', stationB])).code).toBe(0);
  // The event stream announces the closed shift: the list reloads without the Refresh button.
  await expect(page.getByRole('button', { name: 'No 3' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shift No 2' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Paid per station: Station 2 10\.00$/ })).toBeVisible();

  /** The shift and its Z-report at both till sizes in both languages (the slip is printed in the till's language). */
  const total = /Paid in all \(2\)\s+3030\.50/;
  const words = {
    en: { shift: 'Shift No 1', zReport: 'Z-report No 1', close: 'Close' },
    ru: { shift: 'Смена № 1', zReport: 'Z-отчёт № 1', close: 'Закрыть' },
  } as const;
  for (const language of ['en', 'ru'] as const)
    for (const screen of [tillScreen, { width: 800, height: 600 }]) {
      await page.evaluate((lang) => localStorage.setItem('tillbridge.language', lang), language);
      await page.setViewportSize(screen);
      await page.goto(`${bridge.url}/reports?shift=1`);
      await expect(page.getByRole('heading', { name: words[language].shift })).toBeVisible();
      await page.getByRole('button', { name: words[language].zReport }).click();
      const slip = page.getByRole('dialog').getByRole('figure', { name: words[language].zReport });
      await expect(slip).toContainText(total);
      await page.getByRole('dialog').getByRole('button', { name: words[language].close }).click();
    }
});

test('a period report with date pickers, charts per day and the printed report', async ({ page, bridge }) => {
  await seedGuest(bridge, { phone: '+79990001133', card: '5536914400000001', bonuses: 500 });
  await paidPayment(bridge, stationStateFile(), stationA, '99.90', '+79990001133');
  const printer = await recordPrints(page);
  await page.goto(`${bridge.url}/reports?view=period`);
  await expect(page.getByRole('tab', { name: 'Period' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(/^\d{4}-\d{2}-01$/);
  await expect(page.getByRole('figure', { name: 'Printed report' })).toContainText(/PERIOD REPORT|DAY REPORT/);
  await expect(page.getByText('99.90').first()).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(4);
  await page.getByLabel('To', { exact: true }).fill('2020-01-01');
  await expect(page.getByText('The end is before the start')).toBeVisible();

  // the open shift's X-report is one tap from the Reports page; a browser's Print only opens its dialog, and says so
  await page.getByRole('tab', { name: 'Shifts' }).click();
  await page.getByRole('button', { name: 'X-report (so far)' }).click();
  const xReport = page.getByRole('dialog', { name: 'X-report (so far)' });
  await expect(xReport.getByRole('figure')).toContainText('X-REPORT');
  await xReport.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(xReport.getByRole('status')).toHaveText('Shown in the print dialog: print or save it there.');
  await expect.poll(async () => (await printer.jobs()).at(-1)?.receipt).toContain('X-REPORT');
});
