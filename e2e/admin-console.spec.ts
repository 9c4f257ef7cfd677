import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import {
  addAdmin,
  cityTill,
  harbourTill,
  loyaltyAdmin,
  seedConsoleGuest,
  signIn,
  startHostedLoyalty,
} from './console-support.js';
import type { HeadlessServer } from './headless-server.js';
import { horizontalOverflow } from './layout-support.js';

/**
 * The network console end to end in Chromium: a hosted loyalty service's administrator runs their network from the
 * browser and finds every change in the audit log; another network's administrator sees none of it; a bridge with its
 * embedded service opens the console for its single venue.
 */

test.afterEach(({ page }) => page.close());

/** A till's screen: every page must fit it without sideways scrolling. */
test.use({ viewport: { width: 1024, height: 768 } });

const fits = async (page: Page) => expect(await horizontalOverflow(page)).toEqual([]);

let service: HeadlessServer | undefined;
test.afterEach(async () => {
  if (!service) return;
  await service.stop();
  fs.rmSync(service.dataDir, { recursive: true, force: true });
  service = undefined;
});

const anna = { email: 'anna@city.example', password: 'city-console-pass' };
const ivan = { email: 'ivan@harbour.example', password: 'harbour-console-pass' };
const guest = { phone: '+79160000101', card: '5536910000000101', bonuses: 500 };
const reason = 'Compensation for a cold coffee';

