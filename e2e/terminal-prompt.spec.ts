import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { authPay, cancelPay, paymentCode, seedGuest, tag, testWithBridgeArgs } from './loyalty-seed.js';

const guestField = 'Card, phone or code';

/** A typed phone or card shows the guest first (setting prompt.confirmGuest, default typed): the second Enter pays. */
async function confirmed(page: Page): Promise<void> {
  await expect(page.getByTestId('guest-confirmation')).toBeVisible();
  await page.keyboard.press('Enter');
}

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
    /** The station reads as "Station N" until named (never its GUID, nor its POS code, which may change). */
    await expect(prompt.getByTestId('prompt-station')).toHaveText(/^Station \d+$/);
    await expect(prompt).not.toContainText('6A2E1C43');
    const field = page.getByRole('textbox', { name: guestField });
    await expect(field).toBeFocused();
    await page.keyboard.type('5536 9100 0000 0001');
    await expect(prompt).toContainText('Card number');
    await page.keyboard.press('Enter');
    /** Typed, not swiped: the guest is shown first, and the second Enter pays. */
    await expect(prompt.getByTestId('guest-confirmation')).toContainText('5,000.00');
    await page.keyboard.press('Enter');
    await expect(prompt.getByTestId('payment-result')).toContainText('Paid');
    await expect(prompt.getByTestId('balance-after')).toHaveText('2,120.00');
    const answer = await reply;
    expect(answer.status).toBe(200);
    expect(tag(answer.text, 'OpResult')).toBe('1');
    expect(tag(answer.text, 'CardCode')).toBe('5536 91.. .... 0001');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(prompt).toBeHidden();
    await expect(page.getByRole('table')).toContainText('Paid');
  });

  test('a payment approved by phone, as a card reader would send it', async ({ page, bridge }) => {
    await seedGuest(bridge, { phone: '+79160000002', card: '5536910000000002' }, 3000);
    await page.goto(bridge.url);
    const reply = authPay(bridge, 100000);
    await page.getByRole('textbox', { name: guestField }).fill('8 (916) 000-00-02');
    await page.getByRole('textbox', { name: guestField }).press('Enter');
    await confirmed(page);
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
    await confirmed(page);
    const result = page.getByTestId('payment-result');
    await expect(result).toContainText('Refused');
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
    await expect(page.getByTestId('payment-result')).toContainText('Declined by the cashier');
    expect(tag((await reply).text, 'OpResult')).toBe('0');
  });

  test('cancelled by CancelPay while the prompt is open', async ({ page, bridge }) => {
    await page.goto(bridge.url + '/menu');
    const reply = authPay(bridge, 288000);
    const field = page.getByRole('textbox', { name: guestField });
    await expect(field).toBeVisible();
    await field.fill('+7916');
    expect((await cancelPay(bridge)).status).toBe(200);
    await expect(page.getByTestId('payment-result')).toContainText('Cancelled at the station');
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

test.describe('a real till: card reader, mistakes forgiven', () => {
  test('a card reader types its track and Enter: the payment goes through with no click', async ({ page, bridge }) => {
    await seedGuest(bridge, { phone: '+79160000011', card: '5536910012344820' }, 5000);
    await page.goto(bridge.url);
    const track2 = authPay(bridge, 10000);
    const field = page.getByRole('textbox', { name: guestField });
    await expect(field).toBeFocused();
    await page.keyboard.type(';5536910012344820=2812?');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('balance-after')).toHaveText('4,900.00');
    expect(tag((await track2).text, 'OpResult')).toBe('1');
    await page.getByRole('button', { name: 'Close' }).click();

    const track1 = authPay(bridge, 5000);
    await expect(field).toBeFocused();
    await page.keyboard.type('%B5536910012344820^IVANOVA/MARIA^2812?');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('balance-after')).toHaveText('4,850.00');
    expect(tag((await track1).text, 'CardCode')).toBe('5536 91.. .... 4820');
  });

  test('a wrong card, then the right one: the payment waits and is paid', async ({ page, bridge }) => {
    await seedGuest(bridge, { phone: '+79160000012', card: '5536910000000012' }, 5000);
    await page.goto(bridge.url);
    let answered = false;
    const reply = authPay(bridge, 20000).then((answer) => ((answered = true), answer));
    const field = page.getByRole('textbox', { name: guestField });
    await field.fill('5536 9100 0000 9999');
    await field.press('Enter');
    const tryAgain = page.getByTestId('try-again');
    await expect(tryAgain).toContainText('Card or guest not found. Check it and try again');
    await expect(field).toHaveValue('');
    await expect(field).toBeFocused();
    expect(answered).toBe(false);
    await page.keyboard.type('5536910000000012');
    await page.keyboard.press('Enter');
    await confirmed(page);
    await expect(page.getByTestId('payment-result')).toContainText('Paid');
    expect(tag((await reply).text, 'OpResult')).toBe('1');
  });

  test('five wrong codes on the keypad, then codes are refused for that payment; the card still pays', async ({
    page,
    bridge,
  }) => {
    await seedGuest(bridge, { phone: '+79160000013', card: '5536910000000013' }, 5000);
    const live = await paymentCode(bridge, '+79160000013');
    const wrong = String((Number(live) + 1) % 10 ** live.length).padStart(live.length, '0');
    await page.goto(bridge.url);
    const reply = authPay(bridge, 30000);
    const keypad = page.getByRole('group', { name: 'Keypad' });
    const tryAgain = page.getByTestId('try-again');
    for (const left of ['4 tries left', '3 tries left', '2 tries left', '1 try left', 'No more codes']) {
      for (const digit of wrong) await keypad.getByRole('button', { name: digit, exact: true }).click();
      await expect(page.getByText('One-time code')).toBeVisible();
      await page.getByRole('button', { name: 'Pay with bonuses' }).click();
      await expect(tryAgain).toContainText(left);
    }
    const field = page.getByRole('textbox', { name: guestField });
    await field.fill(live);
    await field.press('Enter');
    await expect(tryAgain).toContainText(
      '5 wrong codes for this payment: codes are refused, use the card or the phone.',
    );
    await field.fill('5536910000000013');
    await field.press('Enter');
    await confirmed(page);
    await expect(page.getByTestId('balance-after')).toHaveText('4,700.00');
    expect(tag((await reply).text, 'OpResult')).toBe('1');
  });
});

const timeoutTest = testWithBridgeArgs(['--authpay-timeout', '2']);
timeoutTest.afterEach(({ page }) => page.close());

timeoutTest(
  'a timeout reads as a timeout: in the prompt, the session list, the journal and DisplayT',
  async ({ page, bridge }) => {
    await page.goto(bridge.url);
    const reply = authPay(bridge, 1000);
    await expect(page.getByRole('textbox', { name: guestField })).toBeVisible();
    await expect(page.getByTestId('payment-result')).toContainText('Timed out');
    await expect(page.getByTestId('payment-result')).not.toContainText('Cancelled');
    expect(tag((await reply).text, 'DisplayT')).toBe(
      'No guest was identified within 2 s: payment cancelled, nothing was charged.',
    );
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('table')).toContainText('Timed out');
    await page.goto(`${bridge.url}/journal`);
    await expect(page.getByTestId('journal-scroller')).toContainText('Timed out');
  },
);

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
  await expect(page.getByTestId('confirm-amount')).toHaveText('3,168.00');
  await confirmed(page);
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
  await confirmed(page);
  await expect(page.getByTestId('payment-result')).toContainText('Paid');
  expect((await reply).text).toContain('<MyPay myAmount="1250"/></Tip>');
});
