import { describe, expect, it } from 'vitest';
import { changeLines } from './change-lines';

describe('audit change lines', () => {
  it('lists only the fields that changed, with a side for new and removed ones', () => {
    expect(
      changeLines(
        { name: 'Cafe', ranks: [1], kept: true, gone: 'x' },
        { name: 'Café', ranks: [1, 2], kept: true, added: 5 },
        'en',
      ),
    ).toEqual([
      { field: 'name', before: 'Cafe', after: 'Café' },
      { field: 'ranks', before: '[1]', after: '[1; 2]' },
      { field: 'gone', before: 'x' },
      { field: 'added', after: '5' },
    ]);
  });

  it('shows a created or removed thing whole, and plain values as they are', () => {
    expect(changeLines(undefined, { posObjectId: 'cafe-1' }, 'en')).toEqual([
      { field: 'posObjectId', after: 'cafe-1' },
    ]);
    expect(changeLines(1000, 1500, 'en')).toEqual([{ field: '', before: '1000', after: '1500' }]);
    expect(changeLines(undefined, undefined, 'en')).toEqual([]);
  });

  it('writes lists of records as a person reads them', () => {
    const ranks = [
      { name: 'Base', cashbackBp: 300 },
      { name: 'Gold', cashbackBp: 750 },
    ];
    expect(changeLines({ ranks: ranks.slice(0, 1) }, { ranks }, 'en')).toEqual([
      {
        field: 'ranks',
        before: '[name: Base, cashbackBp: 3 %]',
        after: '[name: Base, cashbackBp: 3 %; name: Gold, cashbackBp: 7.50 %]',
      },
    ]);
  });

  it("shows the API's money as amounts and its shares as percents, in the page's language", () => {
    expect(changeLines({ balanceMinor: 29900 }, { balanceMinor: 449000 }, 'en')).toEqual([
      { field: 'balanceMinor', before: '299.00', after: '4,490.00' },
    ]);
    expect(changeLines({ maxBonusShareBp: 5000 }, { maxBonusShareBp: 3350 }, 'ru')).toEqual([
      { field: 'maxBonusShareBp', before: '50 %', after: '33,50 %' },
    ]);
    expect(changeLines(undefined, { amountMinor: -15000, count: 3 }, 'ru')).toEqual([
      { field: 'amountMinor', after: '-150,00' },
      { field: 'count', after: '3' },
    ]);
  });
});
