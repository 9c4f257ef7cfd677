import { formatMinor, parseTypedMinor } from '../../../shared/money';

/** Numbers as an administrator types them: percents into basis points, money into minor units, and back. */

/** "5" → 500, "2,5" → 250, "12.25" → 1225; undefined when not a percent 0–100 with at most two decimals. */
export function parsePercentToBp(text: string): number | undefined {
  const match = /^(\d{1,3})(?:[.,](\d{0,2}))?$/.exec(text.trim().replace(/\s*%$/, ''));
  if (!match) return undefined;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : undefined;
}

/** 500 → "5", 250 → "2.5", 1225 → "12.25". */
export function bpToPercentText(bp: number): string {
  return formatMinor(bp).replace(/\.?0+$/, '');
}

/** "-150", "+12,50", "300" → minor units with their sign; undefined when not an amount. */
export function parseSignedMoneyToMinor(text: string): number | undefined {
  const trimmed = text.trim().replace(/^\u2212/, '-');
  const sign = trimmed.startsWith('-') ? -1 : 1;
  const minor = parseTypedMinor(trimmed.replace(/^[+-]/, ''));
  return minor === undefined ? undefined : sign * minor;
}

/** Minor units as an input shows them: 150000 → "1500", 1250 → "12.5". */
export function minorToInputText(minor: number): string {
  return formatMinor(minor)
    .replace(/\.00$/, '')
    .replace(/(\.\d)0$/, '$1');
}
