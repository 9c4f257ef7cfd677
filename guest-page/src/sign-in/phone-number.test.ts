import { describe, expect, it } from 'vitest';
import { displayPhone, toE164 } from './phone-number';

describe('the phone a guest types', () => {
  it('is read in the page region when local, and as typed when international', () => {
    expect(toE164('8 (916) 123-45-67', 'RU')).toBe('+79161234567');
    expect(toE164('916 123 45 67', 'RU')).toBe('+79161234567');
    expect(toE164('+49 151 12345678', 'RU')).toBe('+4915112345678');
  });

  it('is taken in a range the metadata does not know yet, when its length is possible', () => {
    expect(toE164('+7 000 000-00-01', 'RU')).toBe('+70000000001');
    expect(toE164('+7 999 123', 'RU')).toBeUndefined();
  });

  it('is refused when it is not a number', () => {
    expect(toE164('12345', 'RU')).toBeUndefined();
    expect(toE164('call me', 'RU')).toBeUndefined();
  });

  it('is shown grouped, on one line', () => {
    expect(displayPhone('+79161234567')).toBe('+7\u00a0916\u00a0123\u00a045\u00a067');
  });
});
