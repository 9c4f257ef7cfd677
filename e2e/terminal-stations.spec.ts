import { expect, test } from './fixtures.js';
import { authPay, cancelPay, seedGuest, tag } from './loyalty-seed.js';

/** The page's event stream would hold the bridge's graceful stop for its full grace period. */
test.afterEach(({ page }) => page.close());

const bar = '{B0000001-0000-4000-8000-000000000001}';
const hall = '{B0000002-0000-4000-8000-000000000002}';
const terrace = '{B0000003-0000-4000-8000-000000000003}';
const guestField = 'Card, phone or code';

test('three stations wait at once, answered in another order: each result stays against its own station', async ({
  page,
  bridge,
}) => {
  await seedGuest(bridge, { phone: '+79160000021', card: '5536910000000021' }, 5000);
  /** The bar has paid before (so it is seen) and is named in the settings; the others are not named. */
  const first = authPay(bridge, 100, 4, bar, null);
  await page.goto(`${bridge.url}/settings`);
  await expect(page.getByRole('textbox', { name: guestField })).toBeVisible();
  expect((await cancelPay(bridge, bar)).status).toBe(200);
  await first;
  await page.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  const row = page.getByRole('form', { name: 'Station 1' });
  await expect(row).toContainText(bar);
  await row.getByRole('textbox', { name: 'Name' }).fill('Bar 1');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('form', { name: 'Bar 1' })).toContainText('Saved.');

  await page.goto(bridge.url);
  const replies = {
    bar: authPay(bridge, 111100, 4, bar, null),
    hall: authPay(bridge, 22200, 4, hall, '0042'),
    terrace: authPay(bridge, 33300, 4, terrace, null),
  };
  const queue = page.getByTestId('payment-queue');
  const item = (station: string) => queue.locator(`[data-station="${station}"]`);
  await expect(queue.getByTestId('queue-item')).toHaveCount(3);
  await expect(item(bar)).toContainText(/Bar 1\s*1,111\.00\s*waiting \d:\d\d/);
  /** The hall sends a POS code: it reads as "Station 2" all the same, a label tied to the station itself. */
  await expect(item(hall)).toContainText(/Station 2\s*222\.00\s*waiting/);
  await expect(item(terrace)).toContainText(/Station 3\s*333\.00\s*waiting/);
  const prompt = page.getByRole('region', { name: 'Payment waiting for the guest' });
  await expect(prompt.getByTestId('prompt-station')).toHaveText('Bar 1');

  await item(terrace).click();
  await expect(prompt.getByTestId('prompt-station')).toHaveText('Station 3');
  await page.getByRole('textbox', { name: guestField }).fill('5536910000000021');
  await page.getByRole('textbox', { name: guestField }).press('Enter');
  await expect(prompt.getByTestId('guest-confirmation')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(prompt.getByTestId('payment-result')).toContainText('Paid');
  await expect(item(terrace)).toContainText('Paid');
  await expect(item(bar)).toContainText('waiting');
  await expect(item(hall)).toContainText('waiting');
  const paid = await replies.terrace;
  expect(tag(paid.text, 'OpResult')).toBe('1');
  expect(paid.text).toMatch(/<TextLine Text="Station:? +Station 3"\/>/);

  /** The hall's result shows against the hall while the terrace's result is still on the prompt. */
  await item(hall).click();
  await expect(prompt.getByTestId('prompt-station')).toHaveText('Station 2');
  await prompt.getByRole('button', { name: 'Decline' }).click();
  await expect(item(hall)).toContainText('Declined by the cashier');
  expect(tag((await replies.hall).text, 'OpResult')).toBe('0');
  await expect(item(terrace)).toContainText('Paid');

  expect((await cancelPay(bridge, bar)).status).toBe(200);
  await expect(item(bar)).toContainText('Cancelled at the station');
  expect(tag((await replies.bar).text, 'OpResult')).toBe('0');
  await expect(prompt.getByTestId('prompt-station')).toHaveText('Station 2');
  await expect(prompt.getByTestId('payment-result')).toContainText('Declined by the cashier');

  await page.goto(`${bridge.url}/journal`);
  const journal = page.getByTestId('journal-scroller');
  await expect(journal).toContainText('Station 3');
  await expect(journal).toContainText('Station 2');
  await expect(journal).toContainText('Bar 1');
  await expect(journal).not.toContainText('B0000001');
  await expect(journal).not.toContainText('0042');
  /** In a Russian window the same stations read «Касса N» (never «Станция Station 3»); a name stays as given. */
  await page.getByRole('button', { name: 'Русский' }).click();
  await expect(journal).toContainText('Касса 3');
  await expect(journal).toContainText('Bar 1');
  await expect(journal).toContainText('Отменено на кассе');
  await expect(journal).not.toContainText('Station');
});

test('the prompt fits 800×600 with three stations waiting: no sideways scroll, every control in view', async ({
  page,
  bridge,
}) => {
  await page.setViewportSize({ width: 800, height: 600 });
  await page.goto(bridge.url);
  const replies = [
    authPay(bridge, 288000, 4, bar),
    authPay(bridge, 150050, 4, hall),
    authPay(bridge, 99900, 4, terrace),
  ];
  await expect(page.getByTestId('queue-item')).toHaveCount(3);
  const field = page.getByRole('textbox', { name: guestField });
  await field.fill('5536 9100 0000 9999');
  await field.press('Enter');
  await expect(page.getByTestId('try-again')).toBeVisible();
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  const prompt = page.getByRole('region', { name: 'Payment waiting for the guest' });
  const inView = [
    prompt.getByTestId('prompt-amount'),
    prompt.getByTestId('prompt-station'),
    field,
    page.getByRole('button', { name: 'Pay with bonuses' }),
    page.getByRole('button', { name: 'Decline' }),
    ...['1', '5', '9', '0', '+'].map((key) => page.getByRole('button', { name: key, exact: true })),
    page.getByRole('button', { name: 'Delete the last character' }),
    page.getByRole('button', { name: 'Clear' }),
    ...(await page.getByTestId('queue-item').all()),
  ];
  for (const control of inView) await expect(control).toBeInViewport({ ratio: 1 });
  for (const button of await prompt.getByRole('button').all()) {
    const box = (await button.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  await page.screenshot({ path: test.info().outputPath('prompt-800x600.png') });
  for (const station of [bar, hall, terrace]) expect((await cancelPay(bridge, station)).status).toBe(200);
  await Promise.all(replies);
});
