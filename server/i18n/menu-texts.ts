import { catalogLookup, type Catalog } from '../../shared/i18n/language.js';

/** What the menu's actions show on the station (`DisplayT`) and print, in English; others have the same keys. */
const en = {
  dialog: {
    noValue: (caption: string) => `${caption}: no value was entered.`,
    wrongType: (caption: string, wanted: string, sent: string) =>
      `${caption}: this item asks for a ${wanted}, the station sent a ${sent}.`,
    notADate: (what: string, text: string) => `${what}: "${text}" is not a date (YYYY-MM-DD).`,
    notANumber: (what: string, text: string) => `${what}: "${text}" is not a number.`,
    startAfterEnd: (what: string) => `${what}: the start is after the end.`,
  },
  reports: {
    xPrinted: 'X-report of the open shift printed.',
    /** What the window says of a report it shows (the station prints it; the window offers Print and Save as PDF). */
    ready: (report: string) => `${report}: ready to print or save as PDF.`,
    xReport: 'X-report of the open shift',
    zReport: (shift: string) => `Z-report No ${shift}`,
    periodReport: (from: string, to: string) => `Report ${from} – ${to}`,
    dayReport: (day: string) => `Report of ${day}`,
    paymentsReport: (from: string, to: string) => `Payments from ${from} to ${to}`,
    shiftNumber: 'Shift number',
    notAShiftNumber: (text: string) => `Shift number: "${text}" is not a whole number of 1 or more.`,
    noShiftClosedYet: (asked: number) => `No Z-report No ${asked}: no shift has been closed yet.`,
    noSuchShift: (asked: number, last: number) => `No Z-report No ${asked}: closed shifts are numbered 1 to ${last}.`,
    zReprinted: (shift: string) => `Z-report No ${shift} printed again.`,
    firstDay: 'First day',
    lastDay: 'Last day',
    period: 'Period',
    periodTooLong: (days: number) => `Period: at most ${days} days, please.`,
    periodPrinted: (from: string, to: string) => `Report ${from} – ${to} printed.`,
    day: 'Day',
    dayPrinted: (day: string) => `Report of ${day} printed.`,
    amountFrom: 'Amount from',
    amountTo: 'Amount to',
    amountRange: 'Amount range',
    notAnAmount: (what: string, text: string) =>
      `${what}: "${text}" must be an amount of 0 or more with at most 2 decimals.`,
    paymentsPrinted: (from: string, to: string) => `Payments from ${from} to ${to} printed.`,
  },
  guests: {
    phoneOrCard: 'Phone or card',
    notDigits: (text: string) =>
      `Phone or card: "${text}" is neither a card number (4 to 20 digits) nor a phone such as +7 999 123-45-67.`,
    noGuest: (number: string) => `No guest with card or phone ${number}.`,
    balanceTitle: 'GUEST BALANCE',
    time: 'Time',
    guest: 'Guest',
    phone: 'Phone',
    card: 'Card',
    rank: 'Rank',
    balance: 'Balance',
    balanceShown: (guest: string, balance: string) => `${guest}: balance ${balance}.`,
    bonuses: 'Bonuses',
    notBonuses: (text: string) => `Bonuses: "${text}" must be an amount above 0 with at most 2 decimals.`,
    lookUpFirst: (menuPath: string) => `Look the guest up first (${menuPath}), then accrue within 5 minutes.`,
    accruedTitle: 'BONUSES ACCRUED',
    accrued: 'Accrued',
    balanceAfter: 'Balance after',
    accruedShown: (guest: string, amount: string, balance: string, reason: string) =>
      `${amount} accrued to ${guest} (${reason}); balance ${balance}.`,
    /** The reasons of a manual accrual, chosen by number (the menu's dialogs take no text). */
    reasons: ['Complaint', 'Birthday', 'Till error', 'Promotion missed', 'Other'] as readonly string[],
    reason: 'Reason',
    station: 'Station',
    confirmAccrual: (guest: string, amount: string, balance: string, reasonPath: string) =>
      `Accrue ${amount} to ${guest}, balance ${balance}? Choose the reason in ${reasonPath} within 5 minutes.`,
    enterBonusesFirst: (menuPath: string) => `Enter the bonuses to accrue first (${menuPath}).`,
    notAReason: (text: string, choices: string) => `Reason: "${text}" is not one of ${choices}.`,
    accrualsInWindow:
      'Bonuses are accrued in the bridge window with the manager PIN (this till does not allow it from the station).',
  },
  loyalty: {
    unreachable: (reason: string) => `Loyalty service unreachable (${reason}): try again later.`,
    refused: (message: string) => `Loyalty service refused: ${message}`,
    answers: (ms: number) => `Loyalty service answers (${ms} ms); the API key is accepted.`,
  },
  sync: {
    title: 'SYNC WITH LOYALTY SERVICE',
    time: 'Time',
    waiting: 'Waiting to send',
    givenUp: 'Given up',
    lastSuccess: 'Last success',
    never: 'never',
    lastError: 'Last error',
    allSent: 'Everything is sent to the loyalty service.',
    notAllSent: (pending: number, dead: number, error: string) =>
      `${pending} operation(s) still waiting, ${dead} given up${error ? `: ${error}` : ''}.`,
  },
};

export type MenuTexts = Catalog<typeof en>;

