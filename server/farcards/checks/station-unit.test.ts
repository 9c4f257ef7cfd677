import { describe, expect, it } from 'vitest';
import { unitNoOf } from './station-unit.js';

describe("an authpay station's FarCards UnitNo (farcards.unitNo)", () => {
  it('is the whole fullcode by default, and the last 4 digits of a prefixed full code under fullcodeTail', () => {
    expect(unitNoOf('2', 'fullcode')).toBe('2');
    expect(unitNoOf('0002', 'fullcode')).toBe('2');
    expect(unitNoOf('199990002', 'fullcodeTail')).toBe('2');
    expect(unitNoOf('12', 'fullcodeTail')).toBe('12');
  });

  it('is none for a code that is not a whole number (no open check can match it)', () => {
    expect(unitNoOf('', 'fullcode')).toBeUndefined();
    expect(unitNoOf('BAR-1', 'fullcode')).toBeUndefined();
    expect(unitNoOf('12345678901', 'fullcode')).toBeUndefined();
  });
});
