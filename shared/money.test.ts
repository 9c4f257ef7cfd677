import { describe, expect, it } from 'vitest';
import { minorFromDecimal } from './money.js';

describe('minorFromDecimal', () => {
  it('reads two decimals exactly where a float product would be off', () => {
    expect(minorFromDecimal(1234.56)).toBe(123456);
    expect(minorFromDecimal(0.1)).toBe(10);
    expect(minorFromDecimal(1.15)).toBe(115);
    expect(minorFromDecimal(4.35)).toBe(435);
    expect(minorFromDecimal(1005.07)).toBe(100507);
    expect(minorFromDecimal(120)).toBe(12000);
    expect(minorFromDecimal(0)).toBe(0);
  });

  it('keeps the sign', () => {
    expect(minorFromDecimal(-45.5)).toBe(-4550);
    expect(minorFromDecimal(-0.01)).toBe(-1);
  });

  it('rounds a third decimal half away from zero', () => {
    expect(minorFromDecimal(1.005)).toBe(101);
    expect(minorFromDecimal(1.004)).toBe(100);
    expect(minorFromDecimal(-1.005)).toBe(-101);
    expect(minorFromDecimal(1e-7)).toBe(0);
  });

  it('refuses what is no amount or too large for whole minor units', () => {
    expect(() => minorFromDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => minorFromDecimal(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => minorFromDecimal(1e20)).toThrow(RangeError);
  });
});
