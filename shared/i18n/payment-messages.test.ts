import { describe, expect, it } from 'vitest';
import { languages } from './language.js';
import {
  isPaymentMessageKey,
  paymentMessage,
  renderPaymentMessage,
  type PaymentMessage,
  type PaymentMessageParams,
} from './payment-messages.js';

/** One message of every key, with amounts that show the decimal separator. */
const samples: { readonly [K in keyof PaymentMessageParams]: PaymentMessageParams[K] } = {
  paid: { amountMinor: 15000, balanceMinor: 85000 },
  confirmed: {},
  voided: {},
  guestNotFound: {},
  codeInvalid: {},
  guestBlocked: {},
  notEnoughBonuses: { amountMinor: 15000, balanceMinor: 2000 },
  overLimit: { limitMinor: 50000, amountMinor: 150000, balanceMinor: 200000, bound: 'share' },
  refusedWithoutCheck: {},
  serviceUnavailable: { reason: 'unreachable' },
  loginFailed: { problem: 'wrong-password' },
  refused: { code: '3099', message: 'order is closed' },
  notCompleted: {},
  notPaid: {},
  timeout: { seconds: 120 },
  stationClosed: {},
  stopping: {},
  cancelledAtStation: {},
  declinedByCashier: { reason: null },
  notDelivered: {},
  restartedWaiting: {},
  restartedCharging: {},
  notFoundTryAgain: {},
  codeTryAgain: { triesLeft: 2 },
  codesLocked: { limit: 5 },
  lookupNotOffered: {},
  confirmedPart: { amountMinor: 15000, authorizedMinor: 20000 },
  voidedPart: { amountMinor: 5000, remainingMinor: 15000 },
  tipChanged: { tipMinor: 1500, wasMinor: 2000 },
  overAuthorized: { amountMinor: 25000, authorizedMinor: 20000 },
  overPaid: { amountMinor: 25000, paidMinor: 20000 },
  confirmedOther: { amountMinor: 15000 },
  noTip: {},
  tipRaised: { tipMinor: 2500, agreedMinor: 2000 },
};
const all = Object.entries(samples).map(([key, params]) => ({ key, params }) as PaymentMessage);
const ru = (message: PaymentMessage) => renderPaymentMessage('ru', message);
const en = (message: PaymentMessage) => renderPaymentMessage('en', message);

describe('the payment messages', () => {
  it('has a sample of every key, and knows only its keys', () => {
    // `samples`' type makes it name every key; the catalog knows each of them
    expect(Object.keys(samples).every(isPaymentMessageKey)).toBe(true);
    expect(isPaymentMessageKey('paid')).toBe(true);
    expect(isPaymentMessageKey('toString')).toBe(false);
    expect(isPaymentMessageKey(null)).toBe(false);
  });

  it('says what a partial step did, in both languages', () => {
    expect(ru(paymentMessage('confirmedPart', { amountMinor: 15000, authorizedMinor: 20000 }))).toBe(
      'Подтверждено 150,00 из 200,00: 50,00 вернётся гостю.',
    );
    expect(en(paymentMessage('voidedPart', { amountMinor: 5000, remainingMinor: 15000 }))).toBe(
      'Voided 50.00: 150.00 stays paid.',
    );
    expect(ru(paymentMessage('tipChanged', { tipMinor: 0, wasMinor: 2000 }))).toBe(
      'Чаевые 20,00 отменены: они вернутся гостю.',
    );
  });

  it('renders every key in every language as a sentence with nothing left to fill in', () => {
    for (const language of languages)
      for (const message of all) {
        const text = renderPaymentMessage(language, message);
        expect(text, `${language} ${message.key}`).toMatch(/^\S.*\S$/);
        expect(text, `${language} ${message.key}`).not.toMatch(/[{}]|undefined|null|NaN/);
      }
    const russian = all.filter((m) => m.key !== 'refused').map(ru);
    for (const text of russian) expect(text).toMatch(/[а-яё]/i);
    for (const text of russian) expect(text).not.toMatch(/\d\.\d/);
    expect(new Set(all.map(en)).size).toBe(all.length);
    expect(new Set(all.map(ru)).size).toBe(all.length);
  });

  it('keeps the English the station has always shown', () => {
    expect(en(paymentMessage('paid', { amountMinor: 288000, balanceMinor: 12000 }))).toBe(
      'Paid with bonuses: 2880.00. Balance: 120.00',
    );
    expect(en(paymentMessage('notEnoughBonuses', { amountMinor: 288000, balanceMinor: 12000 }))).toBe(
      'Not enough bonuses to pay 2880.00. Balance 120.00.',
    );
    expect(en(paymentMessage('notEnoughBonuses', { amountMinor: 288000, balanceMinor: null }))).toBe(
      'Not enough bonuses to pay 2880.00.',
    );
    expect(en(paymentMessage('serviceUnavailable', { reason: 'unreachable' }))).toBe(
      'Loyalty service unavailable (unreachable): nothing was charged. Take another payment method.',
    );
    expect(en(paymentMessage('timeout', { seconds: 1 }))).toBe(
      'No guest was identified within 1 s: payment cancelled, nothing was charged.',
    );
    expect(en(paymentMessage('confirmed', {}))).toBe('Payment confirmed.');
  });

  it('writes Russian amounts with a comma, and Russian counts in their form', () => {
    expect(ru(paymentMessage('paid', { amountMinor: 15000, balanceMinor: 85000 }))).toBe(
      'Оплачено бонусами: 150,00. Остаток: 850,00',
    );
    expect(ru(paymentMessage('notEnoughBonuses', { amountMinor: 15000, balanceMinor: 2000 }))).toBe(
      'Недостаточно бонусов для оплаты 150,00. Баланс 20,00.',
    );
    expect(ru(paymentMessage('guestNotFound', {}))).toBe('Гость или карта не найдены: ничего не списано.');
    expect(ru(paymentMessage('serviceUnavailable', { reason: 'timeout' }))).toBe(
      'Программа лояльности недоступна (нет ответа): ничего не списано. Примите оплату другим способом.',
    );
    expect([1, 2, 5, 21, 120].map((seconds) => ru(paymentMessage('timeout', { seconds })).split(' гость')[0])).toEqual([
      'За 1 секунду',
      'За 2 секунды',
      'За 5 секунд',
      'За 21 секунду',
      'За 120 секунд',
    ]);
  });

  it("shows the cashier's own reason as typed, and formats amounts as asked", () => {
    const typed = paymentMessage('declinedByCashier', { reason: 'Гость передумал.' });
    expect(en(typed)).toBe('Гость передумал.');
    expect(ru(typed)).toBe('Гость передумал.');
    expect(ru(paymentMessage('declinedByCashier', { reason: null }))).toBe('Отклонено кассиром: ничего не списано.');
    const grouped = (minor: number, language: string) => `${language}:${minor}`;
    expect(renderPaymentMessage('ru', paymentMessage('paid', { amountMinor: 1, balanceMinor: 2 }), grouped)).toBe(
      'Оплачено бонусами: ru:1. Остаток: ru:2',
    );
  });
});
