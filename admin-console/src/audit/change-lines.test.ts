import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@tillbridge/web-kit';
import { changeLines } from './change-lines';
import { auditWords } from './audit-words';
import en from './locales/en.json';
import ru from './locales/ru.json';

const english = auditWords(en, 'en');
const russian = auditWords(ru, 'ru');
/** Intl writes a no-break space in Russian numbers and before "%"; the tests read plain spaces. */
const plain = (lines: { field: string; before?: string; after?: string }[]) =>
  JSON.parse(JSON.stringify(lines).replace(/[\u00a0\u202f]/g, ' ')) as typeof lines;

describe('audit change lines', () => {
  it('lists only the fields that changed, in words, with a side for new and removed ones', () => {
    expect(
      changeLines(
        { name: 'Cafe', venues: ['a'], kept: true, someOldField: 'x' },
        { name: 'Café', venues: ['a', 'b'], kept: true, added: 5 },
        english,
      ),
    ).toEqual([
      { field: 'Name', before: 'Cafe', after: 'Café' },
      { field: 'Venues', before: 'a', after: 'a; b' },
      { field: 'Some old field', before: 'x' },
      { field: 'Added', after: '5' },
    ]);
  });

  it('shows a created or removed thing whole, and plain values as they are', () => {
    expect(changeLines(undefined, { posObjectId: 'cafe-1' }, russian)).toEqual([
      { field: 'Код заведения', after: 'cafe-1' },
    ]);
    expect(changeLines(1000, 1500, english)).toEqual([{ field: '', before: '1000', after: '1500' }]);
    expect(changeLines(undefined, undefined, english)).toEqual([]);
  });

  it('writes ranks as a person reads them', () => {
    const ranks = [
      { name: 'Base', thresholdMinor: 0, cashbackBp: 300 },
      { name: 'Gold', thresholdMinor: 500_000, cashbackBp: 750 },
    ];
    expect(changeLines({ ranks: ranks.slice(0, 1) }, { ranks }, english)).toEqual([
      {
        field: 'Ranks',
        before: 'Name Base, from total spent 0.00, cashback 3%',
        after: 'Name Base, from total spent 0.00, cashback 3%; Name Gold, from total spent 5,000.00, cashback 7.5%',
      },
    ]);
  });

  it("shows money as amounts, shares as percents, moments in the reader's zone, yes/no and codes in words", () => {
    expect(changeLines({ balanceMinor: 29900 }, { balanceMinor: 449000 }, english)).toEqual([
      { field: 'Balance', before: '299.00', after: '4,490.00' },
    ]);
    expect(plain(changeLines({ maxBonusShareBp: 10_000 }, { maxBonusShareBp: 5000 }, english))).toEqual([
      { field: 'Bonus share', before: '100%', after: '50%' },
    ]);
    expect(plain(changeLines({ maxBonusShareBp: 5000 }, { maxBonusShareBp: 3350 }, russian))).toEqual([
      { field: 'Доля бонусов', before: '50 %', after: '33,5 %' },
    ]);
    expect(plain(changeLines(undefined, { amountMinor: -15000, count: 3 }, russian))).toEqual([
      { field: 'Сумма', after: '-150,00' },
      { field: 'Count', after: '3' },
    ]);
    const at = '2026-11-28T19:21:10.288Z';
    expect(changeLines({ blockedAt: null }, { blockedAt: at }, russian)).toEqual([
      { field: 'Заблокирован', before: 'нет', after: formatDateTime(at, 'ru') },
    ]);
    expect(changeLines(undefined, { wholeProgramme: true, kind: 'b2b' }, english)).toEqual([
      { field: 'Whole programme', after: 'yes' },
      { field: 'Kind', after: 'till or office (b2b)' },
    ]);
    expect(changeLines({ paymentsWithoutCheck: 'upToBalance' }, { paymentsWithoutCheck: 'refused' }, russian)).toEqual([
      { field: 'Оплаты без чека', before: 'в пределах баланса', after: 'не принимаются' },
    ]);
  });

  it('names the changed object in the page language', () => {
    expect(russian.object('programme city')).toBe('Программа city');
    expect(russian.object('card 5536 of guest +79160000101')).toBe('Карта 5536 гостя +79160000101');
    expect(english.object('key 12 Embankment till')).toBe('Key Embankment till (no. 12)');
    expect(english.object('something else')).toBe('something else');
  });
});
