import type { JournalEntry } from '../api/journal.js';
import { catalogLookup, type Catalog, type Language } from './language.js';
import { paymentOutcomeName, paymentWords } from './payment-words.js';
import { stationLabel } from './station-label.js';

/** The journal's columns, in order: the CSV export and the printed (PDF) journal have exactly these. */
export const journalColumns = [
  'time',
  'station',
  'state',
  'amount',
  'tip',
  'card',
  'phone',
  'guest',
  'authCode',
  'paymentSystem',
  'shift',
  'actionId',
] as const;
export type JournalColumn = (typeof journalColumns)[number];

const en = {
  headers: {
    time: 'Time',
    station: paymentWords('en').station,
    state: 'State',
    amount: 'Amount',
    tip: 'Tip',
    card: 'Card',
    phone: 'Phone',
    guest: 'Guest',
    authCode: 'Auth code',
    paymentSystem: 'Payment system',
    shift: 'Shift',
    actionId: 'Action ID',
  } satisfies Record<JournalColumn, string>,
};

const ru: Catalog<typeof en> = {
  headers: {
    time: 'Время',
    station: paymentWords('ru').station,
    state: 'Состояние',
    amount: 'Сумма',
    tip: 'Чаевые',
    card: 'Карта',
    phone: 'Телефон',
    guest: 'Гость',
    authCode: 'Код авторизации',
    paymentSystem: 'Платёжная система',
    shift: 'Смена',
    actionId: 'ID операции',
  },
};

/** Column headers of the journal's exports in a language (the states' words: shared/i18n/payment-words.ts). */
export const journalColumnTexts = catalogLookup({ en, ru });

/** How a time and an amount in hundredths are written in one export (the CSV and the print differ). */
export interface CellFormat {
  readonly time: (iso: string) => string;
  readonly money: (minor: number) => string;
}

/** One payment's cells, column by column, as text: the one mapping of both exports. */
export function journalCells(
  entry: JournalEntry,
  language: Language,
  format: CellFormat,
): Record<JournalColumn, string> {
  return {
    time: format.time(entry.createdAt),
    station: stationLabel(entry, language),
    state: paymentOutcomeName(language, entry),
    amount: format.money(entry.amountMinor),
    tip: format.money(entry.tipMinor),
    card: entry.cardMasked ?? '',
    phone: entry.guestPhone ?? '',
    guest: entry.guestName ?? '',
    authCode: entry.authCode ?? '',
    paymentSystem: entry.paymentSystem,
    shift: entry.shiftId === null ? '' : String(entry.shiftId),
    actionId: entry.id,
  };
}
