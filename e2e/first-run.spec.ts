import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import path from 'node:path';
import { expect, test } from './fixtures.js';
import { embeddedAccess } from './loyalty-seed.js';
import { horizontalOverflow, tillScreen } from './layout-support.js';

/** The set-up at both till sizes: nothing scrolls sideways and its Save is there (the same dialog, resized). */
async function fitsBothScreens(page: Page, save: Locator): Promise<void> {
  for (const screen of [{ width: 800, height: 600 }, tillScreen]) {
    await page.setViewportSize(screen);
    await expect(save).toBeVisible();
    expect(await horizontalOverflow(page), `${screen.width}×${screen.height}`).toEqual([]);
  }
}

test.use({ firstRun: true });

test('the first start offers a short set-up, tests a hosted service, and saves to bridge.config.json', async ({
  page,
  bridge,
}) => {
  await page.goto(bridge.url + '/terminal');
  const setup = page.getByRole('dialog', { name: 'Set up this till' });
  await expect(setup).toBeVisible();
  await fitsBothScreens(page, setup.getByRole('button', { name: 'Save' }));
  await setup.getByRole('button', { name: 'Save' }).click();
  await expect(setup.getByText("Enter the venue's name")).toBeVisible();

  await setup.getByLabel('Venue name').fill('Кафе «Берёзка»');
  await setup.getByLabel('Loyalty service').selectOption('hosted');
  await setup.getByLabel('Service address').fill('http://127.0.0.1:9');
  await setup.getByLabel('API key').fill('some-key-of-somewhere');
  await setup.getByLabel("This venue's id (posObjectId)").fill('cafe');
  await setup.getByRole('button', { name: 'Test the connection' }).click();
  await expect(setup.getByRole('status')).toHaveText('The service cannot be reached at this address.');

  const access = embeddedAccess(bridge.dataDir);
  await setup.getByLabel('Service address').fill(bridge.url);
  await setup.getByRole('button', { name: 'Test the connection' }).click();
  await expect(setup.getByRole('status')).toHaveText(/does not know this API key/);
  await setup.getByLabel('API key').fill(access.apiKey);
  await setup.getByLabel("This venue's id (posObjectId)").fill(access.posObjectId);
  await setup.getByRole('button', { name: 'Test the connection' }).click();
  await expect(setup.getByRole('status')).toHaveText(/^Connected: the service answered in \d+ ms/);

  await setup.getByLabel('Loyalty service').selectOption('embedded');
  await setup.getByLabel('Slip width').selectOption('42');
  await setup.getByLabel('Language').selectOption('ru');
  const russian = page.getByRole('dialog', { name: 'Настройка кассы' });
  await expect(russian.getByLabel('Ширина чека')).toHaveValue('42');
  await fitsBothScreens(page, russian.getByRole('button', { name: 'Сохранить' }));
  const saved = page.getByRole('dialog', { name: 'Касса настроена' });
  await russian.getByRole('button', { name: 'Сохранить' }).click();
  await expect(saved).toBeVisible();
  const file = JSON.parse(fs.readFileSync(path.join(bridge.dataDir, 'bridge.config.json'), 'utf8')) as object;
  expect(file).toEqual({ venueName: 'Кафе «Берёзка»', language: 'ru', slipWidth: 42 });
  await saved.getByRole('button', { name: 'Закрыть' }).click();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tillbridge' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('"Later" puts the set-up off until the window is opened again', async ({ page, bridge, context }) => {
  await page.goto(bridge.url + '/journal');
  const setup = page.getByRole('dialog', { name: 'Set up this till' });
  await setup.getByRole('button', { name: 'Later' }).click();
  await expect(setup).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tillbridge' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Set up this till' })).toHaveCount(0);

  const again = await context.newPage();
  await again.goto(bridge.url + '/journal');
  await expect(again.getByRole('dialog', { name: 'Set up this till' })).toBeVisible();
});

test.describe('a bridge started with a hosted service (flags)', () => {
  test.use({
    bridgeArgs: ['--loyalty-url', 'http://127.0.0.1:9/', '--api-key', 'flag-key-1234', '--venue', 'flagged'],
  });

  test('the set-up shows the service, keeps the fields across modes, and saves or says why not', async ({
    page,
    bridge,
  }) => {
    await page.goto(bridge.url + '/terminal');
    const setup = page.getByRole('dialog', { name: 'Set up this till' });
    const venue = setup.getByLabel("This venue's id (posObjectId)");
    await expect(setup.getByLabel('Loyalty service')).toHaveValue('hosted');
    await expect(setup.getByLabel('Service address')).toHaveValue('http://127.0.0.1:9/');
    await expect(venue).toHaveValue('flagged');
    await expect(setup.getByLabel('API key')).toHaveAttribute('placeholder', /^Stored/);

    await setup.getByLabel('Loyalty service').selectOption('embedded');
    await expect(setup.getByLabel('Service address')).toHaveCount(0);
    await setup.getByLabel('Loyalty service').selectOption('hosted');
    await expect(setup.getByLabel('Service address')).toHaveValue('http://127.0.0.1:9/');

    await setup.getByLabel('Venue name').fill('Bar «Flag»');
    await venue.fill('');
    await setup.getByLabel('Manager PIN (optional, 4 to 8 digits)').fill('12');
    await setup.getByRole('button', { name: 'Save' }).click();
    await expect(setup.getByText('Required with a loyalty service URL', { exact: false })).toBeVisible();
    await expect(setup.getByText('The PIN is 4 to 8 digits, or leave it empty.')).toBeVisible();
    await venue.fill('flagged');
    await setup.getByLabel('Manager PIN (optional, 4 to 8 digits)').fill('2580');
    await setup.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: 'The till is set up' })).toBeVisible();
    const file = JSON.parse(fs.readFileSync(path.join(bridge.dataDir, 'bridge.config.json'), 'utf8')) as object;
    expect(file).toEqual({ venueName: 'Bar «Flag»' });
    expect(fs.existsSync(path.join(bridge.dataDir, 'manager-pin.json'))).toBe(true);
  });
});
