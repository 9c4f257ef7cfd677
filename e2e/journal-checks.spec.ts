import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures.js';
import { seedGuest, station } from './manager-support.js';

/** The embedded programme of a FarCards venue: bonuses pay up to half a check, 5% cashback (a file per spec run). */
const bootstrap = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-checks-')), 'bootstrap.json');
fs.writeFileSync(
  bootstrap,
  JSON.stringify({
    venues: [{ posObjectId: 'checks-cafe', name: 'Checks cafe' }],
    programmes: [
      {
        venue: 'checks-cafe',
        name: 'Half',
        maxBonusSharePercent: 50,
        ranks: [{ name: 'Bronze', threshold: 0, cashbackPercentage: 5 }],
      },
    ],
  }),
);

test.use({ viewport: { width: 1024, height: 768 } });

/** A guest, and two checks through the FarCards door: one spends 200.00 and earns 40.00; one spends 100.00 and stays open. */
async function twoChecks(bridge: { url: string; dataDir: string }, card: string, phone: string): Promise<void> {
  await seedGuest(bridge, { phone, card, bonuses: 800 });
  const state = test.info().outputPath('check.json');
  const run = async (...args: string[]) => {
    const result = await station(bridge.url, state, ['farcards', ...args]);
    expect(result.code, result.stdout).toBe(0);
  };
  await run('card', '--card', card, '--lines', '2', '--total', '1000.00', '--unit', '2');
  await run('close', '--bonus', '200.00');
  await run('card', '--card', card, '--lines', '1', '--total', '300.00', '--unit', '2');
  await run('pay', '--bonus', '100.00');
}

for (const language of ['en', 'ru'] as const) {
  const words = {
    en: {
      tab: 'Checks',
      count: '2 checks',
      none: '0 checks',
      from: 'From',
      closed: 'Closed',
      open: 'Open',
      earned: 'Earned at close',
      total: 'LOYALTY CHECKS',
      accrualsTab: 'Accruals',
      accrualsCount: '1 manual accrual',
      reason: 'Till error',
      via: 'Station menu',
    },
    ru: {
      tab: 'Чеки',
      count: '2 чека',
      none: '0 чеков',
      from: 'С',
      closed: 'Закрыт',
      open: 'Открыт',
      earned: 'Начислено при закрытии',
      total: 'ЧЕКИ ПРОГРАММЫ ЛОЯЛЬНОСТИ',
      accrualsTab: 'Начисления',
      accrualsCount: '1 ручное начисление',
      reason: 'Ошибка кассы',
      via: 'Меню кассы',
    },
  }[language];

  test.describe(`checks in the journal and the shift report (${language})`, () => {
    test.use({
      bridgeArgs: [
        ...['--farcards-enabled', 'on', '--loyalty-bootstrap', bootstrap, '--language', language],
        ...['--station-accruals', 'on'],
      ],
    });

    test('the journal lists the checks with bonuses spent and earned, their detail and CSV', async ({
      page,
      bridge,
    }) => {
      await twoChecks(bridge, '2990000012345', '+79990005566');
      await page.goto(`${bridge.url}/journal?view=checks`);
      await expect(page.getByRole('tab', { name: words.tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('checks-count')).toHaveText(words.count);
      const rows = page.getByTestId('check-row');
      await expect(rows).toHaveCount(2);
      const closed = rows.filter({ hasText: words.closed });
      await expect(closed).toContainText(/200[.,]00/);
      await expect(closed).toContainText(/40[.,]00/);
      await expect(rows.filter({ hasText: words.open })).toContainText(/100[.,]00/);

      /** From tomorrow (a day in the window's time zone) lists none; cleared, both again. */
      const from = page.getByLabel(words.from, { exact: true });
      const tomorrow = new Date(Date.now() + 86_400_000);
      const day = (n: number) => String(n).padStart(2, '0');
      await from.fill(`${tomorrow.getFullYear()}-${day(tomorrow.getMonth() + 1)}-${day(tomorrow.getDate())}`);
      await expect(page.getByTestId('checks-count')).toHaveText(words.none);
      await from.fill('');
      await expect(rows).toHaveCount(2);

      await closed.getByRole('button').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('table').first()).toBeVisible();
      await expect(dialog.getByRole('table').nth(1)).toContainText(/-200[.,]00/);
      await dialog.getByRole('button', { name: language === 'en' ? 'Close' : 'Закрыть' }).click();

      await page.screenshot({ path: test.info().outputPath(`journal-checks-${language}.png`) });
      await page.setViewportSize({ width: 800, height: 600 });
      await expect(rows).toHaveCount(2);
      await page.screenshot({ path: test.info().outputPath(`journal-checks-800-${language}.png`) });
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: /CSV/ }).click();
      const csv = fs.readFileSync((await (await download).path())!, 'utf8');
      expect(csv.split('\r\n').filter(Boolean)).toHaveLength(3);
    });

    test("the shift's page and its X-report total the checks' bonuses and accruals", async ({ page, bridge }) => {
      await twoChecks(bridge, '2990000012346', '+79990005577');
      await page.goto(`${bridge.url}/reports`);
      await expect(page.getByTestId('shift-checks-spent')).toHaveText(/200[.,]00/);
      await expect(page.getByTestId('shift-checks-earned')).toHaveText(/40[.,]00/);
      await expect(page.getByTestId('shift-checks-accrued')).toHaveText(/40[.,]00/);
      await page.getByTestId('shift-checks-accrued').scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`shift-checks-${language}.png`) });
      await page.setViewportSize({ width: 800, height: 600 });
      await page.screenshot({ path: test.info().outputPath(`shift-checks-800-${language}.png`) });
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.getByRole('button', { name: language === 'en' ? 'X-report (so far)' : /X-отч/ }).click();
      const receipt = page.getByRole('dialog');
      await expect(receipt).toContainText(words.total);
      await expect(receipt).toContainText(new RegExp(`${words.earned}\\s+40[.,]00`));
    });

    test('a manual accrual from the station menu is in the journal with its reason', async ({ page, bridge }) => {
      await seedGuest(bridge, { phone: '+79990005588', card: '2990000012347', bonuses: 100 });
      const state = test.info().outputPath('menu.json');
      for (const [operation, value] of [
        ['{6D3A2F10-8B4C-4E1D-9A57-1C0E5B7D2006}', '2990000012347'],
        ['{6D3A2F10-8B4C-4E1D-9A57-1C0E5B7D2007}', '10'],
        ['{6D3A2F10-8B4C-4E1D-9A57-1C0E5B7D2010}', '3'],
      ] as const) {
        const run = await station(bridge.url, state, ['execmenuitem', '--operation', operation, '--value', value]);
        expect(run.code, run.stdout).toBe(0);
      }
      await page.goto(`${bridge.url}/journal`);
      await page.getByRole('tab', { name: words.accrualsTab }).click();
      await expect(page.getByTestId('accruals-count')).toHaveText(words.accrualsCount);
      const row = page.getByTestId('accrual-row');
      await expect(row).toContainText('+79990005588');
      await expect(row).toContainText(/10[.,]00/);
      await expect(row).toContainText(words.reason);
      await expect(row).toContainText(words.via);
      await page.screenshot({ path: test.info().outputPath(`journal-accruals-${language}.png`) });
    });
  });
}
