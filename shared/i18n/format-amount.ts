import type { Language } from './language.js';

/** Integer hundredths as printed text, exactly (no floating point): 288000 → "2880.00", -5 → "-0.05". */
export function formatMinor(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount in hundredths must be a safe integer; got ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * An amount of integer hundredths as printed in a language: English `1234.56` (formatMinor), Russian `1234,56`. Neither
 * has a thousands separator, so an amount is as long in both languages (columns laid out for one fit the other) and is
 * never split by the slips' word wrap.
 */
export function formatAmount(minor: number, language: Language): string {
  const text = formatMinor(minor);
  return language === 'ru' ? text.replace('.', ',') : text;
}
