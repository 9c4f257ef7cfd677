import { loyaltyErrors } from '../../shared/loyalty-api/error-codes.js';
import { describe, expect, it } from 'vitest';
import { LoyaltyApiError, LoyaltyUnavailableError } from '../loyalty-client/loyalty-client-errors.js';
import { refusalFor } from './decline-messages.js';

const facts = { amountMinor: 15000, balanceMinor: 2000, limitMinor: 5000 };
const api = (code: string) => new LoyaltyApiError(400, code, `error ${code}`);

describe('refusalFor', () => {
  it("turns the loyalty service's refusals into declined messages with the facts they need", () => {
    expect(refusalFor(api(loyaltyErrors.guestNotFound.code), facts)).toEqual({
      state: 'declined',
      message: { key: 'guestNotFound', params: {} },
    });
    expect(refusalFor(api(loyaltyErrors.paymentCodeInvalid.code), facts).message.key).toBe('codeInvalid');
    expect(refusalFor(api(loyaltyErrors.guestBlocked.code), facts).message.key).toBe('guestBlocked');
    expect(refusalFor(api(loyaltyErrors.insufficientBonuses.code), facts)).toEqual({
      state: 'declined',
      message: { key: 'notEnoughBonuses', params: { amountMinor: 15000, balanceMinor: 2000 } },
    });
    expect(refusalFor(api(loyaltyErrors.bonusPaymentOutOfRange.code), { amountMinor: 15000 })).toEqual({
      state: 'declined',
      message: { key: 'overLimit', params: { limitMinor: 0, amountMinor: 15000, balanceMinor: null } },
    });
    expect(refusalFor(api(loyaltyErrors.bonusPaymentOutOfRange.code), { ...facts, limit: 'share' })).toEqual({
      state: 'declined',
      message: {
        key: 'overLimit',
        params: { limitMinor: 5000, amountMinor: 15000, balanceMinor: 2000, bound: 'share' },
      },
    });
    expect(
      refusalFor(api(loyaltyErrors.bonusPaymentOutOfRange.code), { ...facts, limit: 'refusedWithoutCheck' }),
    ).toEqual({ state: 'declined', message: { key: 'refusedWithoutCheck', params: {} } });
    expect(refusalFor(api('3099'), facts)).toEqual({
      state: 'declined',
      message: { key: 'refused', params: { code: '3099', message: 'error 3099' } },
    });
  });

  it('fails (not declines) when the service could not be asked or something else broke', () => {
    expect(refusalFor(new LoyaltyUnavailableError('timeout', 'no answer in 4500 ms'), facts)).toEqual({
      state: 'failed',
      message: { key: 'serviceUnavailable', params: { reason: 'timeout' } },
    });
    expect(refusalFor(new Error('disk full'), facts)).toEqual({
      state: 'failed',
      message: { key: 'notCompleted', params: {} },
    });
  });
});