test('an administrator runs their network; another network sees none of it', async ({ page }) => {
  service = await startHostedLoyalty();
  addAdmin(service.dataDir, anna.email, anna.password, ['--network', 'city']);
  addAdmin(service.dataDir, ivan.email, ivan.password, ['--network', 'harbour']);
  await seedConsoleGuest(service, cityTill, guest);
  await seedConsoleGuest(service, harbourTill, { phone: '+79160000202', card: '5536910000000202', bonuses: 70 });

  const refusedByPolicy: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refusedByPolicy.push(message.text());
  });
  await page.goto(`${service.url}/admin/`);
  await expect(page).toHaveURL(/#\/sign-in$/);
  await page.getByLabel('Email').fill(anna.email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Not signed in: the e-mail or the password is wrong');
  await signIn(page, anna.email, anna.password);
  await expect(page.getByRole('combobox', { name: 'Programme' })).toHaveValue('city');

  // a venue
  await page.getByLabel('Venue id', { exact: true }).fill('cafe-2');
  await page.getByLabel('Name', { exact: true }).fill('Cafe on the Embankment');
  await page.getByRole('button', { name: 'Add venue' }).click();
  await expect(page.getByRole('status')).toContainText('Venue Cafe on the Embankment added.');
  await expect(page.getByRole('table', { name: 'Venues' })).toContainText('cafe-2');
  await fits(page);

  // a key for it, shown once
  await page.getByRole('link', { name: 'API keys' }).click();
  await page.getByRole('button', { name: 'New key' }).click();
  const newKey = page.getByRole('dialog', { name: 'New API key' });
  await newKey.getByLabel('Label').fill('Embankment till');
  await newKey.getByLabel('The whole programme').uncheck();
  await newKey.getByLabel('Cafe on the Embankment (cafe-2)').check();
  await newKey.getByLabel('Allowed addresses').fill('127.0.0.1\n10.0.0.0/8');
  await newKey.getByRole('button', { name: 'Make the key' }).click();
  const created = page.getByRole('dialog', { name: 'Key "Embankment till" made' });
  await expect(created.getByTestId('raw-key')).toHaveValue(/\S{16,}/);
  await fits(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: service.url });
  await created.getByRole('button', { name: 'Copy' }).click();
  await expect(created.getByRole('status')).toHaveText('Copied.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  await expect(created.getByTestId('raw-key')).toHaveValue(copied);
  await created.getByRole('button', { name: 'I have copied it' }).click();
  const keys = page.getByRole('table', { name: 'API keys' });
  await expect(keys.getByRole('row', { name: /Embankment till/ })).toContainText('cafe-2');
  await expect(keys.getByRole('row', { name: /Embankment till/ })).toContainText('127.0.0.1/32, 10.0.0.0/8');

  // a rank
  await page.getByRole('link', { name: 'Programme' }).click();
  await page.getByRole('button', { name: 'Add a rank' }).click();
  await page.getByLabel('Name of rank 2').fill('Gold');
  await page.getByLabel('Threshold of rank 2').fill('5000');
  await page.getByLabel('Cashback of rank 2').fill('7.5');
  // payments without a check and the campaigns' time zone
  await page.getByLabel('Payments without a check').selectOption('refused');
  await page.getByLabel('Time zone of campaign dates').fill('Mars/Olympus');
  await expect(page.getByRole('button', { name: 'Save the programme' })).toBeDisabled();
  await page.getByLabel('Time zone of campaign dates').fill('Europe/Moscow');
  await page.getByRole('button', { name: 'Save the programme' }).click();
  await expect(page.getByRole('status')).toContainText('The programme is saved.');
  await fits(page);

  // a campaign, previewed before it is saved, then paused
  await page.getByRole('link', { name: 'Campaigns' }).click();
  await page.getByRole('button', { name: 'New campaign' }).click();
  const campaign = page.getByRole('dialog', { name: 'New campaign' });
  await campaign.getByLabel('Name', { exact: true }).fill('Autumn coffee');
  await campaign.getByLabel('Description for guests').fill('10% off coffee all autumn');
  await campaign.getByLabel('Discount value').fill('10');
  await campaign.getByLabel('Products', { exact: true }).fill('COFFEE');
  await campaign.getByLabel('Product code').fill('COFFEE');
  await campaign.getByLabel('Price').fill('200');
  await campaign.getByLabel('Qty').fill('2');
  await campaign.getByRole('button', { name: 'What would it get?' }).click();
  await expect(campaign.getByTestId('campaign-preview')).toContainText('The order of 400.00 gets 40.00 off.');
  /** The answer is scrolled into view above the dialog's footer, not left under it. */
  const answerBox = await campaign.getByTestId('campaign-preview').boundingBox();
  const footerTop = (await campaign.getByRole('button', { name: 'Save the campaign' }).boundingBox())!.y;
  expect(answerBox!.y + answerBox!.height).toBeLessThanOrEqual(footerTop);
  await fits(page);
  await campaign.getByRole('button', { name: 'Save the campaign' }).click();
  const campaignRow = page.getByRole('table', { name: 'Campaigns' }).getByRole('row', { name: /Autumn coffee/ });
  await expect(campaignRow).toContainText('Running');
  await campaignRow.getByRole('button', { name: 'Pause' }).click();
  await expect(campaignRow).toContainText('Paused');

  // the guest, and a correction with its reason
  await page.getByRole('link', { name: 'Guests' }).click();
  await page.getByLabel("Guest's phone").fill(guest.phone);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByTestId('guest-balance')).toHaveText('500.00');
  const correction = page.getByRole('form', { name: 'Correct the bonuses' });
  await correction.getByLabel('Amount').fill('150');
  await expect(correction.getByRole('button', { name: 'Correct' })).toBeDisabled();
  await correction.getByLabel('Reason').fill(reason);
  await correction.getByRole('button', { name: 'Correct' }).click();
  await expect(correction.getByRole('status')).toContainText('The balance is now 650.00.');
  await expect(page.getByTestId('guest-balance')).toHaveText('650.00');
  await expect(page.getByRole('table', { name: 'Bonus history' })).toContainText(reason);
  await fits(page);

  // the audit log has all of it
  await page.getByRole('link', { name: 'Audit log' }).click();
  const audit = page.getByRole('table', { name: 'Audit log' });
  const correctionEntry = audit.getByRole('row', { name: /Bonuses corrected/ });
  await expect(correctionEntry).toContainText(anna.email);
  await expect(correctionEntry).toContainText(reason);
  await expect(correctionEntry).toContainText(guest.phone);
  await fits(page);
  /** Anna's own changes, once each (the fixture's bootstrap and command line are in the log too, under their names). */
  for (const action of ['Venue added', 'Key made', 'Programme changed', 'Campaign added', 'Campaign paused'])
    await expect(audit.getByRole('row', { name: new RegExp(action) }).filter({ hasText: anna.email })).toHaveCount(1);

  // the reports, and their CSV through the session's cookie
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByText('No orders in these days')).toBeVisible();
  await fits(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(fs.readFileSync(await download.path(), 'utf8')).toContain('cafe-2');

  expect(refusedByPolicy, 'the strict CSP refused nothing the console does').toEqual([]);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // another network's administrator
  await signIn(page, ivan.email, ivan.password);
  const switcher = page.getByRole('combobox', { name: 'Programme' });
  await expect(switcher).toHaveValue('harbour');
  await expect(switcher.getByRole('option')).toHaveText(['Harbour bars']);
  await expect(page.getByRole('table', { name: 'Venues' })).toContainText('bar-1');
  await expect(page.getByRole('table', { name: 'Venues' })).not.toContainText('cafe-2');
  await page.getByRole('link', { name: 'Audit log' }).click();
  /** Only Harbour's own set-up is there (its bootstrap and command line), nothing of the city's administrator. */
  const harbourAudit = page.getByRole('table', { name: 'Audit log' });
  await expect(harbourAudit.getByRole('row').nth(1)).toBeVisible();
  await expect(harbourAudit).not.toContainText(anna.email);
  await expect(harbourAudit).not.toContainText('cafe-2');
  await page.getByRole('link', { name: 'Guests' }).click();
  await page.getByLabel("Guest's phone").fill(guest.phone);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('No guest of this programme has that phone.');
  // the city's pages by address: the console opens the administrator's own programme instead
  await page.goto(`${service.url}/admin/#/p/city/audit`);
  await expect(switcher).toHaveValue('harbour');
  await expect(page).toHaveURL(/#\/p\/harbour\/venues$/);
  // and the API says 404, as for what does not exist
  const status = await page.evaluate(async () => (await fetch('/admin/api/programmes/city/venues')).status);
  expect(status).toBe(404);

  // an administrator disabled meanwhile: the next page they open goes back to sign-in
  loyaltyAdmin(service.dataDir, ['disable-admin', '--email', ivan.email]);
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/#\/sign-in$/);
});

