import { describe, expect, it } from 'vitest';
import { fieldHint, readIdentity, tipFromPercent } from './identify-input';

describe('what the cashier typed', () => {
  it('tells codes, phones, card numbers and tracks apart', () => {
    expect(readIdentity('04251793')).toEqual({ paymentCode: '04251793' });
    expect(readIdentity('042517')).toEqual({ cardNumber: '042517' });
    expect(readIdentity('+7 (916) 123-45-67')).toEqual({ phone: '+79161234567' });
    expect(readIdentity('89161234567')).toEqual({ phone: '+79161234567' });
    expect(readIdentity('9161234567')).toEqual({ phone: '+79161234567' });
    expect(readIdentity('5536 9100 0000 0001')).toEqual({ cardNumber: '5536910000000001' });
    expect(readIdentity('T1234')).toEqual({ cardTrack: 'T1234' });
    expect(readIdentity(';T1234?')).toEqual({ cardTrack: 'T1234' });
    expect(readIdentity('   ')).toBeUndefined();
  });
  it('takes the card number out of a magnetic track as a keyboard-wedge reader types it', () => {
    const card = { cardNumber: '5536910012344820' };
    expect(readIdentity(';5536910012344820=2812?')).toEqual(card);
    expect(readIdentity(';5536910012344820=28121010000012300000?')).toEqual(card);
    expect(readIdentity('5536910012344820=2812')).toEqual(card);
    expect(readIdentity('%B5536910012344820^IVANOVA/MARIA^2812?')).toEqual(card);
    expect(readIdentity('%B5536910012344820^IVANOVA/MARIA^28121010000000000000?;5536910012344820=2812?')).toEqual(card);
    expect(readIdentity('B5536910012344820^IVANOVA/MARIA^2812')).toEqual(card);
  });
  it('hints what was typed, and with a phone-only loyalty service that cards and codes are not looked up', () => {
    expect(fieldHint(undefined, false, false)).toEqual({ key: 'guestHint' });
    expect(fieldHint(undefined, false, true)).toBeUndefined();
    expect(fieldHint({ cardNumber: '5536' }, false, false)).toEqual({ key: 'kind.cardNumber' });
    expect(fieldHint(undefined, true, false)).toEqual({ key: 'phoneOnlyHint' });
    /** After a try its message says what was wrong; the hint does not say it a second time. */
    expect(fieldHint(undefined, true, true)).toBeUndefined();
    expect(fieldHint({ paymentCode: '04251793' }, true, false)).toEqual({ key: 'notOfferedHint', kind: 'paymentCode' });
    expect(fieldHint({ phone: '+79161234567' }, true, false)).toEqual({ key: 'kind.phone' });
  });
  it('rounds a percentage tip half up to whole hundredths', () => {
    expect(tipFromPercent(288000, 10)).toBe(28800);
    expect(tipFromPercent(1005, 5)).toBe(50);
    expect(tipFromPercent(1010, 5)).toBe(51);
  });
});
