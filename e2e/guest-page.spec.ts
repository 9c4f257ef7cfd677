import { test as base, expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import { startHeadlessServer, type HeadlessServer } from './headless-server.js';
import { askForCode, phoneBrowser, signInAsGuest } from './guest-page-driver.js';
import {
  b2bCall,
  lastSmsCode,
  seedMember,
  startHostedLoyalty,
  stopHostedLoyalty,
  type HostedLoyalty,
} from './hosted-loyalty.js';
import { authPay, cancelPay, tag } from './loyalty-seed.js';

/**
 * The guest page end to end: a hosted loyalty service with --public-url, a till bridge on it, a guest on a 360×640
 * phone signing in with the real SMS code and paying at the bridge's prompt with the page's one-time code.
 */

interface Fixtures {
  readonly hosted: HostedLoyalty;
  readonly till: HeadlessServer;
  readonly phone: Page;
}

const test = base.extend<Fixtures & { paymentCodeTtlMs: number | undefined }>({
  paymentCodeTtlMs: [undefined, { option: true }],
  hosted: async ({ paymentCodeTtlMs }, use) => {
    const hosted = await startHostedLoyalty(paymentCodeTtlMs === undefined ? {} : { paymentCodeTtlMs });
    await use(hosted);
    await stopHostedLoyalty(hosted);
  },
  till: async ({ hosted }, use) => {
    const till = await startHeadlessServer({
      args: ['--loyalty-url', hosted.service.url, '--api-key', hosted.apiKey, '--venue', hosted.venue],
    });
    await use(till);
    await till.stop();
    fs.rmSync(till.dataDir, { recursive: true, force: true });
  },
  page: async ({ page }, use) => {
    await page.addInitScript(() => sessionStorage.setItem('tillbridge.setup.later', '1'));
    await use(page);
    /** The window's event stream would hold the bridge's graceful stop for its full grace period. */
    await page.close();
  },
  phone: async ({ browser }, use) => {
    const { context, page } = await phoneBrowser(browser);
    await use(page);
    await context.close();
  },
});

const guestField = 'Card, phone or code';

/** Types the code at the bridge's prompt for a waiting authpay and asks to pay with bonuses. */
async function payWithCode(window: Page, code: string) {
  await window.getByRole('textbox', { name: guestField }).fill(code);
  await expect(window.getByText('One-time code')).toBeVisible();
  await window.getByRole('button', { name: 'Pay with bonuses' }).click();
}

/** The code the phone shows on "Pay at the till", and when the service said it expires. */
async function shownCode(phone: Page): Promise<{ code: string; expiresAt: number }> {
  const digits = phone.getByTestId('payment-code');
  await expect(digits).toHaveText(/^\d{8}$/);
  return {
    code: (await digits.textContent())!,
    expiresAt: Date.parse((await digits.getAttribute('data-expires-at'))!),
  };
}

test('a guest signs in on the phone, pays at the till with the code shown (a refused payment leaves it), the phone says it paid, and a reused code is refused', async ({
  page,
  phone,
  hosted,
  till,
}) => {
  await seedMember(hosted, { phone: '+79160002501', card: '5536910000002501', firstName: 'Anna' }, 500);
  await signInAsGuest(phone, hosted, '+79160002501', '8 916 000-25-01');
  await expect(phone.getByText('Hello, Anna!')).toBeVisible();
  await expect(phone.getByTestId('balance')).toHaveText('500');
  await expect(phone.getByTestId('rank')).toContainText('Silver');
  await expect(phone.getByTestId('next-rank')).toContainText('to reach Gold');

  await phone.getByRole('button', { name: 'Pay at the till' }).click();
  await expect(phone.getByRole('heading', { name: 'Pay at the till' })).toBeVisible();
  await expect(phone.getByRole('img', { name: 'The payment code as a QR code' })).toBeVisible();
  await expect(phone.getByTestId('code-timer')).toHaveText(/^Valid for [45]:\d\d$/);
  const { code } = await shownCode(phone);

  await page.goto(till.url);
  /** Over the balance: refused, and the code is not used up by it. */
  const refused = authPay(till, 100000);
  await payWithCode(page, code);
  await expect(page.getByTestId('payment-result')).toContainText('Refused');
  expect(tag((await refused).text, 'OpResult')).toBe('0');
  await expect(phone.getByTestId('payment-code')).toHaveText(code);

  const paid = authPay(till, 12000);
  await payWithCode(page, code);
  await expect(page.getByTestId('balance-after')).toHaveText('380.00');
  expect(tag((await paid).text, 'OpResult')).toBe('1');
  /** The phone learns it (it asks every 2 s): paid, how much, the balance now; the used code is gone. */
  const paidNote = phone.getByTestId('code-paid');
  await expect(paidNote).toContainText('Paid at the till');
  await expect(paidNote).toContainText(/Paid with bonuses: \D*120/);
  await expect(paidNote).toContainText(/Your balance now: \D*380/);
  await expect(phone.getByTestId('payment-code')).toBeHidden();

  const again = authPay(till, 5000);
  await payWithCode(page, code);
  await expect(page.getByTestId('try-again')).toContainText('4 tries left');
  await cancelPay(till);
  expect(tag((await again).text, 'OpResult')).toBe('0');
});

test('refusals in words, the session kept across a reload, the last data kept offline and refreshed after', async ({
  phone,
  hosted,
}) => {
  const stranger = '+79160002503';
  await askForCode(phone, hosted, stranger);
  await phone.getByRole('textbox', { name: 'Code from the SMS' }).fill(lastSmsCode(hosted, stranger)!);
  await expect(phone.getByRole('heading', { name: 'You are not a member yet' })).toBeVisible();
  await phone.getByRole('button', { name: 'Sign out' }).click();

  await seedMember(hosted, { phone: '+79160002504', card: '5536910000002504', firstName: 'Vera' }, 500);
  await askForCode(phone, hosted, '+7 916 000-25-04');
  const right = lastSmsCode(hosted, '+79160002504')!;
  const codeField = phone.getByRole('textbox', { name: 'Code from the SMS' });
  await codeField.fill(String((Number(right) + 1) % 1_000_000).padStart(6, '0'));
  await expect(phone.getByRole('alert')).toHaveText('Wrong code. 4 tries left for this code.');
  await codeField.fill(right);
  await expect(phone.getByTestId('balance')).toHaveText('500');
  await phone.reload();
  await expect(phone.getByTestId('balance')).toHaveText('500');

  await phone.getByRole('link', { name: 'History' }).click();
  await expect(phone.getByRole('listitem')).toContainText(['Added by the venue']);
  await phone.context().setOffline(true);
  await phone.getByRole('link', { name: 'Home' }).click();
  await expect(phone.getByTestId('offline-mark')).toHaveText('Offline');
  await expect(phone.getByTestId('stale-note')).toContainText('No connection. This is what was shown at');
  await expect(phone.getByTestId('balance')).toHaveText('500');
  await b2bCall(hosted, 'guests/addBonus', {
    guest: { type: 'phone', phone: '+79160002504' },
    amount: 25,
    comment: 'while offline',
  });
  await phone.context().setOffline(false);
  /** Back by the browser's `online` event, or at the latest by the page's next try (every 5 s). */
  await expect(phone.getByTestId('offline-mark')).toBeHidden({ timeout: 10_000 });
  await expect(phone.getByTestId('stale-note')).toBeHidden();
  await expect(phone.getByTestId('balance')).toHaveText('525');
});

/** The session this phone keeps for the network (guest-page/src/api/guest-session.ts). */
const storedSession = (phone: Page, network: string) =>
  phone.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null'),
    `tillbridge.guest.${network}.session`,
  ) as Promise<{
    token: string;
    refreshToken: string;
    expiresAt: number;
  }>;