/** The programme page and the audit log in each language: ranks out of order refused with the reason, the change in words. */
const programmeWords = {
  en: {
    language: 'English',
    programme: 'Programme',
    audit: 'Audit log',
    share: 'Max bonus share, %',
    addRank: 'Add a rank',
    rank: (n: number) => [`Name of rank ${n}`, `Threshold of rank ${n}`, `Cashback of rank ${n}`] as const,
    save: 'Save the programme',
    saved: 'The programme is saved.',
    changed: 'Programme changed',
  },
  ru: {
    language: 'Русский',
    programme: 'Программа',
    audit: 'Журнал изменений',
    share: 'Оплата бонусами, до %',
    addRank: 'Добавить уровень',
    rank: (n: number) => [`Название уровня ${n}`, `Порог уровня ${n}`, `Кешбэк уровня ${n}`] as const,
    save: 'Сохранить программу',
    saved: 'Программа сохранена.',
    changed: 'Изменена программа',
  },
} as const;

test('ranks out of order are refused with the reason, and the audit log reads as text, in both languages', async ({
  page,
}) => {
  service = await startHostedLoyalty();
  addAdmin(service.dataDir, anna.email, anna.password, ['--network', 'city']);
  await page.goto(`${service.url}/admin/`);
  await signIn(page, anna.email, anna.password);
  const steps = [
    {
      language: 'en',
      share: ['50%', '40%'],
      rank: { name: 'Gold', threshold: '5000', wrongCashback: '2', fixedThreshold: '5000', cashback: '7.5' },
      reason: 'Must be more than the cashback of Base above it.',
      audit: [/Bonus share: 50%\s→\s40%/, /Name Gold, from total spent 5,000\.00, cashback 7\.5%/, 'Programme city'],
    },
    {
      language: 'ru',
      share: ['40 %', '30 %'],
      rank: { name: 'Платина', threshold: '1000', wrongCashback: '10', fixedThreshold: '20000', cashback: '10' },
      reason: 'Должен быть больше порога уровня «Gold» над ним.',
      audit: [
        /Доля бонусов: 40\s%\s→\s30\s%/,
        /Название Платина, от суммы покупок 20\s000,00, кешбэк 10\s%/,
        'Программа city',
      ],
    },
  ] as const;
  for (const [n, step] of steps.entries()) {
    const words = programmeWords[step.language];
    await page.getByRole('button', { name: words.language }).click();
    await page.getByRole('navigation').getByRole('link', { name: words.programme }).click();
    await page.getByLabel(words.share).fill(step.share[1].replace(/\D/g, ''));
    await page.getByRole('button', { name: words.addRank }).click();
    const [name, threshold, cashback] = words.rank(n + 2);
    await page.getByLabel(name).fill(step.rank.name);
    await page.getByLabel(threshold).fill(step.rank.threshold);
    await page.getByLabel(cashback).fill(step.rank.wrongCashback);
    await expect(page.getByText(step.reason)).toBeVisible();
    await expect(page.getByRole('button', { name: words.save })).toBeDisabled();
    await page.getByLabel(threshold).fill(step.rank.fixedThreshold);
    await page.getByLabel(cashback).fill(step.rank.cashback);
    await page.getByRole('button', { name: words.save }).click();
    await expect(page.getByRole('status')).toContainText(words.saved);

    await page.getByRole('navigation').getByRole('link', { name: words.audit }).click();
    const entry = page.getByRole('table', { name: words.audit }).getByRole('row', { name: words.changed }).first();
    for (const text of step.audit) await expect(entry).toContainText(text);
    await expect(entry).not.toContainText('maxBonusShareBp');
  }
});

