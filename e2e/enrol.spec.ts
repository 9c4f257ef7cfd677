import { expect, test } from './fixtures.js';
import { expectButtonsOnScreen, expectFitsTheScreen, tillScreen, useLanguage } from './layout-support.js';
import { authPay, tag } from './loyalty-seed.js';
import { loyaltyCall } from './manager-support.js';
import { enrolWords as words, findByPhone, identifyByPhone } from './enrol-support.js';

/** The loyalty service's own answer: the phone is not a member (nothing was saved). */
const expectNotMember = (bridge: { url: string; dataDir: string }, phone: string) =>
  expect(loyaltyCall(bridge, 'guests/get', { guest: { type: 'phone', phone } })).rejects.toThrow(/3007/);

/** The page's event stream would hold the bridge's graceful stop for its full grace period. */
test.afterEach(({ page }) => page.close());

for (const language of ['en', 'ru'] as const) {
  const w = words[language];

  test(`the prompt offers to enrol a phone that is not a member (${language})`, async ({ page, bridge }) => {
    await page.setViewportSize(tillScreen);
    await useLanguage(page, language);
    await page.goto(bridge.url);
    const reply = authPay(bridge, 50000);
    await identifyByPhone(page, language, '8 (999) 100-00-01');
    await page.getByRole('button', { name: w.offer }).click();

    const dialog = page.getByRole('dialog', { name: w.dialog });
    await expect(dialog.getByRole('textbox', { name: w.phone })).toHaveValue('+79991000001');
    await expect(dialog.getByRole('textbox', { name: w.name })).toBeFocused();
    await expectButtonsOnScreen(page, dialog, `enrol dialog at the prompt (${language})`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('textbox', { name: w.guestField })).toBeFocused();
    await expectNotMember(bridge, '+79991000001');

    await page.getByRole('button', { name: w.offer }).click();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(w.needName)).toBeVisible();
    await dialog.getByRole('textbox', { name: w.name }).fill('Иван Петров');
    await dialog.getByRole('checkbox', { name: w.consent }).check();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();

    const enrolled = page.getByTestId('enrolled-guest');
    await expect(enrolled).toContainText(w.enrolled('Иван Петров'));
    await expect(enrolled).toContainText(w.nothingToPay);
    await expect(page.getByTestId('try-again')).toBeHidden();
    await expect(page.getByRole('textbox', { name: w.guestField })).toBeFocused();
    await expectFitsTheScreen(page, `the prompt after enrolment (${language})`);
    await page.getByRole('button', { name: w.decline }).click();
    expect(tag((await reply).text, 'OpResult')).toBe('0');
  });

  test(`the Guests page offers to enrol a phone that is not a member (${language})`, async ({ page, bridge }) => {
    await page.setViewportSize(tillScreen);
    await useLanguage(page, language);
    await page.goto(`${bridge.url}/guests`);
    await findByPhone(page, language, '+7 999 100-00-02');
    await expect(page.getByRole('alert')).toHaveText(w.notFound);
    await page.getByRole('button', { name: w.offer }).click();

    const dialog = page.getByRole('dialog', { name: w.dialog });
    await expect(dialog.getByRole('textbox', { name: w.phone })).toHaveValue('+79991000002');
    await dialog.getByRole('textbox', { name: w.name }).fill('Anna Smirnova');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(w.needConsent)).toBeVisible();
    await expectNotMember(bridge, '+79991000002');
    await dialog.getByRole('checkbox', { name: w.consent }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();

    await expect(page.getByText(w.enrolled('Anna Smirnova'))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Anna Smirnova' })).toBeVisible();
    await expect(page.getByTestId('guest-balance')).toHaveText(w.balance);
    await expectFitsTheScreen(page, `the Guests page after enrolment (${language})`);
  });
}
