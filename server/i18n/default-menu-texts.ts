import { catalogLookup, type Catalog } from '../../shared/i18n/language.js';

/** The captions of the default menu and of its dialogs, in English; other languages have the same keys. */
const en = {
  reports: 'Reports',
  shift: 'Shift',
  xReport: 'X-report',
  closedShifts: 'Closed shifts',
  reprintZReport: 'Reprint a Z-report',
  period: 'Period',
  byDates: 'By dates',
  oneDay: 'One day',
  payments: 'Payments',
  find: 'Find',
  byAmountRange: 'By amount range',
  guests: 'Guests',
  balanceLookup: 'Balance lookup',
  accrueBonuses: 'Accrue bonuses',
  accrualReason: 'Accrual reason',
  service: 'Service',
  syncNow: 'Sync now',
  testConnection: 'Test the connection',
  dialogs: {
    shiftNumber: 'Shift number',
    period: 'Period: first and last day',
    day: 'Day',
    amountRange: 'Amount from / to',
    phoneOrCard: 'Phone or card number',
    bonusesToAccrue: 'Bonuses to accrue',
    reasonNumber: 'Reason: 1 Complaint, 2 Birthday, 3 Till error, 4 Promotion missed, 5 Other',
  },
};

export type DefaultMenuTexts = Catalog<typeof en>;

const ru: DefaultMenuTexts = {
  reports: 'Отчёты',
  shift: 'Смена',
  xReport: 'X-отчёт',
  closedShifts: 'Закрытые смены',
  reprintZReport: 'Копия Z-отчёта',
  period: 'Период',
  byDates: 'По датам',
  oneDay: 'За день',
  payments: 'Оплаты',
  find: 'Поиск',
  byAmountRange: 'По диапазону сумм',
  guests: 'Гости',
  balanceLookup: 'Баланс гостя',
  accrueBonuses: 'Начислить бонусы',
  accrualReason: 'Причина начисления',
  service: 'Сервис',
  syncNow: 'Синхронизировать',
  testConnection: 'Проверка связи',
  dialogs: {
    shiftNumber: 'Номер смены',
    period: 'Период: первый и последний день',
    day: 'День',
    amountRange: 'Сумма от / до',
    phoneOrCard: 'Телефон или номер карты',
    bonusesToAccrue: 'Сколько бонусов начислить',
    reasonNumber: 'Причина: 1 Жалоба, 2 День рождения, 3 Ошибка кассы, 4 Акция не сработала, 5 Другое',
  },
};

/** The default menu's captions in a language (English when none is given). */
export const defaultMenuTexts = catalogLookup<DefaultMenuTexts>({ en, ru });
