import { describe, expect, it } from 'vitest';
import { defaultPaymentCodeTtlMs } from './payment-code-store.js';
import { paymentCodeTtlMs } from './payment-code-ttl.js';

describe("a payment code's lifetime", () => {
  it('is 5 minutes unless a test shortens it', () => {
    expect(paymentCodeTtlMs(undefined, {})).toBe(defaultPaymentCodeTtlMs);
    expect(paymentCodeTtlMs({ paymentCodeTtlMs: 1 }, { TILLBRIDGE_TEST_PAYMENT_CODE_TTL_MS: '2000' })).toBe(1);
    expect(paymentCodeTtlMs(undefined, { TILLBRIDGE_TEST_PAYMENT_CODE_TTL_MS: '2000' })).toBe(2000);
  });

  it('ignores a test hook that is not a whole number of milliseconds', () => {
    for (const value of ['', '0', '-5', '1.5', 'soon'])
      expect(paymentCodeTtlMs(undefined, { TILLBRIDGE_TEST_PAYMENT_CODE_TTL_MS: value })).toBe(defaultPaymentCodeTtlMs);
  });
});
