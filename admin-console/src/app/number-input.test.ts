import { describe, expect, it } from 'vitest';
import { bpToPercentText, minorToInputText, parsePercentToBp, parseSignedMoneyToMinor } from './number-input';

describe('console number inputs', () => {
  it('reads percents into basis points and writes them back', () => {
    expect(parsePercentToBp('5')).toBe(500);
    expect(parsePercentToBp('2,5')).toBe(250);
    expect(parsePercentToBp('12.25 %')).toBe(1225);
    expect(parsePercentToBp('100')).toBe(10_000);
    for (const bad of ['', '-1', '100.01', '1.234', 'ten', '1e2']) expect(parsePercentToBp(bad), bad).toBeUndefined();
    expect(bpToPercentText(500)).toBe('5');
    expect(bpToPercentText(250)).toBe('2.5');
    expect(bpToPercentText(1225)).toBe('12.25');
    expect(bpToPercentText(0)).toBe('0');
  });

  it('reads signed money into minor units', () => {
    expect(parseSignedMoneyToMinor('-150')).toBe(-15_000);
    expect(parseSignedMoneyToMinor('+12,50')).toBe(1250);
    expect(parseSignedMoneyToMinor('\u22123')).toBe(-300);
    expect(parseSignedMoneyToMinor('1 234.5')).toBe(123_450);
    for (const bad of ['', '-', '1.234', 'abc', '--1']) expect(parseSignedMoneyToMinor(bad), bad).toBeUndefined();
  });

  it('writes minor units for an input', () => {
    expect(minorToInputText(150_000)).toBe('1500');
    expect(minorToInputText(1250)).toBe('12.5');
    expect(minorToInputText(1205)).toBe('12.05');
    expect(minorToInputText(0)).toBe('0');
  });
});
