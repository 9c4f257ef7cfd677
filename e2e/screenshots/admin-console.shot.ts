import fs from 'node:fs';
import type { Page } from '@playwright/test';
import {
  addAdmin,
  cityTill,
  englishNames,
  seedConsoleGuest,
  startHostedLoyalty,
  type ConsoleNames,
} from '../console-support.js';
import { seedOrders } from '../console-seed.js';
import { expect, test } from '../fixtures.js';
import { cliScripts, runCliOnce, type HeadlessServer } from '../headless-server.js';
import { cutOffLabels, horizontalOverflow, useLanguage } from '../layout-support.js';
import { shot, shotLanguages } from './shot-support.js';

test.afterEach(({ page }) => page.close());

const names: Record<(typeof shotLanguages)[number], ConsoleNames> = {
  en: englishNames,
  ru: {
    city: 'Кофейни в городе',
    harbour: 'Бары у гавани',
    cafe: 'Кафе на Садовой',
    bar: 'Бар на пирсе',
    cityProgramme: 'Бонусы кофеен',
    harbourProgramme: 'Бонусы баров',
    baseRank: 'Базовый',
    tillKey: 'Касса на Садовой',
  },
};

/** What the walk types and clicks, in each language. */
const words = {
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    venueId: 'Venue id',
    name: 'Name',
    addVenue: 'Add venue',
    embankment: 'Cafe on the Embankment',
    newKey: 'New key',
    label: 'Label',
    tillLabel: 'Till 1, Embankment',
    addresses: 'Allowed addresses',
    makeKey: 'Make the key',
    copied: 'I have copied it',
    addRank: 'Add a rank',
    rankName: 'Name of rank 2',
    threshold: 'Threshold of rank 2',
    cashback: 'Cashback of rank 2',
    gold: 'Gold',
    saveProgramme: 'Save the programme',
    saved: 'The programme is saved.',
    newCampaign: 'New campaign',
    description: 'Description for guests',
    discount: 'Discount value',
    products: 'Products',
    productCode: 'Product code',
    product: 'Product',
    price: 'Price',
    qty: 'Qty',
    run: 'What would it get?',
    saveCampaign: 'Save the campaign',
    campaign: 'Autumn coffee',
    campaignText: '10% off coffee all autumn',
    coffee: 'Coffee',
    phone: "Guest's phone",
    find: 'Find',
    amount: 'Amount',
    reason: 'Reason',
    reasonText: 'Compensation for a cold coffee',
    correct: 'Correct',
    corrected: 'The balance is now',
    guestName: 'Anna Petrova',
  },
  ru: {
    email: 'Эл. почта',
    password: 'Пароль',
    signIn: 'Войти',
    venueId: 'Id заведения',
    name: 'Название',
    addVenue: 'Добавить',
    embankment: 'Кафе на набережной',
    newKey: 'Новый ключ',
    label: 'Название',
    tillLabel: 'Касса 1, набережная',
    addresses: 'Разрешённые адреса',
    makeKey: 'Создать ключ',
    copied: 'Я скопировал ключ',
    addRank: 'Добавить уровень',
    rankName: 'Название уровня 2',
    threshold: 'Порог уровня 2',
    cashback: 'Кешбэк уровня 2',
    gold: 'Золотой',
    saveProgramme: 'Сохранить программу',
    saved: 'Программа сохранена.',
    newCampaign: 'Новая акция',
    description: 'Описание для гостей',
    discount: 'Размер скидки',
    products: 'Товары',
    productCode: 'Код товара',
    product: 'Товар',
    price: 'Цена',
    qty: 'Кол-во',
    run: 'Что он получит?',
    saveCampaign: 'Сохранить акцию',
    campaign: 'Осенний кофе',
    campaignText: 'Скидка 10% на кофе всю осень',
    coffee: 'Кофе',
    phone: 'Телефон гостя',
    find: 'Найти',
    amount: 'Сумма',
    reason: 'Причина',
    reasonText: 'Компенсация за остывший кофе',
    correct: 'Скорректировать',
    corrected: 'Баланс теперь',
    guestName: 'Анна Петрова',
  },
} as const;

const admin = { email: 'anna@city.example', password: 'city-console-pass' };
const guests = ['+79160000111', '+79160000112', '+79160000113', '+79160000114'];

let service: HeadlessServer | undefined;
test.afterEach(async () => {
  if (!service) return;
  await service.stop();
  fs.rmSync(service.dataDir, { recursive: true, force: true });
  service = undefined;
});

/** The console's page by its hash address, once its navigation shows. */
async function open(page: Page, url: string, path: string): Promise<void> {
  await page.goto(`${url}/admin/#/p/city/${path}`);
  await expect(page.locator('main')).toBeVisible();
}

