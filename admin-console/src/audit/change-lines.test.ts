import { describe, expect, it } from 'vitest';
import { changeLines } from './change-lines';

describe('audit change lines', () => {
  it('lists only the fields that changed, with a side for new and removed ones', () => {
    expect(
      changeLines(
        { name: 'Cafe', ranks: [1], kept: true, gone: 'x' },
        { name: 'Café', ranks: [1, 2], kept: true, added: 5 },
      ),
    ).toEqual([
      { field: 'name', before: 'Cafe', after: 'Café' },
      { field: 'ranks', before: '[1]', after: '[1; 2]' },
      { field: 'gone', before: 'x' },
      { field: 'added', after: '5' },
    ]);
  });

  it('shows a created or removed thing whole, and plain values as they are', () => {
    expect(changeLines(undefined, { posObjectId: 'cafe-1' })).toEqual([{ field: 'posObjectId', after: 'cafe-1' }]);
    expect(changeLines(1000, 1500)).toEqual([{ field: '', before: '1000', after: '1500' }]);
    expect(changeLines(undefined, undefined)).toEqual([]);
  });

  it('writes lists of records as a person reads them', () => {
    const ranks = [
      { name: 'Base', cashbackBp: 300 },
      { name: 'Gold', cashbackBp: 750 },
    ];
    expect(changeLines({ ranks: ranks.slice(0, 1) }, { ranks })).toEqual([
      {
        field: 'ranks',
        before: '[name: Base, cashbackBp: 300]',
        after: '[name: Base, cashbackBp: 300; name: Gold, cashbackBp: 750]',
      },
    ]);
  });
});
