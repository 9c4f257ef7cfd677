import { catalogLookup, type Catalog } from '../../shared/i18n/language.js';

const en = {
  shifts: {
    shift: 'Shift',
    opened: 'Opened',
    closed: 'Closed',
    closedBy: 'Closed by station',
    payments: 'Payments',
    paidPayments: 'Paid payments',
    paid: 'Paid',
    tips: 'Tips',
    voidedPayments: 'Voided payments',
    voided: 'Voided',
  },
  period: { hour: 'Hour', day: 'Day', payments: 'Payments', paidPayments: 'Paid payments', paid: 'Paid', tips: 'Tips' },
  daily: {
    day: 'Day',
    venueCode: 'Venue code',
    venue: 'Venue',
    guests: 'Guests',
    orders: 'Orders',
    earnedMinor: 'Bonuses earned (minor units)',
    spentMinor: 'Bonuses spent (minor units)',
    earned: 'Bonuses earned',
    spent: 'Bonuses spent',
  },
};

const ru: Catalog<typeof en> = {
  shifts: {
    shift: 'Смена',
    opened: 'Открыта',
    closed: 'Закрыта',
    closedBy: 'Закрыта кассой',
    payments: 'Оплат',
    paidPayments: 'Оплачено оплат',
    paid: 'Оплачено',
    tips: 'Чаевые',
    voidedPayments: 'Отменено оплат',
    voided: 'Отменено',
  },
  period: {
    hour: 'Час',
    day: 'День',
    payments: 'Оплат',
    paidPayments: 'Оплачено оплат',
    paid: 'Оплачено',
    tips: 'Чаевые',
  },
  daily: {
    day: 'День',
    venueCode: 'Код заведения',
    venue: 'Заведение',
    guests: 'Гостей',
    orders: 'Заказов',
    earnedMinor: 'Начислено бонусов (копейки)',
    spentMinor: 'Списано бонусов (копейки)',
    earned: 'Начислено бонусов',
    spent: 'Списано бонусов',
  },
};

/** Column headers of the reports' CSV exports (shifts, period, the console's daily report) in a language. */
export const reportCsvTexts = catalogLookup({ en, ru });
