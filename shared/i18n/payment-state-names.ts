import type { PaymentState } from '../api/payment-state.js';
import type { Language } from './language.js';

/** The payment states as slips, reports and exports name them, in each language. */
export const paymentStateNames = {
  en: {
    awaiting_guest: 'Awaiting guest',
    authorizing: 'Authorizing',
    authorized: 'Authorized',
    confirmed: 'Confirmed',
    voided: 'Voided',
    declined: 'Declined',
    cancelled: 'Cancelled',
    failed: 'Failed',
  },
  ru: {
    awaiting_guest: 'Ждёт гостя',
    authorizing: 'Авторизация',
    authorized: 'Авторизована',
    confirmed: 'Подтверждена',
    voided: 'Отменена',
    declined: 'Отклонена',
    cancelled: 'Прервана',
    failed: 'Сбой',
  },
} as const satisfies Record<Language, Record<PaymentState, string>>;
