import { describe, expect, it } from 'vitest';
import { dialogDate, dialogNumber, DialogValueError, expectDialog } from './dialog-result.js';

describe('dialog values', () => {
  it('checks the type against the item', () => {
    expect(() => expectDialog(undefined, 'OneDate', 'Day')).toThrow('Day: no value was entered.');
    expect(() => expectDialog({ type: 'OneNumber', value: '1' }, 'OneDate', 'Day')).toThrow(
      'Day: this item asks for a OneDate, the station sent a OneNumber.',
    );
  });

  it('takes real YYYY-MM-DD dates as local days and dot numbers', () => {
    expect(dialogDate('2026-02-28', 'Day')).toEqual(new Date(2026, 1, 28));
    for (const bad of ['2026-02-30', '26-02-01', '2026/02/01', '2026-13-01'])
      expect(() => dialogDate(bad, 'Day')).toThrow(DialogValueError);
    expect(dialogNumber('-12.5', 'N')).toBe('-12.5');
    for (const bad of ['1,5', '1e3', '', '.5', 'ten']) expect(() => dialogNumber(bad, 'N')).toThrow(/is not a number/);
  });
});