const ru: MenuTexts = {
  dialog: {
    noValue: (caption) => `${caption}: значение не введено.`,
    wrongType: (caption, wanted, sent) => `${caption}: пункт ждёт ${wanted}, а касса прислала ${sent}.`,
    notADate: (what, text) => `${what}: «${text}» — не дата (ГГГГ-ММ-ДД).`,
    notANumber: (what, text) => `${what}: «${text}» — не число.`,
    startAfterEnd: (what) => `${what}: начало позже конца.`,
  },
  reports: {
    xPrinted: 'X-отчёт открытой смены напечатан.',
    ready: (report) => `${report}: можно напечатать или сохранить в PDF.`,
    xReport: 'X-отчёт открытой смены',
    zReport: (shift) => `Z-отчёт № ${shift}`,
    periodReport: (from, to) => `Отчёт с ${from} по ${to}`,
    dayReport: (day) => `Отчёт за ${day}`,
    paymentsReport: (from, to) => `Оплаты на сумму от ${from} до ${to}`,
    shiftNumber: 'Номер смены',
    notAShiftNumber: (text) => `Номер смены: «${text}» — нужно целое число от 1.`,
    noShiftClosedYet: (asked) => `Z-отчёта № ${asked} нет: ещё ни одна смена не закрыта.`,
    noSuchShift: (asked, last) => `Z-отчёта № ${asked} нет: закрытые смены имеют номера от 1 до ${last}.`,
    zReprinted: (shift) => `Z-отчёт № ${shift} напечатан повторно.`,
    firstDay: 'Первый день',
    lastDay: 'Последний день',
    period: 'Период',
    periodTooLong: (days) => `Период: не больше ${days} дней.`,
    periodPrinted: (from, to) => `Отчёт с ${from} по ${to} напечатан.`,
    day: 'День',
    dayPrinted: (day) => `Отчёт за ${day} напечатан.`,
    amountFrom: 'Сумма от',
    amountTo: 'Сумма до',
    amountRange: 'Диапазон сумм',
    notAnAmount: (what, text) => `${what}: «${text}» — нужна сумма от 0, не больше 2 знаков после точки.`,
    paymentsPrinted: (from, to) => `Оплаты на сумму от ${from} до ${to} напечатаны.`,
  },
  guests: {
    phoneOrCard: 'Телефон или карта',
    notDigits: (text) =>
      `Телефон или карта: «${text}» — это не номер карты (от 4 до 20 цифр) и не телефон вида +7 999 123-45-67.`,
    noGuest: (number) => `Гость с картой или телефоном ${number} не найден.`,
    balanceTitle: 'БАЛАНС ГОСТЯ',
    time: 'Время',
    guest: 'Гость',
    phone: 'Телефон',
    card: 'Карта',
    rank: 'Уровень',
    balance: 'Баланс',
    balanceShown: (guest, balance) => `${guest}: баланс ${balance}.`,
    bonuses: 'Бонусы',
    notBonuses: (text) => `Бонусы: «${text}» — нужна сумма больше 0, не больше 2 знаков после точки.`,
    lookUpFirst: (menuPath) => `Сначала найдите гостя (${menuPath}), затем начислите в течение 5 минут.`,
    accruedTitle: 'НАЧИСЛЕНИЕ БОНУСОВ',
    accrued: 'Начислено',
    balanceAfter: 'Остаток бонусов',
    accruedShown: (guest, amount, balance, reason) => `${guest}: начислено ${amount} (${reason}), баланс ${balance}.`,
    reasons: ['Жалоба', 'День рождения', 'Ошибка кассы', 'Акция не сработала', 'Другое'],
    reason: 'Причина',
    station: 'Касса',
    confirmAccrual: (guest, amount, balance, reasonPath) =>
      `Начислить ${amount} гостю ${guest}, баланс ${balance}? Выберите причину в меню ${reasonPath} в течение 5 минут.`,
    enterBonusesFirst: (menuPath) => `Сначала введите, сколько бонусов начислить (${menuPath}).`,
    notAReason: (text, choices) => `Причина: «${text}» — нет такой, выберите из: ${choices}.`,
    accrualsInWindow: 'Бонусы начисляют в окне моста с PIN-кодом менеджера (с кассы эта установка не разрешает).',
  },
  loyalty: {
    unreachable: (reason) => `Программа лояльности недоступна (${reason}): попробуйте позже.`,
    refused: (message) => `Программа лояльности отказала: ${message}`,
    answers: (ms) => `Программа лояльности отвечает (${ms} мс), API-ключ принят.`,
  },
  sync: {
    title: 'ОБМЕН С ПРОГРАММОЙ ЛОЯЛЬНОСТИ',
    time: 'Время',
    waiting: 'Ждут отправки',
    givenUp: 'Не удалось отправить',
    lastSuccess: 'Последний обмен',
    never: 'не было',
    lastError: 'Последняя ошибка',
    allSent: 'Всё отправлено в программу лояльности.',
    notAllSent: (pending, dead, error) =>
      `Ждут отправки: ${pending}, не удалось отправить: ${dead}${error ? `. Ошибка: ${error}` : ''}.`,
  },
};

/** The menu actions' texts in a language (English when none is given). */
export const menuTexts = catalogLookup<MenuTexts>({ en, ru });
