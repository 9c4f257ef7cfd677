import { describe, expect, it } from 'vitest';
import { paymentMessage } from '../../shared/i18n/payment-messages.js';
import { displayFields, storedMessage } from './payment-display.js';

describe('a payment message in the payments table', () => {
  it("is stored as the station's words with its key and JSON parameters, and read back", () => {
    const message = paymentMessage('timeout', { seconds: 120 });
    const fields = displayFields('ru', message);
    expect(fields).toEqual({
      display_text: 'За 120 секунд гость не определён: оплата отменена, ничего не списано.',
      display_key: 'timeout',
      display_params: '{"seconds":120}',
    });
    expect(storedMessage(fields)).toEqual(message);
    expect(displayFields('en', message).display_text).toBe(
      'No guest was identified within 120 s: payment cancelled, nothing was charged.',
    );
  });

  it('reads no message from older rows, unknown keys or broken parameters', () => {
    expect(storedMessage({ display_key: null, display_params: null })).toBeNull();
    expect(storedMessage({ display_key: 'fromTheFuture', display_params: '{}' })).toBeNull();
    expect(storedMessage({ display_key: 'paid', display_params: '[1]' })).toBeNull();
    expect(storedMessage({ display_key: 'paid', display_params: 'nope' })).toBeNull();
    expect(storedMessage({ display_key: 'stopping', display_params: null })).toEqual({ key: 'stopping', params: {} });
  });
});
