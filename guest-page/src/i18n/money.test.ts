import { describe, expect, it } from 'vitest';
import { formatBonuses, formatMoney } from './money';
import { unitsToMinor } from '../../../shared/money';

describe('money on the guest page', () => {
  it('turns the API decimals into kopecks exactly', () => {
    expect(unitsToMinor(1234.5)).toBe(123450);
    expect(unitsToMinor(0.29)).toBe(29);
  });

  it('shows roubles in the page language', () => {
    expect(formatMoney(123450, 'RUB', 'en')).toBe('₽1,234.50');
    expect(formatMoney(120000, 'RUB', 'ru')).toBe('1\u00a0200\u00a0₽');
  });

  it('shows bonuses with their sign when asked', () => {
    expect(formatBonuses(12000, 'en', true)).toBe('+120');
    expect(formatBonuses(-4550, 'en', true)).toBe('-45.50');
  });
});
