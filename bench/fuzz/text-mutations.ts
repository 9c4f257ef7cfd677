import type { Prng } from '../../shared/seeded-random.js';

/** What a mutation makes of a body: text, or bytes once a byte was flipped (then often not UTF-8 any more). */
export type Body = string | Buffer;

/** Characters XML and most text fields do not expect: C0 controls, DEL, C1, non-characters, separators, a BOM. */
const controls = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
  '\ufffe',
  '\uffff',
  '\u2028',
  '\ufeff',
];
/** Text beyond ASCII: Cyrillic, an emoji (a surrogate pair), right-to-left, combining marks, a lone surrogate. */
const unicode = ['Пётр', '😀', '\u202eabc', 'e\u0301\u0301', '\ud800', '\udfff', '中文', '\u00a0', 'ǅ', '\u{10ffff}'];
/** Numbers a field may not expect: huge, negative, fractional, exponent, not a number. */
export const oddNumbers = [
  '99999999999999999999999999',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  '1e-400',
  'NaN',
  'Infinity',
  '0x10',
  '+1',
  ' 1 ',
  '9007199254740993',
  '１２３',
];

export const pickControl = (rng: Prng): string => rng.pick(controls);
export const pickUnicode = (rng: Prng): string => rng.pick(unicode);

export function insertAt(text: string, index: number, insert: string): string {
  return text.slice(0, index) + insert + text.slice(index);
}

/** A random text a field could be given instead of its own. */
export function oddText(rng: Prng): string {
  switch (rng.int(6)) {
    case 0:
      return rng.pick(oddNumbers);
    case 1:
      return pickControl(rng);
    case 2:
      return pickUnicode(rng);
    case 3:
      return 'x'.repeat(rng.pick([256, 4096, 70_000]));
    case 4:
      return '';
    default:
      return `a${pickControl(rng)}b${pickUnicode(rng)}`;
  }
}

/** Mutations of the text as text: cut, insert, delete, duplicate. */
export function mutateText(rng: Prng, text: string): string {
  const at = rng.int(text.length + 1);
  switch (rng.int(6)) {
    case 0:
      return text.slice(0, at);
    case 1:
      return insertAt(text, at, pickControl(rng));
    case 2:
      return insertAt(text, at, pickUnicode(rng));
    case 3:
      return text.slice(0, at) + text.slice(at + 1 + rng.int(20));
    case 4:
      return insertAt(text, at, text.slice(at, at + 1 + rng.int(40)));
    default:
      return insertAt(text, at, rng.pick(oddNumbers));
  }
}

/** Flips one to three random bits of the UTF-8 bytes (often leaving invalid UTF-8). */
export function flipBytes(rng: Prng, body: Body): Buffer {
  const bytes = Buffer.from(body);
  if (bytes.length === 0) return bytes;
  for (let n = 1 + rng.int(3); n > 0; n--) {
    const i = rng.int(bytes.length);
    bytes[i] = bytes[i]! ^ (1 << rng.int(8));
  }
  return bytes;
}
