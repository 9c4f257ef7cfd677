import { describe, expect, it } from 'vitest';
import { cutLine, documentsAsText, paperWidth } from './printer-document';

describe('receipt paper', () => {
  it('is as wide as the setting, or the widest line', () => {
    expect(paperWidth([{ cutAfter: true, lines: ['abc'] }], 32)).toBe(32);
    expect(paperWidth([{ cutAfter: true, lines: ['x'.repeat(40)] }], 32)).toBe(40);
  });
  it('keeps empty lines and marks cuts', () => {
    const text = documentsAsText(
      [
        { cutAfter: true, lines: ['A', ''] },
        { cutAfter: false, lines: ['B'] },
      ],
      32,
    );
    expect(text.split('\n')).toEqual(['A', '', cutLine(32), 'B']);
    expect(cutLine(32)).toContain('✂');
  });
});
