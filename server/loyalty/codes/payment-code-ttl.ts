import type { LoyaltyOptions } from '../service-context/loyalty-context.js';
import { defaultPaymentCodeTtlMs } from './payment-code-store.js';

/**
 * How long a payment code lives: the option a test server sets; else TEST HOOK `TILLBRIDGE_TEST_PAYMENT_CODE_TTL_MS`,
 * for end-to-end specs that start the service as a process (a whole number of milliseconds; anything else is ignored);
 * else 5 minutes. Never set it in production.
 */
export function paymentCodeTtlMs(options: LoyaltyOptions | undefined, env: NodeJS.ProcessEnv = process.env): number {
  if (options?.paymentCodeTtlMs !== undefined) return options.paymentCodeTtlMs;
  const hook = Number(env.TILLBRIDGE_TEST_PAYMENT_CODE_TTL_MS);
  return Number.isSafeInteger(hook) && hook > 0 ? hook : defaultPaymentCodeTtlMs;
}
