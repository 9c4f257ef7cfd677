export const defaultSlipWidth = 32;
export const minSlipWidth = 24;
export const maxSlipWidth = 80;

/** Refuses a width a slip cannot be laid out in. */
export function checkSlipWidth(width: number): number {
  if (!Number.isInteger(width) || width < minSlipWidth || width > maxSlipWidth)
    throw new RangeError(`slip width must be a whole number from ${minSlipWidth} to ${maxSlipWidth}; got ${width}`);
  return width;
}

// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]+/g;
/**
 * Anything clean() would change: a control character, white space other than one inner space. The character class
 * spells out JavaScript's white space other than the space (what `\s` matches), so one class does the work of two.
 */
// eslint-disable-next-line no-control-regex
const unclean = /[\u0000-\u001f\u007f\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]| {2}|^ | $/;

/** One printable line: control characters and runs of white space become one space. */
export function clean(text: string): string {
  if (!unclean.test(text)) return text;
  return text.replace(controlCharacters, ' ').replace(/\s+/g, ' ').trim();
}

const pieceExpressions = new Map<number, RegExp>();

/** Cuts a word into pieces of at most `width` characters (code points, so a surrogate pair is never split). */
function piecesOf(width: number): RegExp {
  let expression = pieceExpressions.get(width);
  if (!expression) {
    expression = new RegExp(`.{1,${width}}`, 'gu');
    pieceExpressions.set(width, expression);
  }
  return expression;
}

/** Word-wraps a text to lines of at most `width` characters; a word longer than the width is cut into pieces. */
export function wrapText(text: string, width: number): string[] {
  const cleaned = clean(text);
  /** A text that fits is its own one line (no word in it can be longer than the width). */
  if (cleaned.length <= width) return cleaned === '' ? [] : [cleaned];
  const lines: string[] = [];
  let current = '';
  for (const word of cleaned.split(' ').filter((w) => w !== '')) {
    const pieces = word.match(piecesOf(width)) ?? [];
    for (const piece of pieces) {
      if (current === '') current = piece;
      else if (current.length + 1 + piece.length <= width) current += ` ${piece}`;
      else {
        lines.push(current);
        current = piece;
      }
    }
  }
  if (current !== '') lines.push(current);
  return lines;
}

/** Centred lines (wrapped first). */
export function centered(text: string, width: number): string[] {
  return wrapText(text, width).map((line) => ' '.repeat(Math.floor((width - line.length) / 2)) + line);
}

/** Every slip's and report's head: the venue, then the title, each centred. */
export function slipHead(venue: string, title: string, width: number): string[] {
  return [...centered(venue, width), ...centered(title, width)];
}

/**
 * A label on the left and a value on the right (`Amount       2880.00`). When both do not fit on one line, the label is
 * wrapped and the value goes right-aligned on the line(s) below it.
 */
export function labelled(label: string, value: string, width: number): string[] {
  const left = clean(label);
  const right = clean(value);
  if (left.length + 1 + right.length <= width) return [left + ' '.repeat(width - left.length - right.length) + right];
  return [...wrapText(left, width), ...wrapText(right, width).map((line) => line.padStart(width))];
}

/**
 * An id (a payment's UUID) that a narrow slip cannot hold on one line, without its hyphens and braces: a UUID's 32 hex
 * digits fit a 32-column slip whole instead of breaking across two lines.
 */
export function fittedId(id: string, width: number): string {
  return id.length <= width ? id : id.replace(/[-{}]/g, '');
}

/** A line of dashes across the paper, as the driver's example slip has. */
export function ruler(width: number): string {
  return '-'.repeat(width);
}

/** Cuts a line that is already laid out (e.g. a stored report printed on a narrower printer). */
export function cut(line: string, width: number): string {
  return line.length <= width ? line : line.slice(0, width);
}
