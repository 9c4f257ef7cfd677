import fs from 'node:fs';
import { expect, test } from './fixtures.js';
import { seedJournalInto } from './bridge-seed.js';
import { startHeadlessServer, type HeadlessServer } from './headless-server.js';
import { seedGuest } from './manager-support.js';
import { paymentWords } from '../shared/i18n/payment-words.js';

test.afterEach(({ page }) => page.close());

/** A bridge whose setting `language` is Russian, removed when the test ends. */
async function russianBridge(run: (bridge: HeadlessServer) => Promise<void>): Promise<void> {
  const bridge = await startHeadlessServer({ args: ['--language', 'ru'] });
  try {
    await run(bridge);
  } finally {
    await bridge.stop();
    fs.rmSync(bridge.dataDir, { recursive: true, force: true });
  }
}

/** Cells of a CSV text as a spreadsheet reads them (RFC 4180: quoted cells, doubled quotes), without its BOM. */
function readCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted && c === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== delimiter && c !== '\r')) {
      cell += c;
    } else if (c === delimiter) {
      row.push(cell);
      cell = '';
    } else if (body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    }
  }
  return rows;
}

test('a Russian bridge opens the window in Russian, server errors read in Russian, a switch stays in its window', async ({
  page,
}) => {
  await russianBridge(async (bridge) => {
    await page.goto(`${bridge.url}/guests`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await page.getByRole('textbox', { name: 'Телефон' }).fill('8 (999) 000-11');
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Не удалось найти гостя: Это не номер телефона. Введите его как +7 999 123-45-67, 8 (999) 123-45-67 или 9991234567.',
    );
    await page.getByRole('textbox', { name: 'Телефон' }).fill('8 (999) 000-00-00');
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page.getByRole('alert')).toHaveText('Гостя с таким телефоном или картой нет.');

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'Find' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Find' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('each way people write a phone finds the guest, on the guests page and in the menu’s balance lookup', async ({
  page,
  bridge,
}) => {
  await seedGuest(bridge, { phone: '+79990001122', card: '5536914412344820', bonuses: 100 });
  const formats = ['+7 999 000-11-22', '8 (999) 000-11-22', '89990001122', '9990001122'];
  await page.goto(`${bridge.url}/guests`);
  for (const typed of formats) {
    await page.getByRole('textbox', { name: 'Phone' }).fill(typed);
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByRole('heading', { name: 'Anna Petrova' }), typed).toBeVisible();
    await expect(page.getByText('•••• 4820')).toBeVisible();
    await expect(page.getByText(/5536/)).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Phone' }).fill('+7 999 999-99-99');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByRole('alert')).toHaveText('No guest with this phone or card.');
  }
  await page.getByRole('textbox', { name: 'Phone' }).fill('+7 999 000');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('alert')).toContainText('Not a phone number. Type it as +7 999 123-45-67');

  await page.goto(`${bridge.url}/menu`);
  const items = page.getByRole('list', { name: 'Menu items' });
  await items.getByRole('button', { name: /Guests/ }).click();
  for (const typed of formats) {
    await items.getByRole('button', { name: /Balance lookup/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Balance lookup' });
    await dialog.getByRole('textbox', { name: 'Phone or card number' }).fill(typed);
    await dialog.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByTestId('menu-display'), typed).toHaveText(/balance 100\.00\./);
  }
});

test('the journal shows cards by their last four, and its CSV reads back in the window’s language', async ({
  page,
}) => {
  await russianBridge(async (bridge) => {
    seedJournalInto(bridge.dataDir, 30, new Date('2026-11-01T08:00:00.000Z'));
    await page.goto(`${bridge.url}/journal`);
    const rows = page.getByTestId('journal-scroller').locator('[data-payment-id]');
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasText: /•••• \d{4}/ }).first()).toBeVisible();
    await expect(rows.filter({ hasText: '5536' })).toHaveCount(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Выгрузить CSV' }).click(),
    ]);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...payments] = readCsv(text, ';');
    expect(header!.slice(1)).toEqual([
      'Касса',
      'Состояние',
      'Сумма',
      'Чаевые',
      'Карта',
      'Телефон',
      'Гость',
      'Код авторизации',
      'Платёжная система',
      'Смена',
      'ID операции',
    ]);
    expect(header![0]).toMatch(/^Время \(.+\)$/);
    expect(payments).toHaveLength(30);
    const russianWords = [...Object.values(paymentWords('ru').endings), ...Object.values(paymentWords('ru').states)];
    for (const cells of payments) {
      expect(cells[0]).toMatch(/^\d\d\.\d\d\.2026 \d\d:\d\d:\d\d$/);
      expect(cells[3]).toMatch(/^\d+,\d\d$/);
      expect(russianWords).toContain(cells[2]);
      expect(cells[5]).toMatch(/^(•••• \d{4})?$/);
    }

    await page.goto(`${bridge.url}/reports?view=period`);
    await page.getByLabel('С', { exact: true }).fill('2026-11-01');
    await page.getByLabel('По', { exact: true }).fill('2026-11-02');
    const [period] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Выгрузить CSV' }).click(),
    ]);
    const [periodHeader, ...hours] = readCsv(fs.readFileSync((await period.path())!, 'utf8'), ';');
    expect(periodHeader!.slice(1)).toEqual(['Оплат', 'Оплачено оплат', 'Оплачено', 'Чаевые']);
    expect(hours).toHaveLength(48);
    expect(hours.reduce((sum, cells) => sum + Number(cells[1]), 0)).toBe(30);
    expect(hours.every((cells) => /^\d+,\d\d$/.test(cells[3]!))).toBe(true);
  });
});
