import type { PaymentEnding } from '../api/payment-ending.js';
import type { PaymentState } from '../api/payment-state.js';
import { catalogLookup, type Catalog, type Language } from './language.js';

/**
 * The one vocabulary of how a payment stands or ended, in every language: the prompt, the journal's badges and its
 * filter, the CSV, the printed journal, the slips and the reports all take their words from here (docs/ui.md,
 * "One vocabulary"). `endings` name a finished payment; `states` name a state as a whole (a report's totals) and the
 * two running states.
 */
const en = {
  endings: {
    paid: 'Paid',
    confirmed: 'Confirmed',
    voided: 'Voided',
    refused: 'Refused',
    declinedByCashier: 'Declined by the cashier',
    cancelledAtStation: 'Cancelled at the station',
    timedOut: 'Timed out',
    stationClosed: 'The station hung up',
    bridgeStopped: 'The bridge stopped',
    cancelled: 'Cancelled',
    undone: 'Undone: nothing charged',
    failed: 'Failed',
  } satisfies Record<PaymentEnding, string>,
  states: {
    awaiting_guest: 'Waiting for the guest',
    authorizing: 'Checking',
    authorized: 'Paid',
    confirmed: 'Confirmed',
    voided: 'Voided',
    declined: 'Refused',
    cancelled: 'Cancelled',
    failed: 'Failed',
  } satisfies Record<PaymentState, string>,
  /** The till, as every screen, export and slip calls it. */
  station: 'Station',
};

/** Russian: the till is «Касса» everywhere; a void is «Сторнировано», never a word of cancelling. */
const ru: Catalog<typeof en> = {
  endings: {
    paid: 'Оплачено',
    confirmed: 'Подтверждено',
    voided: 'Сторнировано',
    refused: 'Отказано',
    declinedByCashier: 'Отклонено кассиром',
    cancelledAtStation: 'Отменено на кассе',
    timedOut: 'Время истекло',
    stationClosed: 'Касса прервала запрос',
    bridgeStopped: 'Мост остановлен',
    cancelled: 'Отменено',
    undone: 'Откат: ничего не списано',
    failed: 'Сбой',
  },
  states: {
    awaiting_guest: 'Ждёт гостя',
    authorizing: 'Проверка',
    authorized: 'Оплачено',
    confirmed: 'Подтверждено',
    voided: 'Сторнировано',
    declined: 'Отказано',
    cancelled: 'Отменено',
    failed: 'Сбой',
  },
  station: 'Касса',
};

export type PaymentWords = typeof en;

/** The payment vocabulary of a language (English when none is given). */
export const paymentWords = catalogLookup<PaymentWords>({ en, ru });

/** Every language's vocabulary, for the window's i18next namespace `outcomes`. */
export const paymentWordCatalogs: Readonly<Record<Language, PaymentWords>> = { en, ru };

/** What a payment is called: how it ended, else (while it runs) its state. */
export function paymentOutcomeName(
  language: Language,
  payment: { readonly state: PaymentState; readonly ending: PaymentEnding | null },
): string {
  const words = paymentWords(language);
  return payment.ending ? words.endings[payment.ending] : words.states[payment.state];
}