const editSession = (phone: Page, network: string, change: { expiresAt: number }) =>
  phone.evaluate(
    ([key, patch]) =>
      localStorage.setItem(key, JSON.stringify({ ...JSON.parse(localStorage.getItem(key)!), ...patch })),
    [`tillbridge.guest.${network}.session`, change] as const,
  );

test('the session renews itself before the token expires; a pair used elsewhere ends it on the next 401', async ({
  phone,
  hosted,
}) => {
  await seedMember(hosted, { phone: '+79160002505', card: '5536910000002505', firstName: 'Gleb' }, 70);
  await signInAsGuest(phone, hosted, '+79160002505', '916 000 25 05');
  const first = await storedSession(phone, hosted.network);

  await editSession(phone, hosted.network, { expiresAt: Date.now() + 1_000 });
  await phone.getByRole('link', { name: 'History' }).click();
  await expect(phone.getByRole('listitem')).toContainText(['Added by the venue']);
  const renewed = await storedSession(phone, hosted.network);
  expect(renewed.refreshToken).not.toBe(first.refreshToken);
  expect(renewed.expiresAt).toBeGreaterThan(Date.now() + 3_000_000);

  /** Somebody else renews the pair (a copied token): the page's token dies, its refresh token is then a reuse. */
  const config = (await (await fetch(`${hosted.guestPageUrl}config.json`)).json()) as { apiKey: string };
  const stolen = await fetch(`${hosted.service.url}/guest/v1/auth/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ApiKey: config.apiKey },
    body: JSON.stringify({ authToken: renewed.token, refreshToken: renewed.refreshToken, phone: '+79160002505' }),
  });
  expect(stolen.status).toBe(200);
  await phone.getByRole('link', { name: 'Cards' }).click();
  await expect(phone.getByRole('heading', { name: 'Your bonuses at Cafe Net' })).toBeVisible();
  expect(await storedSession(phone, hosted.network)).toBeNull();
});

test('an address without a programme says so', async ({ phone, hosted }) => {
  await phone.goto(`${hosted.publicUrl}/guest/no-such-network/`);
  await expect(phone.getByRole('heading', { name: 'No bonus page here' })).toBeVisible();
});

test.describe('with payment codes that live 3 seconds', () => {
  test.use({ paymentCodeTtlMs: 3_000 });

  test('the page renews the code by itself, and an expired code is refused at the till', async ({
    page,
    phone,
    hosted,
    till,
  }) => {
    await seedMember(hosted, { phone: '+79160002502', card: '5536910000002502', firstName: 'Boris' }, 500);
    await signInAsGuest(phone, hosted, '+79160002502', '+7 916 000 25 02');
    await phone.getByRole('link', { name: 'Pay' }).click();
    const first = await shownCode(phone);
    /** Renewed before it expired: another code, issued while the first still lived. */
    await expect(phone.getByTestId('payment-code')).not.toHaveText(first.code);
    const renewed = await shownCode(phone);
    expect(renewed.expiresAt).toBeGreaterThan(first.expiresAt);
    await phone.close();
    await expect.poll(() => Date.now(), { timeout: 10_000 }).toBeGreaterThan(renewed.expiresAt);

    await page.goto(till.url);
    const reply = authPay(till, 12000);
    await payWithCode(page, renewed.code);
    await expect(page.getByTestId('try-again')).toContainText('4 tries left');
    await cancelPay(till);
    expect(tag((await reply).text, 'OpResult')).toBe('0');
  });
});
