import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneHint, phoneInput } from './phone-number.js';

describe('normalizePhone', () => {
  it.each([
    ['+7 999 123-45-67'],
    ['8 (999) 123-45-67'],
    ['89991234567'],
    ['9991234567'],
    ['79991234567'],
    ['+79991234567'],
    [' +7 (999) 123 45 67 '],
  ])('reads %s as +79991234567', (typed) => {
    expect(normalizePhone(typed)).toBe('+79991234567');
  });

  it('keeps a number with another country code', () => {
    expect(normalizePhone('+49 151 1234 5678')).toBe('+4915112345678');
  });

  it('takes a number of a possible length in a range the metadata does not know yet', () => {
    expect(normalizePhone('+70000000001')).toBe('+70000000001');
    expect(normalizePhone('8 (000) 000-00-01')).toBe('+70000000001');
    expect(normalizePhone('+1 000 000 0000')).toBe('+10000000000');
  });

  it('reads numbers without a country code in the region given', () => {
    expect(normalizePhone('0151 1234 5678', 'DE')).toBe('+4915112345678');
    expect(normalizePhone('0151 1234 5678', 'RU')).toBeUndefined();
  });

  it.each([
    [''],
    ['12345'],
    ['+7 999 123'],
    ['+7999123456789'],
    ['+7 999 123 45 678'],
    ['+999 123456'],
    ['abc'],
    ['8 999 abc-45-67'],
    ['5536910000000001'],
  ])('refuses %j', (typed) => {
    expect(normalizePhone(typed)).toBeUndefined();
  });
});

describe('normalizePhone read again', () => {
  it('answers the same for a phone it has read before, valid or not, and per region', () => {
    for (let round = 0; round < 2; round++) {
      expect(normalizePhone('8 (999) 123-45-67')).toBe('+79991234567');
      expect(normalizePhone('12-34')).toBeUndefined();
      expect(normalizePhone('030 1234567', 'DE')).toBe('+49301234567');
      expect(normalizePhone('030 1234567', 'RU')).toBe('+70301234567');
    }
  });
});

describe('phoneInput', () => {
  it('normalises, and refuses with the hint', () => {
    expect(phoneInput().parse('8 (999) 123-45-67')).toBe('+79991234567');
    const refused = phoneInput().safeParse('12-34');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(phoneHint);
  });
});