for (const language of shotLanguages) {
  test.describe(language, () => {
    /** The browser's language too: date fields show the day as a person there writes it. */
    test.use({ locale: language === 'ru' ? 'ru-RU' : 'en-GB' });
    test(`the network console, every page (${language})`, async ({ page }) => {
      test.setTimeout(180_000);
      const say = words[language];
      /** Takes the screen, and holds it to a till's width: nothing scrolls sideways in either language. */
      const snap = async (name: string) => {
        await page.screenshot({ path: shot(name, language) });
        expect(await horizontalOverflow(page), name).toEqual([]);
        expect(await cutOffLabels(page), name).toEqual([]);
      };
      service = await startHostedLoyalty(names[language]);
      const url = service.url;
      addAdmin(service.dataDir, admin.email, admin.password, ['--network', 'city', '--network', 'harbour']);
      const invited = runCliOnce(cliScripts.loyaltyAdmin, [
        ...['add-admin', '--data-dir', service.dataDir, '--email', 'ivan@city.example', '--network', 'city', '--link'],
        ...['--public-url', url],
      ]);
      const link = /(http\S+#\/set-password\/\S+)/.exec(invited.stdout)?.[1];
      if (!link) throw new Error(`add-admin --link printed no link: ${invited.stdout}${invited.stderr}`);
      for (const [i, phone] of guests.entries())
        await seedConsoleGuest(service, cityTill, {
          phone,
          card: `55369100000001${11 + i}`,
          bonuses: 500 + i * 250,
          ...(i === 0 ? { name: say.guestName } : {}),
        });
      await useLanguage(page, language);

      await page.goto(`${url}/admin/`);
      await expect(page.getByRole('button', { name: say.signIn })).toBeVisible();
      await snap('console-sign-in');
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await snap('console-set-password');

      await page.goto(`${url}/admin/`);
      await page.getByLabel(say.email).fill(admin.email);
      await page.getByLabel(say.password, { exact: true }).fill(admin.password);
      await page.getByRole('button', { name: say.signIn }).click();
      await expect(page.getByRole('navigation')).toBeVisible();

      await open(page, url, 'venues');
      await page.getByLabel(say.venueId, { exact: true }).fill('cafe-2');
      await page.getByLabel(say.name, { exact: true }).fill(say.embankment);
      await page.getByRole('button', { name: say.addVenue }).click();
      await expect(page.getByRole('table')).toContainText('cafe-2');
      await snap('console-venues');
      await seedOrders(service, [cityTill, { ...cityTill, posObjectId: 'cafe-2' }], guests, 14);

      await open(page, url, 'keys');
      await page.getByRole('button', { name: say.newKey }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(say.label, { exact: true }).fill(say.tillLabel);
      await dialog.getByLabel(say.addresses).fill('192.168.10.0/24');
      await dialog.getByRole('button', { name: say.makeKey }).click();
      await expect(page.getByTestId('raw-key')).toHaveValue(/\S{16,}/);
      await snap('console-key-created');
      await page.getByRole('button', { name: say.copied }).click();
      await expect(page.getByRole('table')).toContainText(say.tillLabel);
      await snap('console-keys');

      await open(page, url, 'programme');
      await page.getByRole('button', { name: say.addRank }).click();
      await page.getByLabel(say.rankName).fill(say.gold);
      await page.getByLabel(say.threshold).fill('5000');
      await page.getByLabel(say.cashback).fill('7.5');
      await page.getByRole('button', { name: say.saveProgramme }).click();
      await expect(page.getByRole('status')).toContainText(say.saved);
      await snap('console-programme');

      await open(page, url, 'campaigns');
      await page.getByRole('button', { name: say.newCampaign }).click();
      const campaign = page.getByRole('dialog');
      await campaign.getByLabel(say.name, { exact: true }).fill(say.campaign);
      await campaign.getByLabel(say.description).fill(say.campaignText);
      await campaign.getByLabel(say.discount).fill('10');
      await campaign.getByLabel(say.products, { exact: true }).fill('COFFEE');
      await campaign.getByLabel(say.productCode).fill('COFFEE');
      await campaign.getByLabel(say.product, { exact: true }).fill(say.coffee);
      await campaign.getByLabel(say.price).fill('200');
      await campaign.getByLabel(say.qty).fill('2');
      await campaign.getByRole('button', { name: say.run }).click();
      await expect(campaign.getByTestId('campaign-preview')).toBeVisible();
      await campaign.getByTestId('campaign-preview').scrollIntoViewIfNeeded();
      await snap('console-campaign-preview');
      await campaign.getByRole('button', { name: say.saveCampaign }).click();
      await expect(page.getByRole('table')).toContainText(say.campaign);
      await snap('console-campaigns');

      await open(page, url, 'guests');
      await page.getByLabel(say.phone).fill(guests[0]!);
      await page.getByRole('button', { name: say.find, exact: true }).click();
      await page.getByLabel(say.amount, { exact: true }).fill('150');
      await page.getByLabel(say.reason).fill(say.reasonText);
      await page.getByRole('button', { name: say.correct, exact: true }).click();
      await expect(page.getByRole('status')).toContainText(say.corrected);
      await page.locator('main').evaluate((main) => main.scrollTo(0, 0));
      await snap('console-guest');

      await open(page, url, 'reports');
      await expect(page.locator('canvas')).toHaveCount(2);
      await expect(page.getByRole('table')).toBeVisible();
      await snap('console-reports');

      await open(page, url, 'audit');
      await expect(page.getByRole('table')).toContainText(say.reasonText);
      await snap('console-audit');
    });
  });
}
