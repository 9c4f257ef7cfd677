import { describe, expect, it } from 'vitest';
import { clean, wrapText } from './slip-layout.js';

// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]+/g;

/** clean() as it reads without its shortcut: what the shortcut must never differ from. */
const cleanedInFull = (text: string): string => text.replace(controlCharacters, ' ').replace(/\s+/g, ' ').trim();

const pieces = ['a', 'Bar', ' ', '  ', '\t', '\n', '\u00a0', '\u2028', '\u0007', '\u007f', 'Кафе', '😀', '-', ''];

/** Every text of up to three pieces: each kind of white space and control character, first, inside and last. */
function* texts(): Generator<string> {
  for (const a of pieces) for (const b of pieces) for (const c of pieces) yield a + b + c;
}

describe('clean', () => {
  it('leaves a clean text as it is', () => {
    expect(clean('Amount 12.00')).toBe('Amount 12.00');
  });

  it('answers what the full replacement answers, for every kind of white space and control character', () => {
    for (const text of texts()) expect(clean(text), JSON.stringify(text)).toBe(cleanedInFull(text));
  });

  it('knows every character JavaScript counts as white space, inside a text and at its ends', () => {
    for (let code = 0; code <= 0xffff; code++) {
      const c = String.fromCharCode(code);
      if (!/\s/.test(c) && code > 0x1f && code !== 0x7f) continue;
      for (const text of [`a${c}b`, `${c}a`, `a${c}`, `a ${c}b`])
        expect(clean(text), code.toString(16)).toBe(cleanedInFull(text));
    }
  });
});

describe('wrapText', () => {
  it('keeps a text that fits on one line, cleaned', () => {
    expect(wrapText('  Cafe\u00a0 Central ', 12)).toEqual(['Cafe Central']);
    expect(wrapText(' \t ', 12)).toEqual([]);
  });

  it('wraps a text one character over the width', () => {
    expect(wrapText('Cafe Central', 11)).toEqual(['Cafe', 'Central']);
  });
});
