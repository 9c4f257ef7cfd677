import type { CheckStatus } from '../api/journal-checks.js';
import { catalogLookup, type Catalog } from './language.js';

/** The checks CSV's columns, in order. */
export const checkColumns = [
  'time',
  'closed',
  'number',
  'station',
  'card',
  'phone',
  'total',
  'spent',
  'earned',
  'status',
] as const;
export type CheckColumn = (typeof checkColumns)[number];

/** The check CSV's headers, laid out like journal-columns.ts's on purpose: a column list, a catalog per language. */
const en = {
  headers: {
    time: 'Time',
    closed: 'Closed',
    number: 'Check',
    station: 'Station',
    card: 'Card',
    phone: 'Phone',
    total: 'Total',
    spent: 'Bonuses spent',
    earned: 'Bonuses earned',
    status: 'State',
  } satisfies Record<CheckColumn, string>,
  statuses: {
    open: 'Open',
    'accrual-waiting': 'Accrual waiting',
    closed: 'Closed',
    'return-waiting': 'Return waiting',
    returned: 'Returned',
  } satisfies Record<CheckStatus, string>,
};

const ru: Catalog<typeof en> = {
  headers: {
    time: 'Время',
    closed: 'Закрыт',
    number: 'Чек',
    station: 'Касса',
    card: 'Карта',
    phone: 'Телефон',
    total: 'Сумма',
    spent: 'Списано бонусов',
    earned: 'Начислено бонусов',
    status: 'Состояние',
  },
  statuses: {
    open: 'Открыт',
    'accrual-waiting': 'Начисление ждёт отправки',
    closed: 'Закрыт',
    'return-waiting': 'Возврат ждёт отправки',
    returned: 'Возвращён',
  },
};

/** Headers and state names of the FarCards checks in the journal's exports, in a language. */
export const checkTexts = catalogLookup({ en, ru });
