import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { seedJournalInto } from './bridge-seed.js';
import { recordPrints } from './print-recorder.js';
import { authPay, seedGuest, tag } from './loyalty-seed.js';
import { paymentWords } from '../shared/i18n/payment-words.js';
import { tillScreen } from './layout-support.js';
import { paidPayment, seedGuest as seedManagedGuest, station, stationStateFile } from './manager-support.js';

const start = new Date('2026-11-01T08:00:00.000Z');
const idOf = (i: number): string => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const rows = (page: Page) => page.getByTestId('journal-scroller').locator('[data-payment-id]');
const count = (page: Page) => page.getByTestId('journal-count');
/** Below 50rem of height (this suite's 1280×720 too) the filters besides the search fold behind a toggle. */
const showFilters = (page: Page) => page.getByRole('button', { name: /^More filters/ }).click();

/** The page's event stream would hold the bridge's graceful stop for its full grace period. */
test.afterEach(({ page }) => page.close());

test('journal filters, search and scrolling through every payment', async ({ page, bridge }) => {
  seedJournalInto(bridge.dataDir, 3000, start);
  await page.goto(`${bridge.url}/journal`);
  await expect(count(page)).toHaveText('3,000 payments');
  await expect(rows(page).first()).toHaveAttribute('data-payment-id', idOf(2999));
  await showFilters(page);

  await page.getByLabel('Search').fill('Мария');
  await expect(count(page)).not.toHaveText('3,000 payments');
  await expect(count(page)).toHaveText(/^\d{2,3} payments$/);
  await expect(rows(page).filter({ hasNotText: 'Мария Иванова' })).toHaveCount(0);
  await expect(rows(page).first()).toBeVisible();

  await page.getByLabel('Search').fill('');
  await page.getByLabel('State').selectOption({ label: 'Voided' });
  await expect(count(page)).toHaveText('500 payments');
  await expect(rows(page).filter({ hasNotText: 'Voided' })).toHaveCount(0);

  await page.getByLabel('Station').selectOption({ label: 'Station 3' });
  await expect(count(page)).not.toHaveText('500 payments');
  await expect(count(page)).toHaveText(/^\d+ payments$/);
  await expect(rows(page).filter({ hasNotText: 'Station 3' })).toHaveCount(0);
  await expect(rows(page).filter({ hasNotText: 'Voided' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(count(page)).toHaveText('3,000 payments');
  await page.getByLabel('Amount from').fill('100');
  await page.getByLabel('Amount to').fill('200,50');
  await expect(count(page)).toHaveText(/^\d+ payments?$/);
  await expect(count(page)).not.toHaveText('3,000 payments');
  const amounts = await rows(page).evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-amount-minor'))));
  expect(amounts.length).toBeGreaterThan(0);
  for (const minor of amounts) expect(minor >= 10_000 && minor <= 20_050, String(minor)).toBe(true);
  await page.getByLabel('Amount to').fill('abc');
  await expect(page.getByText('Not an amount')).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Card number').fill('5536 9100 0000 0001');
  await expect(count(page)).toHaveText(/^[1-4] payments?$/);
  await expect(rows(page).filter({ hasNotText: '•••• 0001' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('From', { exact: true }).fill('2026-11-02');
  await page.getByLabel('To', { exact: true }).fill('2026-11-02');
  const dayStart = new Date(2026, 10, 2).getTime();
  const onDay = Array.from({ length: 3000 }, (_, i) => start.getTime() + i * 60_000).filter(
    (at) => at >= dayStart && at < dayStart + 86_400_000,
  ).length;
  await expect(count(page)).toHaveText(`${onDay.toLocaleString('en')} payments`);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(count(page)).toHaveText('3,000 payments');
  await page.getByTestId('journal-scroller').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(page.locator(`[data-payment-id="${idOf(0)}"]`)).toBeVisible();
  expect(await rows(page).count()).toBeLessThan(80);
});

test('a payment’s detail reprints its slip; CSV and PDF export the filtered journal', async ({ page, bridge }) => {
  seedJournalInto(bridge.dataDir, 300, start);
  const printer = await recordPrints(page);
  await page.goto(`${bridge.url}/journal`);
  await expect(count(page)).toHaveText('300 payments');
  await showFilters(page);

  await page.locator(`[data-payment-id="${idOf(299)}"]`).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(/^Payment [\d,]+\.\d\d$/);
  const slip = dialog.getByRole('figure', { name: 'Slip' });
  await expect(slip).toContainText('PAYMENT CONFIRMED');
  await expect(slip).toContainText(/5536 91\.\. \.\.\.\. \d{4}/);
  await dialog.getByRole('button', { name: 'Print' }).click();
  await expect.poll(async () => (await printer.jobs()).at(-1)?.receipt).toContain('PAYMENT CONFIRMED');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByLabel('State').selectOption({ label: 'Voided' });
  await expect(count(page)).toHaveText('50 payments');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tillbridge-journal-.*\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv).toMatch(/^\uFEFFTime \([^)]+\),Station,State,Amount/);
  const lines = csv.trim().split('\r\n');
  expect(lines).toHaveLength(51);
  expect(lines.slice(1).every((line) => line.includes(',Voided,'))).toBe(true);

  await page.getByRole('button', { name: 'Save as PDF' }).click();
  await expect.poll(async () => (await printer.jobs()).at(-1)).toMatchObject({ rows: 50, journal: true });
  await expect(page.locator('body')).not.toHaveClass(/printing-journal/);
});

test('a payment made while the journal is open appears without a reload, in a list with room at 800×600 and 1024×768, in both languages', async ({
  page,
  bridge,
}) => {
  const guest = await seedGuest(bridge, { phone: '+79160000031', card: '5536910000000031' }, 1);
  await page.setViewportSize({ width: 800, height: 600 });
  await page.goto(`${bridge.url}/journal`);
  const runs = [
    { language: 'en', viewport: { width: 800, height: 600 }, field: 'Card, phone or code', close: 'Close' },
    { language: 'ru', viewport: { width: 1024, height: 768 }, field: 'Карта, телефон или код', close: 'Закрыть' },
  ] as const;
  for (const [i, run] of runs.entries()) {
    await page.setViewportSize(run.viewport);
    if (run.language === 'ru') await page.getByRole('button', { name: 'Русский' }).click();
    const words = paymentWords(run.language);
    const amountMinor = 10_000 * (i + 1);
    const reply = authPay(bridge, amountMinor);
    /** The station reads «Касса 1» in Russian, never «Станция Station 1» nor its POS code. */
    await expect(page.getByTestId('prompt-station')).toHaveText(`${words.station} 1`);
    const field = page.getByRole('textbox', { name: run.field });
    await field.fill(guest.card);
    await field.press('Enter');
    /** A typed card shows its guest first; the second Enter pays (here: refused, 1.00 of bonuses). */
    await expect(page.getByTestId('guest-confirmation')).toBeVisible();
    await page.keyboard.press('Enter');
    expect(tag((await reply).text, 'OpResult')).toBe('0');
    await page.getByRole('button', { name: run.close }).click();

    /** Refused, it keeps who and which card were tried; it came in through the event stream, not a reload. */
    const row = page.locator(`[data-amount-minor="${amountMinor}"]`);
    await expect(row).toContainText(words.endings.refused);
    await expect(row).toContainText('•••• 0031');
    await expect(row).toContainText(guest.phone);
    await expect(rows(page)).toHaveCount(i + 1);
    /** The list has room and the badge fits at both till sizes, in each language (the same rows, resized). */
    for (const viewport of [run.viewport, ...runs.map((other) => other.viewport).filter((v) => v !== run.viewport)]) {
      await page.setViewportSize(viewport);
      await expect(row).toBeVisible();
      const list = await page.getByTestId('journal-scroller').boundingBox();
      expect(list!.height, `${viewport.width}×${viewport.height}`).toBeGreaterThan(150);
      const badge = row.locator('[role="cell"]').nth(2).locator('span').first();
      expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
  }
});

test('a voided payment shows the balance after its void in its detail and its slip, at both sizes in both languages', async ({
  page,
  bridge,
}) => {
  const phone = '+79990004411';
  const stationId = '{6A2E1C43-1F0B-4C5A-9D1E-0B8A4C3F2E44}';
  await seedManagedGuest(bridge, { phone, card: '5536914400004411', bonuses: 1000 });
  const state = stationStateFile();
  await paidPayment(bridge, state, stationId, '100.00', phone);
  const voided = await station(bridge.url, state, ['voidpay']);
  expect(voided.code, voided.stdout).toBe(0);
  const words = { en: 'Balance after', ru: 'Баланс после' } as const;
  await page.goto(`${bridge.url}/journal`);
  for (const language of ['en', 'ru'] as const)
    for (const screen of [tillScreen, { width: 800, height: 600 }]) {
      await page.evaluate((lang) => localStorage.setItem('tillbridge.language', lang), language);
      await page.setViewportSize(screen);
      await page.goto(`${bridge.url}/journal`);
      await rows(page).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(words[language]);
      /** 1,000.00 after the void (900.00 was the balance after the payment), in the window and on the slip. */
      await expect(dialog).toContainText(/1[\s\u00a0\u202f,]000[.,]00/);
      await expect(dialog).not.toContainText(/900[.,]00/);
      await expect(dialog.getByRole('figure')).toContainText(/1000\.00/);
      await page.keyboard.press('Escape');
    }
});
