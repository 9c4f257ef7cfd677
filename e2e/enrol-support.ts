import type { Page } from '@playwright/test';

/** The words the steps look for, in each of the window's languages. */
export const enrolWords = {
  en: {
    guestField: 'Card, phone or code',
    phone: 'Phone',
    find: 'Find',
    notFound: 'No guest with this phone or card.',
    offer: 'Enrol this guest',
    dialog: 'Enrol the guest',
    name: "Guest's name",
    consent: /The guest agrees to the terms of the loyalty programme/,
    needName: "Type the guest's name.",
    needConsent: 'The guest must agree to the terms to join.',
    enrolled: (name: string) => `${name} is now a member of the loyalty programme.`,
    nothingToPay: 'Balance 0.00: nothing can be paid with bonuses yet.',
    decline: 'Decline',
    balance: '0.00',
  },
  ru: {
    guestField: 'Карта, телефон или код',
    phone: 'Телефон',
    find: 'Найти',
    notFound: 'Гостя с таким телефоном или картой нет.',
    offer: 'Зарегистрировать гостя',
    dialog: 'Регистрация гостя',
    name: 'Имя гостя',
    consent: /Гость согласен с условиями программы лояльности/,
    needName: 'Введите имя гостя.',
    needConsent: 'Чтобы вступить в программу, гость должен согласиться с её условиями.',
    enrolled: (name: string) => `${name} теперь участник программы лояльности.`,
    nothingToPay: 'Баланс 0,00: оплатить бонусами пока нечего.',
    decline: 'Отклонить',
    balance: '0,00',
  },
} as const;

/** At the prompt of a waiting payment: the phone typed into the guest field, then Enter. */
export async function identifyByPhone(page: Page, language: 'en' | 'ru', phone: string): Promise<void> {
  const field = page.getByRole('textbox', { name: enrolWords[language].guestField });
  await field.fill(phone);
  await field.press('Enter');
}

/** On the Guests page: a lookup by phone. */
export async function findByPhone(page: Page, language: 'en' | 'ru', phone: string): Promise<void> {
  await page.getByRole('textbox', { name: enrolWords[language].phone }).fill(phone);
  await page.getByRole('button', { name: enrolWords[language].find }).click();
}
