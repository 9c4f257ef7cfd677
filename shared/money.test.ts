import { describe, expect, it } from 'vitest';
import {
  formatMinor,
  hasAtMostDecimals,
  maxBalanceMinor,
  milliToUnits,
  minorToUnits,
  parseMinor,
  parseTypedMinor,
  percentOf,
  scaledInteger,
  unitsToMinor,
} from './money.js';

describe('money', () => {
  it('converts the API numbers to hundredths exactly and refuses more decimals', () => {
    expect(unitsToMinor(0.1)).toBe(10);
    expect(unitsToMinor(1234567.89)).toBe(123456789);
    expect(unitsToMinor(-2.5)).toBe(-250);
    expect(unitsToMinor(1e12)).toBe(maxBalanceMinor);
    expect(unitsToMinor(19.99)).toBe(1999);
    expect(() => unitsToMinor(0.1 + 0.2)).toThrow(/2 decimal/);
    expect(() => unitsToMinor(Number.NaN)).toThrow();
    expect(() => unitsToMinor(1e-7)).toThrow();
    expect(() => unitsToMinor(1e12 + 1)).toThrow();
    expect(scaledInteger(0.125, 3)).toBe(125);
    expect(scaledInteger(0.1255, 3)).toBeUndefined();
  });

  it('converts hundredths and thousandths to the API numbers', () => {
    expect(minorToUnits(12345)).toBe(123.45);
    expect(minorToUnits(-5)).toBe(-0.05);
    expect(() => minorToUnits(1.5)).toThrow(RangeError);
    expect(milliToUnits(1250)).toBe(1.25);
  });

  it('judges decimal places on the shortest decimal text', () => {
    expect(hasAtMostDecimals(1.1, 2)).toBe(true);
    expect(hasAtMostDecimals(1.001, 2)).toBe(false);
    expect(hasAtMostDecimals(Number.POSITIVE_INFINITY, 2)).toBe(false);
  });

  it('formats and parses decimal text exactly', () => {
    expect(formatMinor(288000)).toBe('2880.00');
    expect(formatMinor(-5)).toBe('-0.05');
    expect(formatMinor(12345678901234567n)).toBe('123456789012345.67');
    expect(() => formatMinor(0.5)).toThrow(RangeError);
    expect(parseMinor('2880')).toBe(288000);
    expect(parseMinor(' -2880.5 ')).toBe(-288050);
    expect(parseMinor('2880.505')).toBeUndefined();
    expect(parseMinor('1,5')).toBeUndefined();
  });

  it('parses amounts typed by a person', () => {
    expect(parseTypedMinor('12,5')).toBe(1250);
    expect(parseTypedMinor('1 234.50')).toBe(123450);
    expect(parseTypedMinor('100')).toBe(10000);
    expect(parseTypedMinor('-1')).toBeUndefined();
    expect(parseTypedMinor('1.234')).toBeUndefined();
  });

  it('takes a share in basis points, rounded down, in integers', () => {
    expect(percentOf(999, 500)).toBe(49);
    expect(percentOf(maxBalanceMinor, 10000)).toBe(maxBalanceMinor);
  });
});
