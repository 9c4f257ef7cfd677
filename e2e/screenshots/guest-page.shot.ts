import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { startHeadlessServer } from '../headless-server.js';
import { askForCode, phoneBrowser, phoneViewport, signInAsGuest } from '../guest-page-driver.js';
import { seedMember, startHostedLoyalty, stopHostedLoyalty } from '../hosted-loyalty.js';
import { station } from '../loyalty-seed.js';
import { paidPayment, stationStateFile } from '../manager-support.js';
import { shot, shotLanguages } from './shot-support.js';

/** The guest page at 360×640 in each language: every screen, from sign-in to the offline copy; home on a desktop too. */

const words = {
  en: {
    locale: 'en-GB',
    network: 'Green Cup Cafés',
    venue: 'Green Cup on the Square',
    firstName: 'Anna',
    ranks: ['Silver', 'Gold'],
    stamp: { name: 'Coffee club', description: 'Every sixth coffee is on us.' },
    lunch: { name: 'Big lunch', description: '10% off a lunch for two or more.' },
    tabs: { history: 'History', cards: 'Cards', offers: 'Offers', home: 'Home' },
    orders: 'Orders',
    pay: 'Pay at the till',
    addCard: 'Add a virtual card',
  },
  ru: {
    locale: 'ru-RU',
    network: 'Кофейни «Зелёная чашка»',
    venue: 'Зелёная чашка на площади',
    firstName: 'Анна',
    ranks: ['Серебро', 'Золото'],
    stamp: { name: 'Кофейный клуб', description: 'Каждый шестой кофе за наш счёт.' },
    lunch: { name: 'Большой обед', description: 'Скидка 10% на обед от двух человек.' },
    tabs: { history: 'История', cards: 'Карты', offers: 'Акции', home: 'Главная' },
    orders: 'Заказы',
    pay: 'Оплатить на кассе',
    addCard: 'Добавить виртуальную карту',
  },
} as const;

const gift = (name: string) => ({
  name,
  giftDescription: name,
  imageUrl: 'gift.png',
  smallImageUrl: 'gift-small.png',
  iconImageUrl: 'gift-icon.png',
  type: 'simple',
});

for (const language of shotLanguages) {
  test(`guest page screens (${language})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const say = words[language];
    const hosted = await startHostedLoyalty({
      networkName: say.network,
      venueName: say.venue,
      ranks: say.ranks,
      campaigns: [
        {
          id: randomUUID(),
          type: 'stamp',
          from: '2026-01-01T00:00:00Z',
          ...say.stamp,
          stamp: { stampsPerGift: 6, gift: gift(say.stamp.name) },
        },
        {
          id: randomUUID(),
          from: '2026-01-01T00:00:00Z',
          to: '2027-03-31T00:00:00Z',
          minOrderSum: 1500,
          discount: { percent: 10 },
          ...say.lunch,
        },
      ],
    });
    const till = await startHeadlessServer({
      args: ['--loyalty-url', hosted.service.url, '--api-key', hosted.apiKey, '--venue', hosted.venue],
    });
    const { context, page } = await phoneBrowser(browser, say.locale);
    try {
      const phone = '+79160002510';
      await seedMember(hosted, { phone, card: '5536910000002510', firstName: say.firstName }, 3000);
      const stateFile = stationStateFile();
      for (const amount of ['240.00', '160.00', '315.00']) await paidPayment(till, stateFile, station, amount, phone);

      await page.goto(hosted.guestPageUrl);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(say.network);
      await page.screenshot({ path: shot('guest-sign-in', language) });
      await askForCode(page, hosted, '8 916 000-25-10', language);
      await page.screenshot({ path: shot('guest-code', language) });
      await context.clearCookies();

      await signInAsGuest(page, hosted, phone, '8 916 000-25-10', language);
      await expect(page.getByTestId('next-rank')).toBeVisible();
      await page.screenshot({ path: shot('guest-home', language) });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: shot('guest-desktop', language) });
      await page.setViewportSize(phoneViewport);

      await page.getByRole('link', { name: say.tabs.history }).click();
      await expect(page.getByRole('list').first().getByRole('listitem')).not.toHaveCount(0);
      await page.screenshot({ path: shot('guest-history', language) });
      await page.getByRole('button', { name: say.orders }).click();
      await expect(page.getByRole('listitem')).toHaveCount(3);
      await page.screenshot({ path: shot('guest-orders', language) });

      await page.getByRole('link', { name: say.tabs.cards }).click();
      await page.getByRole('button', { name: say.addCard }).click();
      await expect(page.getByTestId('card-number')).toHaveCount(2);
      await page.screenshot({ path: shot('guest-cards', language) });

      await page.getByRole('link', { name: say.tabs.offers }).click();
      await expect(page.getByTestId('stamps')).toBeVisible();
      await page.screenshot({ path: shot('guest-campaigns', language) });

      await page.getByRole('link', { name: say.tabs.home }).click();
      await page.getByRole('button', { name: say.pay }).click();
      await expect(page.getByTestId('payment-code')).toHaveText(/^\d{8}$/);
      await expect(page.getByRole('img')).toBeVisible();
      await page.screenshot({ path: shot('guest-pay', language) });

      await context.setOffline(true);
      await page.getByRole('link', { name: say.tabs.home }).click();
      await expect(page.getByTestId('stale-note')).toBeVisible();
      await expect(page.getByTestId('offline-mark')).toBeVisible();
      await page.screenshot({ path: shot('guest-offline', language) });
      await context.setOffline(false);
      await expect(page.getByTestId('offline-mark')).toBeHidden({ timeout: 15_000 });
    } finally {
      await context.close();
      await till.stop();
      fs.rmSync(till.dataDir, { recursive: true, force: true });
      await stopHostedLoyalty(hosted);
    }
  });
}
