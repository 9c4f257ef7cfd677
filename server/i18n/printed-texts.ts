import { englishStateNames } from '../../shared/i18n/payment-state-names.js';
import { catalogLookup, type Catalog } from './language.js';
import { russianPlural } from './russian-plural.js';

/** The texts of payment slips and shift reports in English; every other language has the same keys. */
const en = {
  slip: {
    authorization: 'BONUS PAYMENT',
    confirmation: 'PAYMENT CONFIRMED',
    void: 'PAYMENT CANCELLED',
    station: 'Station',
    time: 'Time',
    card: 'Card',
    paidWith: 'Paid with',
    amount: 'Amount',
    tip: 'Tip',
    total: 'Total',
    balanceAfter: 'Balance after',
    authCode: 'Auth code',
    operation: 'Operation',
    venueCopy: 'VENUE COPY',
    guestCopy: 'GUEST COPY',
  },
  report: {
    zTitle: (shift: number) => `Z-REPORT No ${shift}`,
    xTitle: (shift: number) => `X-REPORT shift No ${shift} (open)`,
    dayTitle: (day: string) => `DAY REPORT ${day}`,
    periodTitle: 'PERIOD REPORT',
    copyPrinted: (time: string) => `COPY printed ${time}`,
    opened: 'Opened',
    closed: 'Closed',
    closedBy: 'Closed by',
    printed: 'Printed',
    from: 'From',
    to: 'To',
    payments: 'Payments',
    paid: (count: number) => `Paid (${count})`,
    tips: (count: number) => `Tips (${count})`,
    paidWithTips: 'Paid with tips',
    voided: (count: number) => `Voided (${count})`,
    byPaymentSystem: 'BY PAYMENT SYSTEM',
    byStation: 'BY STATION',
    noName: '(none)',
    groupPaid: (count: number) => `  paid (${count})`,
    groupVoided: (count: number) => `  voided (${count})`,
    carriedOver: (count: number) => `${count} payment(s) still running: they count in the next shift`,
    stillRunning: (count: number) => `${count} payment(s) still running`,
    byAmountTitle: 'PAYMENTS BY AMOUNT',
    amountFrom: 'From',
    amountTo: 'To',
    found: 'Found',
    more: (count: number) => `… and ${count} more`,
  },
  /** A state's line in the totals of a report (the payments in that state); Russian words it differently. */
  stateTotals: englishStateNames,
  /** The state of one payment in a list. */
  paymentState: englishStateNames,
};

export type PrintedTexts = Catalog<typeof en>;

const payments = (n: number) => `${n} ${russianPlural(n, 'оплата', 'оплаты', 'оплат')}`;
const unfinished = (n: number) => `${payments(n)} ${russianPlural(n, 'не завершена', 'не завершены', 'не завершены')}`;

const ru: PrintedTexts = {
  slip: {
    authorization: 'ОПЛАТА БОНУСАМИ',
    confirmation: 'ОПЛАТА ПОДТВЕРЖДЕНА',
    void: 'ОТМЕНА ОПЛАТЫ',
    station: 'Касса',
    time: 'Время',
    card: 'Карта',
    paidWith: 'Платёжная система',
    amount: 'Сумма',
    tip: 'Чаевые',
    total: 'Итого',
    balanceAfter: 'Остаток бонусов',
    authCode: 'Код авторизации',
    operation: 'Операция',
    venueCopy: 'ЭКЗЕМПЛЯР ЗАВЕДЕНИЯ',
    guestCopy: 'ЭКЗЕМПЛЯР ГОСТЯ',
  },
  report: {
    zTitle: (shift) => `Z-ОТЧЁТ № ${shift}`,
    xTitle: (shift) => `X-ОТЧЁТ, смена № ${shift} (открыта)`,
    dayTitle: (day) => `ОТЧЁТ ЗА ДЕНЬ ${day}`,
    periodTitle: 'ОТЧЁТ ЗА ПЕРИОД',
    copyPrinted: (time) => `КОПИЯ, напечатана ${time}`,
    opened: 'Открыта',
    closed: 'Закрыта',
    closedBy: 'Закрыла касса',
    printed: 'Время печати',
    from: 'С',
    to: 'По',
    payments: 'Всего оплат',
    paid: (count) => `Оплачено (${count})`,
    tips: (count) => `Чаевые (${count})`,
    paidWithTips: 'Оплачено с чаевыми',
    voided: (count) => `Отменено (${count})`,
    byPaymentSystem: 'ПО ПЛАТЁЖНЫМ СИСТЕМАМ',
    byStation: 'ПО КАССАМ',
    noName: '(не указано)',
    groupPaid: (count) => `  оплачено (${count})`,
    groupVoided: (count) => `  отменено (${count})`,
    carriedOver: (count) =>
      `${unfinished(count)} и ${russianPlural(count, 'войдёт', 'войдут', 'войдут')} в следующую смену`,
    stillRunning: (count) => unfinished(count),
    byAmountTitle: 'ОПЛАТЫ ПО СУММЕ',
    amountFrom: 'От',
    amountTo: 'До',
    found: 'Найдено',
    more: (count) => `… и ещё ${count}`,
  },
  stateTotals: {
    awaiting_guest: 'Ждут гостя',
    authorizing: 'Авторизуются',
    authorized: 'Авторизованы',
    confirmed: 'Подтверждены',
    voided: 'Отменены',
    declined: 'Отклонены',
    cancelled: 'Прерваны',
    failed: 'Сбой',
  },
  paymentState: {
    awaiting_guest: 'Ждёт гостя',
    authorizing: 'Авторизация',
    authorized: 'Авторизована',
    confirmed: 'Подтверждена',
    voided: 'Отменена',
    declined: 'Отклонена',
    cancelled: 'Прервана',
    failed: 'Сбой',
  },
};

/** The slips' and reports' texts in a language (English when none is given). */
export const printedTexts = catalogLookup<PrintedTexts>({ en, ru });
