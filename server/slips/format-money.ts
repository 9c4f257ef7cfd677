export { formatMinor } from '../../shared/i18n/format-amount.js';

/** Decimal text with a dot and at most two decimals ("2880", "2880.5", "2880.50") to integer hundredths; else undefined. */
export function parseMinor(text: string): number | undefined {
  const match = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const minor = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -minor : minor;
}
