import { describe, expect, it } from 'vitest';
import { paperWidth } from './printer-document';

describe('receipt paper', () => {
  it('is as wide as the setting, or the widest line', () => {
    expect(paperWidth([{ cutAfter: true, lines: ['abc'] }], 32)).toBe(32);
    expect(paperWidth([{ cutAfter: true, lines: ['x'.repeat(40)] }], 32)).toBe(40);
  });
});
