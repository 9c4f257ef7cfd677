import { describe, expect, it } from 'vitest';
import { cashierTexts } from './cashier-texts.js';
import { defaultMenuTexts } from './default-menu-texts.js';
import { formatAmount } from '../../shared/i18n/format-amount.js';
import { languages } from '../../shared/i18n/language.js';
import { menuTexts } from './menu-texts.js';
import { printedTexts } from './printed-texts.js';
import { russianPlural } from '../../shared/i18n/russian-plural.js';

/** Every key path of a catalog, functions and strings alike. */
function keyPaths(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? keyPaths(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('amounts in a language', () => {
  it('writes English with a dot and Russian with a comma, without a thousands separator', () => {
    expect(formatAmount(123456, 'en')).toBe('1234.56');
    expect(formatAmount(123456, 'ru')).toBe('1234,56');
    expect(formatAmount(-5, 'ru')).toBe('-0,05');
    expect(formatAmount(123456789012, 'ru')).toBe('1234567890,12');
  });
});

describe('russianPlural', () => {
  it('picks one, few or many as Russian counts', () => {
    const form = (n: number) => russianPlural(n, 'оплата', 'оплаты', 'оплат');
    expect([1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 0].map(form)).toEqual([
      'оплата',
      'оплаты',
      'оплаты',
      'оплат',
      'оплат',
      'оплат',
      'оплат',
      'оплата',
      'оплаты',
      'оплат',
      'оплата',
      'оплат',
      'оплат',
    ]);
  });
});

describe('the catalogs', () => {
  it('have the same keys in every language and no empty text', () => {
    for (const catalog of [printedTexts, menuTexts, defaultMenuTexts, cashierTexts]) {
      const english = keyPaths(catalog('en'));
      for (const language of languages) {
        expect(keyPaths(catalog(language))).toEqual(english);
        const texts = catalog(language) as object;
        for (const path of english) {
          const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], texts);
          if (typeof value === 'string') expect(value.trim(), `${language} ${path}`).not.toBe('');
        }
      }
    }
  });

  it('say what a cashier expects in Russian', () => {
    const ru = printedTexts('ru');
    expect(ru.report.zTitle(12)).toBe('Z-ОТЧЁТ № 12');
    expect(ru.report.stillRunning(1)).toBe('1 оплата не завершена');
    expect(ru.report.carriedOver(1)).toBe('1 оплата не завершена и войдёт в следующую смену');
    expect(ru.report.carriedOver(3)).toBe('3 оплаты не завершены и войдут в следующую смену');
    expect(ru.report.stillRunning(5)).toBe('5 оплат не завершены');
  });
});
