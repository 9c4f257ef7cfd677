import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { lastSmsCode, type HostedLoyalty } from './hosted-loyalty.js';

/** The guest's side of the guest page's specs and screenshots: a phone-sized browser, sign-in with the outbox's code. */

export const phoneViewport = { width: 360, height: 640 };

/** A phone's browser of its own (its own storage), speaking `locale`. */
export async function phoneBrowser(
  browser: Browser,
  locale = 'en-GB',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: phoneViewport, locale, deviceScaleFactor: 1 });
  return { context, page: await context.newPage() };
}

const texts = {
  en: { phone: 'Phone number', getCode: 'Get a code by SMS', code: 'Code from the SMS' },
  ru: { phone: 'Номер телефона', getCode: 'Получить код в SMS', code: 'Код из SMS' },
} as const;

/** Types the phone as a guest would (`typed`), gets the code, and stops at the code field (the code not yet typed). */
export async function askForCode(page: Page, hosted: HostedLoyalty, typed: string, language: 'en' | 'ru' = 'en') {
  const text = texts[language];
  await page.goto(hosted.guestPageUrl);
  await page.getByRole('textbox', { name: text.phone }).fill(typed);
  await page.getByRole('button', { name: text.getCode }).click();
  await expect(page.getByRole('textbox', { name: text.code })).toBeVisible();
}

/** Signs in from scratch with the real SMS code from the service's development outbox; ends on the home screen. */
export async function signInAsGuest(
  page: Page,
  hosted: HostedLoyalty,
  phone: string,
  typed: string,
  language: 'en' | 'ru' = 'en',
) {
  await askForCode(page, hosted, typed, language);
  const code = lastSmsCode(hosted, phone);
  if (!code) throw new Error(`no SMS code for ${phone} in the outbox`);
  await page.getByRole('textbox', { name: texts[language].code }).fill(code);
  await expect(page.getByTestId('balance')).toBeVisible();
}
