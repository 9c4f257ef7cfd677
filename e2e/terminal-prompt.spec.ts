import { expect, test } from './fixtures.js';
import { authPay, cancelPay, paymentCode, seedGuest, tag, testWithBridgeArgs } from './loyalty-seed.js';

const guestField = 'Card, phone or code';

/** The page's event stream would hold the bridge's graceful stop for its full grace period. */
test.afterEach(({ page }) => page.close());

test.describe('the terminal prompt', () => {
  test('a payment approved by card', async ({ page, bridge }) => {
    await seedGuest(bridge, { phone: '+79160000001', card: '5536910000000001' }, 5000);
    await page.goto(bridge.url);
    await expect(page.getByRole('heading', { name: 'Ready for payments' })).toBeVisible();
    const reply = authPay(bridge, 288000);
    const prompt = page.getByRole('region', { name: 'Payment waiting for the guest' });
    await expect(prompt.getByTestId('prompt-amount')).toHaveText('2,880.00');
    await expect(prompt).toContainText('{6A2E1C43-1F0B-4C5A-9D1E-0B8A4C3F2E11}');
    const field = page.getByRole('textbox', { name: guestField });
    await expect(field).toBeFocused();
    await page.keyboard.type('5536 9100 0000 0001');
    await expect(prompt).toContainText('Card number');
    await page.keyboard.press('Enter');
    await expect(prompt.getByTestId('payment-result')).toContainText('Approved');
    await expect(prompt.getByTestId('balance-after')).toHaveText('2,120.00');
    const answer = await reply;
    expect(answer.status).toBe(200);
    expect(tag(answer.text, 'OpResult')).toBe('1');
    expect(tag(answer.text, 'CardCode')).toBe('5536 91.. .... 0001');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(prompt).toBeHidden();
    await expect(page.getByRole('table')).toContainText('Approved');
  });

  test('a payment approved by phone, as a card reader would send it', async ({ page, bridge }) => {
    await seedGuest(bridge, { phone: '+79160000002', card: '5536910000000002' }, 3000);
    await page.goto(bridge.url);
    const reply = authPay(bridge, 100000);
    await page.getByRole('textbox', { name: guestField }).fill('8 (916) 000-00-02');
    await page.getByRole('textbox', { name: guestField }).press('Enter');
    await expect(page.getByTestId('balance-after')).toHaveText('2,000.00');
    expect(tag((await reply).text, 'OpResult')).toBe('1');
  });

  test('a payment approved by the one-time code, by touch', async ({ page, bridge }) => {
    await seedGuest(bridge, { phone: '+79160000003', card: '5536910000000003' }, 1000);
    const code = await paymentCode(bridge, '+79160000003');
    await page.goto(bridge.url);
    const reply = authPay(bridge, 50050);
    await page.getByRole('textbox', { name: guestField }).fill(code);
    await expect(page.getByText('One-time code')).toBeVisible();
    await page.getByRole('button', { name: 'Pay with bonuses' }).click();
    await expect(page.getByTestId('balance-after')).toHaveText('499.50');
    expect(tag((await reply).text, 'OpResult')).toBe('1');
  });

  test('declined for balance: the reason stays readable', async ({ page, bridge }) => {
    await seedGuest(bridge, { phone: '+79160000004', card: '5536910000000004' }, 100);
    await page.goto(bridge.url);
    const reply = authPay(bridge, 288000);
    await page.getByRole('textbox', { name: guestField }).fill('+79160000004');
    await page.keyboard.press('Enter');
    const result = page.getByTestId('payment-result');
    await expect(result).toContainText('Not paid');
    await expect(result).toContainText(/Not enough bonuses/);
    await expect(result).toContainText(/Closes in \d seconds?/);
    const answer = await reply;
    expect(tag(answer.text, 'OpResult')).toBe('0');
    await expect(result).toBeHidden({ timeout: 10_000 });
  });

  test('the cashier declines', async ({ page, bridge }) => {
    await page.goto(bridge.url);
    const reply = authPay(bridge, 1000);
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByTestId('payment-result')).toContainText('Not paid');
    expect(tag((await reply).text, 'OpResult')).toBe('0');
  });

  test('cancelled by CancelPay while the prompt is open', async ({ page, bridge }) => {
    await page.goto(bridge.url + '/menu');
    const reply = authPay(bridge, 288000);
    const field = page.getByRole('textbox', { name: guestField });
    await expect(field).toBeVisible();
    await field.fill('+7916');
    expect((await cancelPay(bridge)).status).toBe(200);
    await expect(page.getByTestId('payment-result')).toContainText('Cancelled by the till');
    await expect(field).toBeHidden();
    expect(tag((await reply).text, 'OpResult')).toBe('0');
  });

  test('the prompt does not move the page under it', async ({ page, bridge }) => {
    await page.goto(bridge.url);
    const heading = page.getByRole('heading', { name: 'Ready for payments' });
    const before = await heading.boundingBox();
    const reply = authPay(bridge, 1000);
    await expect(page.getByRole('textbox', { name: guestField })).toBeVisible();
    expect(await heading.boundingBox()).toEqual(before);
    expect((await cancelPay(bridge)).status).toBe(200);
    expect(tag((await reply).text, 'OpResult')).toBe('0');
  });
});

const tipsTest = testWithBridgeArgs(['--tips', 'on']);
tipsTest.afterEach(({ page }) => page.close());

tipsTest('a tip of 10 % is paid with the payment', async ({ page, bridge }) => {
  await seedGuest(bridge, { phone: '+79160000005', card: '5536910000000005' }, 5000);
  await page.goto(bridge.url);
  const reply = authPay(bridge, 288000, 4);
  await page.getByRole('button', { name: '10% tip, 288.00' }).click();
  await expect(page.getByText('Total with tip: 3,168.00')).toBeVisible();
  await page.getByRole('textbox', { name: guestField }).fill('5536910000000005');
  await page.getByRole('textbox', { name: guestField }).press('Enter');
  await expect(page.getByTestId('balance-after')).toHaveText('1,832.00');
  const answer = await reply;
  expect(answer.text).toMatch(/<Tip>.*<MyPay myAmount="28800"\/><\/Tip>/);
});

tipsTest('a custom tip, and no tip for a driver below version 2', async ({ page, bridge }) => {
  await seedGuest(bridge, { phone: '+79160000006', card: '5536910000000006' }, 5000);
  await page.goto(bridge.url);
  const old = authPay(bridge, 1000, 1);
  await expect(page.getByRole('textbox', { name: guestField })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Tip' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Decline' }).click();
  await old;
  await page.getByRole('button', { name: 'Close' }).click();
  const reply = authPay(bridge, 10000, 2);
  await page.getByRole('button', { name: 'Other' }).click();
  await page.getByRole('textbox', { name: 'Tip amount' }).fill('12,5');
  await page.getByRole('textbox', { name: guestField }).fill('+79160000006');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('payment-result')).toContainText('Approved');
  expect((await reply).text).toContain('<MyPay myAmount="1250"/></Tip>');
});
