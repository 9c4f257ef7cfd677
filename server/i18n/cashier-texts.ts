import { formatAmount } from '../../shared/i18n/format-amount.js';
import { catalogLookup, type Catalog } from '../../shared/i18n/language.js';

/** The FarCards check service's texts for the cashier's screen, the slip and the refusals, in English. */
const en = {
  noSuchCard: 'No such card',
  noEmailLookup: 'The loyalty programme does not find guests by e-mail: use the card or the phone',
  unreachable: 'Loyalty service unreachable: try again, or close the check without the card',
  guestBlocked: 'The guest is blocked in the loyalty programme',
  balance: (minor: number) => `Balance ${formatAmount(minor, 'en')}`,
  rank: (name: string) => `Rank ${name}`,
  mayPay: (minor: number) => `Bonuses may pay ${formatAmount(minor, 'en')}`,
  willEarn: (minor: number) => `Will earn ${formatAmount(minor, 'en')}`,
  discount: (minor: number) => `Discount ${formatAmount(minor, 'en')}`,
  coupon: (code: string) => `Promo code ${code}`,
  couponGivesNothing: 'The promo code gives nothing on this check',
  noCheck: 'The transaction names no check (no guid, no station and check number)',
  noLines: 'The check has no lines: look the card up with the check first',
  aboveAllowed: (allowed: number) => `Bonuses may pay at most ${formatAmount(allowed, 'en')} on this check`,
  unknownCheck: 'Return of a check the loyalty programme does not know',
  otherGuest: 'The check is already bound to another card',
  refused: (reason: string) => `Loyalty refused: ${reason}`,
  accrualQueued: 'The accrual will be sent when the loyalty service answers',
  returnQueued: 'The return will be sent to the loyalty service when it answers',
  written: (minor: number) => `Bonuses paid ${formatAmount(minor, 'en')}`,
  earned: (minor: number) => `Bonuses earned ${formatAmount(minor, 'en')}`,
};

export type CashierTexts = Catalog<typeof en>;

/** The Russian catalog, typed by the English one: alike in shape to default-menu-texts.ts's on purpose. */
const ru: CashierTexts = {
  noSuchCard: 'Нет такой карты',
  noEmailLookup: 'Программа лояльности не ищет гостей по e-mail: используйте карту или телефон',
  unreachable: 'Сервис лояльности недоступен: повторите или закройте чек без карты',
  guestBlocked: 'Гость заблокирован в программе лояльности',
  balance: (minor) => `Баланс ${formatAmount(minor, 'ru')}`,
  rank: (name) => `Уровень ${name}`,
  mayPay: (minor) => `Бонусами можно оплатить ${formatAmount(minor, 'ru')}`,
  willEarn: (minor) => `Будет начислено ${formatAmount(minor, 'ru')}`,
  discount: (minor) => `Скидка ${formatAmount(minor, 'ru')}`,
  coupon: (code) => `Промокод ${code}`,
  couponGivesNothing: 'Промокод ничего не даёт на этот чек',
  noCheck: 'Транзакция не называет чек (нет guid, нет кассы и номера чека)',
  noLines: 'В чеке нет блюд: сначала найдите карту с чеком',
  aboveAllowed: (allowed) => `Бонусами можно оплатить не больше ${formatAmount(allowed, 'ru')} этого чека`,
  unknownCheck: 'Возврат чека, которого программа лояльности не знает',
  otherGuest: 'Чек уже привязан к другой карте',
  refused: (reason) => `Отказ лояльности: ${reason}`,
  accrualQueued: 'Начисление будет отправлено, когда сервис лояльности ответит',
  returnQueued: 'Возврат будет отправлен в сервис лояльности, когда он ответит',
  written: (minor) => `Оплачено бонусами ${formatAmount(minor, 'ru')}`,
  earned: (minor) => `Начислено бонусов ${formatAmount(minor, 'ru')}`,
};

/** The cashier's texts in a language (English when none is given). */
export const cashierTexts = catalogLookup<CashierTexts>({ en, ru });
