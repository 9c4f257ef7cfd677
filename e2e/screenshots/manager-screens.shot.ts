import { mirrorGuestInto, seedJournalInto } from '../bridge-seed.js';
import { expect, test } from '../fixtures.js';
import { useLanguage } from '../layout-support.js';
import { paidPayment, seedGuest, station, stationStateFile, withOfflineBridge } from '../manager-support.js';
import { bridgeLanguage, shot, shotLanguages } from './shot-support.js';

/** Payments every `stepMs` ending a few minutes ago. */
const endingNow = (count: number, stepMs: number): Date => new Date(Date.now() - count * stepMs - 300_000);

/** What the walk clicks, in each language. */
const words = {
  en: {
    zReport: 'Z-report No 1',
    close: 'Close',
    period: 'Period',
    search: 'Search',
    state: 'State',
    confirmed: 'Confirmed',
    moreFilters: /^More filters/,
    slip: 'Slip',
    phone: 'Phone',
    find: 'Find',
    live: 'Live',
    offline: 'Offline: from the mirror',
  },
  ru: {
    zReport: 'Z-отчёт № 1',
    close: 'Закрыть',
    period: 'Период',
    search: 'Поиск',
    state: 'Состояние',
    confirmed: 'Подтверждено',
    moreFilters: /^Ещё фильтры/,
    slip: 'Слип',
    phone: 'Телефон',
    find: 'Найти',
    live: 'В сети',
    offline: 'Нет связи: из копии',
  },
} as const;

for (const language of shotLanguages) {
  test.describe(language, () => {
    test.use({ bridgeArgs: bridgeLanguage(language) });
    const say = words[language];

    test(`reports: a closed shift with its charts, its Z-report, a period (${language})`, async ({ page, bridge }) => {
      seedJournalInto(bridge.dataDir, 700, endingNow(700, 60_000), 60_000);
      const closed = await station(bridge.url, stationStateFile(), [
        'doshift',
        '--station',
        '{6A2E1C43-1F0B-4C5A-9D1E-0B8A4C3F2E11}',
      ]);
      expect(closed.code).toBe(0);
      await useLanguage(page, language);
      await page.goto(`${bridge.url}/reports`);
      await expect(page.locator('canvas')).toHaveCount(4);
      await page.screenshot({ path: shot('reports-shift', language) });
      await page.getByRole('button', { name: say.zReport }).click();
      await expect(page.getByRole('dialog')).toContainText('Z-');
      await page.screenshot({ path: shot('reports-z-report', language) });
      await page.getByRole('dialog').getByRole('button', { name: say.close }).click();
      await page.getByRole('tab', { name: say.period }).click();
      await expect(page.locator('canvas')).toHaveCount(4);
      await page.screenshot({ path: shot('reports-period', language) });
    });

    test(`journal: filters, the virtual list, a payment with its slip (${language})`, async ({ page, bridge }) => {
      seedJournalInto(bridge.dataDir, 5000, endingNow(5000, 40_000), 40_000);
      await useLanguage(page, language);
      await page.goto(`${bridge.url}/journal`);
      const count = page.getByTestId('journal-count');
      await expect(count).toHaveText(/^5.000 /);
      await page.screenshot({ path: shot('journal', language) });
      await page.getByLabel(say.search).fill('Мария');
      await page.getByRole('button', { name: say.moreFilters }).click();
      await page.getByLabel(say.state).selectOption({ label: say.confirmed });
      await expect(count).not.toHaveText(/^5.000 /);
      await page.getByTestId('journal-scroller').locator('[data-payment-id]').first().click();
      await expect(page.getByRole('figure', { name: say.slip })).toBeVisible();
      await page.screenshot({ path: shot('journal-payment', language) });
    });

    test(`guests: a live lookup and an offline one from the mirror (${language})`, async ({ page, bridge }) => {
      await seedGuest(bridge, { phone: '+79990001122', card: '5536914412345678', bonuses: 5000 });
      const stateFile = stationStateFile();
      for (const amount of ['288.00', '99.90', '1250.00'])
        await paidPayment(bridge, stateFile, '{6A2E1C43-1F0B-4C5A-9D1E-0B8A4C3F2E11}', amount, '+79990001122');
      await useLanguage(page, language);
      await page.goto(`${bridge.url}/guests`);
      await page.screenshot({ path: shot('guests-start', language) });
      await page.getByRole('textbox', { name: say.phone }).fill('+7 999 000-11-22');
      await page.getByRole('button', { name: say.find }).click();
      await expect(page.getByText(say.live, { exact: true })).toBeVisible();
      await page.screenshot({ path: shot('guests-live', language) });

      await withOfflineBridge(async (offline) => {
        mirrorGuestInto(offline.dataDir, {
          phone: '+79995556677',
          firstName: 'Олег',
          lastName: 'Смирнов',
          card: '4000111122223333',
          balanceMinor: 12_345,
          seenAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
        });
        await page.goto(`${offline.url}/guests`);
        await page.getByRole('textbox', { name: say.phone }).fill('+79995556677');
        await page.getByRole('button', { name: say.find }).click();
        await expect(page.getByText(say.offline)).toBeVisible();
        await page.screenshot({ path: shot('guests-offline', language) });
      });
    });
  });
}

for (const language of shotLanguages)
  test.describe(language, () => {
    test.use({ bridgeArgs: bridgeLanguage(language) });
    test(`a fresh bridge: what the empty pages say (${language})`, async ({ page, bridge }) => {
      await useLanguage(page, language);
      for (const name of ['journal', 'reports'] as const) {
        await page.goto(`${bridge.url}/${name}`);
        await expect(page.locator('main p').first()).toBeVisible();
        await page.screenshot({ path: shot(`${name}-empty`, language) });
      }
    });
  });
