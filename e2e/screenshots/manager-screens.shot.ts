import path from 'node:path';
import { mirrorGuestInto, seedJournalInto } from '../bridge-seed.js';
import { expect, test } from '../fixtures.js';
import { projectRoot } from '../headless-server.js';
import { paidPayment, seedGuest, station, stationStateFile, withOfflineBridge } from '../manager-support.js';

const shot = (name: string): string => path.join(projectRoot, 'docs', 'screenshots', `${name}.png`);
/** Payments every `stepMs` ending a few minutes ago. */
const endingNow = (count: number, stepMs: number): Date => new Date(Date.now() - count * stepMs - 300_000);

test('reports: a closed shift with its charts, its Z-report, a period', async ({ page, bridge }) => {
  seedJournalInto(bridge.dataDir, 700, endingNow(700, 60_000), 60_000);
  const closed = await station(bridge.url, stationStateFile(), [
    'doshift',
    '--station',
    '{6A2E1C43-1F0B-4C5A-9D1E-0B8A4C3F2E11}',
  ]);
  expect(closed.code).toBe(0);
  await page.goto(`${bridge.url}/reports`);
  await expect(page.locator('canvas')).toHaveCount(4);
  await page.screenshot({ path: shot('reports-shift') });
  await page.getByRole('button', { name: 'Z-report No 1' }).click();
  await expect(page.getByRole('dialog')).toContainText('Z-REPORT No 1');
  await page.screenshot({ path: shot('reports-z-report') });
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('tab', { name: 'Period' }).click();
  await expect(page.locator('canvas')).toHaveCount(4);
  await page.screenshot({ path: shot('reports-period') });
});

test('journal: filters, the virtual list, a payment with its slip', async ({ page, bridge }) => {
  seedJournalInto(bridge.dataDir, 5000, endingNow(5000, 40_000), 40_000);
  await page.goto(`${bridge.url}/journal`);
  await expect(page.getByTestId('journal-count')).toHaveText('5,000 payments');
  await page.screenshot({ path: shot('journal') });
  await page.getByLabel('Search').fill('Мария');
  await page.getByLabel('State').selectOption({ label: 'Confirmed' });
  await expect(page.getByTestId('journal-count')).not.toHaveText('5,000 payments');
  await page.getByTestId('journal-scroller').locator('[data-payment-id]').first().click();
  await expect(page.getByRole('figure', { name: 'Slip' })).toContainText('PAYMENT CONFIRMED');
  await page.screenshot({ path: shot('journal-payment') });
});

test('guests: a live lookup and an offline one from the mirror', async ({ page, bridge }) => {
  await seedGuest(bridge, { phone: '+79990001122', card: '5536914412345678', bonuses: 5000 });
  const stateFile = stationStateFile();
  for (const amount of ['288.00', '99.90', '1250.00'])
    await paidPayment(bridge, stateFile, '{6A2E1C43-1F0B-4C5A-9D1E-0B8A4C3F2E11}', amount, '+79990001122');
  await page.goto(`${bridge.url}/guests`);
  await page.getByRole('textbox', { name: 'Phone' }).fill('+7 999 000-11-22');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await page.screenshot({ path: shot('guests-live') });

  await withOfflineBridge(async (offline) => {
    mirrorGuestInto(offline.dataDir, {
      phone: '+79995556677',
      firstName: 'Олег',
      lastName: 'Смирнов',
      card: '4000111122223333',
      balanceMinor: 12_345,
      seenAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    });
    await page.goto(`${offline.url}/guests`);
    await page.getByRole('textbox', { name: 'Phone' }).fill('+79995556677');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByText('Offline: from the mirror')).toBeVisible();
    await page.screenshot({ path: shot('guests-offline') });
  });
});
