import { formatMinor } from '../money.js';
import type { Language } from './language.js';

/**
 * An amount of integer hundredths as printed in a language: English `1234.56` (formatMinor), Russian `1234,56`. Neither
 * has a thousands separator, so an amount is as long in both languages (columns laid out for one fit the other) and is
 * never split by the slips' word wrap.
 */
export function formatAmount(minor: number, language: Language): string {
  const text = formatMinor(minor);
  return language === 'ru' ? text.replace('.', ',') : text;
}
