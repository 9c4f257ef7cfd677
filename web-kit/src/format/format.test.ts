import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber, isoDay } from './format';
import { initialLanguageFor } from '../i18n/language';
import { formatMinor, parseTypedMinor } from '../../../shared/money';

describe('money', () => {
  it('writes hundredths exactly', () => {
    expect(formatMinor(288000)).toBe('2880.00');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(-5)).toBe('-0.05');
    expect(formatMinor(10_000_000_000_001)).toBe('100000000000.01');
  });
  it('formats for the locale', () => {
    expect(formatMoney(288000, 'en')).toBe('2,880.00');
    expect(formatMoney(288000, 'ru').replace(/\s/g, ' ')).toBe('2 880,00');
    expect(formatMoney(10_000_000_000_001, 'en')).toBe('100,000,000,000.01');
  });
  it('reads what a person types', () => {
    expect(parseTypedMinor('150')).toBe(15000);
    expect(parseTypedMinor('150,5')).toBe(15050);
    expect(parseTypedMinor('1 234.56')).toBe(123456);
    expect(parseTypedMinor('1.234')).toBeUndefined();
    expect(parseTypedMinor('-1')).toBeUndefined();
    expect(parseTypedMinor('abc')).toBeUndefined();
  });
});

describe('numbers and dates', () => {
  it('formats numbers for the locale', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'ru').replace(/\s/g, ' ')).toBe('12 345');
  });
  it('formats dates with date-fns locales', () => {
    const day = new Date(2026, 10, 21, 14, 5, 9);
    expect(formatDate(day, 'en')).toBe('21 Nov 2026');
    expect(formatDate(day, 'ru')).toMatch(/^21 нояб\. 2026/);
    expect(isoDay(day)).toBe('2026-11-21');
  });
});

describe('language', () => {
  it("prefers the cashier's choice in this window, then the bridge's setting, then English", () => {
    expect(initialLanguageFor('ru', 'en')).toBe('ru');
    expect(initialLanguageFor('en', 'ru')).toBe('en');
    expect(initialLanguageFor(null, 'ru')).toBe('ru');
    expect(initialLanguageFor(null, undefined)).toBe('en');
    expect(initialLanguageFor('xx', 'de')).toBe('en');
  });
});