test('a new administrator sets their password through the one-time link, once', async ({ page }) => {
  service = await startHostedLoyalty();
  const printed = loyaltyAdmin(service.dataDir, [
    ...['add-admin', '--email', 'olga@city.example', '--network', 'city', '--link'],
    ...['--public-url', service.url],
  ]);
  const link = /(http\S+#\/set-password\/\S+)/.exec(printed)?.[1];
  expect(link, printed).toBeDefined();
  await page.goto(link!);
  await page.getByLabel('New password').fill('aaaaaaaaaa');
  await page.getByLabel('The same password again').fill('aaaaaaaaaa');
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page.getByRole('alert')).toContainText('password: is too easy to guess (it repeats one character)');
  await page.getByLabel('New password').fill('olga-console-pass');
  await page.getByLabel('The same password again').fill('olga-console-pas');
  await expect(page.getByText('The two passwords differ.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set the password' })).toBeDisabled();
  await page.getByLabel('The same password again').fill('olga-console-pass');
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password is set.');
  await page.getByRole('link', { name: 'Sign in now' }).click();
  await signIn(page, 'olga@city.example', 'olga-console-pass');
  await page.getByRole('button', { name: 'Sign out' }).click();

  // the link again: refused, and said so
  await page.goto(link!);
  await page.getByLabel('New password').fill('another-console-pass');
  await page.getByLabel('The same password again').fill('another-console-pass');
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Not found: this link is unknown, used or expired: ask for a new one',
  );
});

test("a bridge's window opens the console of its embedded service for its single venue", async ({
  page,
  context,
  bridge,
}) => {
  addAdmin(bridge.dataDir, 'owner@cafe.example', 'venue-console-pass', ['--venue', 'default']);
  await page.goto(`${bridge.url}/settings`);
  const link = page.getByRole('link', { name: 'Open the console' });
  const [consolePage] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(consolePage).toHaveURL(`${bridge.url}/admin/#/sign-in`);
  await signIn(consolePage, 'owner@cafe.example', 'venue-console-pass');
  await expect(consolePage.getByRole('combobox', { name: 'Programme' })).toHaveValue('venue:default');
  await expect(consolePage.getByRole('table', { name: 'Venues' })).toContainText('default');
  await expect(consolePage.getByText('This venue is outside any network')).toBeVisible();
  await expect(consolePage.getByRole('link', { name: 'Back to the till' })).toHaveAttribute('href', '/');
  await consolePage.close();
});
