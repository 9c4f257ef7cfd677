import { mirrorGuestInto } from './bridge-seed.js';
import { expect, test } from './fixtures.js';
import { paidPayment, seedGuest, stationStateFile, withOfflineBridge } from './manager-support.js';

test('looks a guest up live by phone and by card: balance, cards, recent orders', async ({ page, bridge }) => {
  await seedGuest(bridge, { phone: '+79990001122', card: '5536914412345678', bonuses: 100 });
  await paidPayment(bridge, stationStateFile(), '{6A2E1C43-1F0B-4C5A-9D1E-0B8A4C3F2E11}', '2.90', '+79990001122');
  await page.goto(`${bridge.url}/guests`);
  await page.getByRole('textbox', { name: 'Phone' }).fill('+7 999 000-11-22');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('heading', { name: 'Anna Petrova' })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByText('Offline: from the mirror')).toHaveCount(0);
  await expect(page.getByTestId('guest-balance')).toHaveText('97.10');
  await expect(page.getByText('•••• 5678')).toBeVisible();
  const orders = page.getByRole('table', { name: 'Recent orders' });
  await expect(orders.getByRole('row')).toHaveCount(2);
  await expect(orders).toContainText('2.90');

  await page.getByLabel('Look up by').selectOption({ label: 'Card number' });
  await page.getByRole('textbox', { name: 'Card number' }).fill('5536 9144 1234 5678');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('heading', { name: 'Anna Petrova' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Card number' }).fill('0000');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('alert')).toHaveText('No guest with this phone or card.');
});

test('answers from the mirror, marked offline, when the loyalty service is down', async ({ page }) => {
  await withOfflineBridge(async (offline) => {
    mirrorGuestInto(offline.dataDir, {
      phone: '+79995556677',
      firstName: 'Олег',
      lastName: 'Смирнов',
      card: '4000111122223333',
      balanceMinor: 12_345,
      seenAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
    await page.goto(`${offline.url}/guests`);
    await page.getByLabel('Look up by').selectOption({ label: 'Card number' });
    await page.getByRole('textbox', { name: 'Card number' }).fill('4000111122223333');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByRole('heading', { name: 'Олег Смирнов' })).toBeVisible();
    await expect(page.getByText('Offline: from the mirror')).toBeVisible();
    await expect(page.getByRole('note')).toContainText('The loyalty service cannot be reached');
    await expect(page.getByRole('note')).toContainText('1 hour ago');
    await expect(page.getByTestId('guest-balance')).toHaveText('123.45');
    await expect(page.getByText('Unknown while offline')).toBeVisible();

    await page.getByRole('textbox', { name: 'Card number' }).fill('4000000000000000');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByRole('alert')).toContainText('was never seen on this till');
  });
});
