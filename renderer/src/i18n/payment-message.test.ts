import { describe, expect, it } from 'vitest';
import { paymentMessage } from '../../../shared/i18n/payment-messages';
import { paymentMessageText } from './payment-message';

const declined = {
  display: paymentMessage('notEnoughBonuses', { amountMinor: 288000, balanceMinor: 12000 }),
  displayText: 'Not enough bonuses to pay 2880.00. Balance 120.00.',
};
const spaced = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe("a payment's message in the window", () => {
  it("is rendered in the window's language, money written as the window writes it", () => {
    expect(spaced(paymentMessageText('ru', declined))).toBe('Недостаточно бонусов для оплаты 2 880,00. Баланс 120,00.');
    expect(paymentMessageText('en', declined)).toBe('Not enough bonuses to pay 2,880.00. Balance 120.00.');
    expect(spaced(paymentMessageText('ru-RU', declined))).toMatch(/^Недостаточно/);
  });

  it("falls back to the station's words without a key this window knows", () => {
    const text = 'Cancelled: the bridge restarted.';
    expect(paymentMessageText('ru', { display: null, displayText: text })).toBe(text);
    const unknown = { key: 'fromTheFuture', params: {} } as unknown as typeof declined.display;
    expect(paymentMessageText('ru', { display: unknown, displayText: text })).toBe(text);
    const broken = { key: 'paid', params: {} } as unknown as typeof declined.display;
    expect(paymentMessageText('ru', { display: broken, displayText: text })).toBe(text);
    expect(paymentMessageText('ru', { display: null, displayText: null })).toBeNull();
  });
});
