import { describe, expect, it } from 'vitest';
import { guestToConfirm } from './confirm-guest';

const typedPhone = '8 916 123-45-67';
const typedCard = '5536 9100 0000 0001';
const swipedCard = ';5536910012344820=2812?';
const swipedLoyaltyTrack = ';T1234?';
const code = '04251793';

describe('whether the prompt shows the guest before paying', () => {
  it('typed (default): a typed phone or card is confirmed; a swipe and a code pay at once', () => {
    expect(guestToConfirm('typed', typedPhone)).toEqual({
      identity: { phone: '+79161234567' },
      by: 'phone',
      value: '+79161234567',
    });
    expect(guestToConfirm('typed', typedCard)).toEqual({
      identity: { cardNumber: '5536910000000001' },
      by: 'card',
      value: '5536910000000001',
    });
    expect(guestToConfirm('typed', 'T1234')).toEqual({ identity: { cardTrack: 'T1234' }, by: 'card', value: 'T1234' });
    expect(guestToConfirm('typed', swipedCard)).toBeUndefined();
    expect(guestToConfirm('typed', '%B5536910012344820^IVANOVA/MARIA^2812?')).toBeUndefined();
    expect(guestToConfirm('typed', swipedLoyaltyTrack)).toBeUndefined();
    expect(guestToConfirm('typed', code)).toBeUndefined();
  });
  it('always: every phone and card, swiped too; the guest’s code still pays at once', () => {
    expect(guestToConfirm('always', swipedCard)).toMatchObject({ by: 'card', value: '5536910012344820' });
    expect(guestToConfirm('always', swipedLoyaltyTrack)).toMatchObject({ by: 'card', value: 'T1234' });
    expect(guestToConfirm('always', typedPhone)).toMatchObject({ by: 'phone' });
    expect(guestToConfirm('always', code)).toBeUndefined();
  });
  it('never: everything pays at once', () => {
    for (const input of [typedPhone, typedCard, swipedCard, code])
      expect(guestToConfirm('never', input)).toBeUndefined();
  });
  it('nothing typed is nothing to confirm', () => {
    expect(guestToConfirm('always', '  ')).toBeUndefined();
  });
});
