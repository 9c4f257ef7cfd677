import { catalogLookup, type Catalog } from './language.js';

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
};

/** Column headers of the reports' CSV exports (shifts, period) in a language. */
export const reportCsvTexts = catalogLookup({ en, ru });
