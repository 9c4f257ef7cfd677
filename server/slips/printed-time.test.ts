import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { printedTime, slipTimeFormat } from './printed-time.js';

describe('printedTime', () => {
  it('prints a Date and its ISO text alike, in the slip format and local time', () => {
    const at = new Date(2026, 10, 21, 9, 5, 7, 250);
    expect(printedTime(at)).toBe('21.11.2026 09:05:07');
    expect(printedTime(at.toISOString())).toBe(format(at, slipTimeFormat));
  });

  it('moves on with the clock: the remembered second is not printed for the next one', () => {
    const at = new Date(2026, 10, 21, 23, 59, 59, 999);
    expect(printedTime(at)).toBe('21.11.2026 23:59:59');
    expect(printedTime(new Date(at.getTime() + 1))).toBe('22.11.2026 00:00:00');
    expect(printedTime(new Date(at.getTime() - 86_400_000))).toBe('20.11.2026 23:59:59');
  });

  it('refuses nothing silently: an invalid time throws as date-fns does', () => {
    expect(() => printedTime('not a time')).toThrow(RangeError);
  });
});
