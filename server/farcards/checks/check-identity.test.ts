import { describe, expect, it } from 'vitest';
import type { FarcardsCheck } from '../farcards-contract.js';
import { checkKeyOf, orderIdOf, refundIdOf, uuidV5 } from './check-identity.js';
import { planBatch } from './batch-plan.js';

const check = (overrides: Partial<FarcardsCheck>): FarcardsCheck => ({
  mode: 1,
  holderCards: [],
  lines: [],
  discounts: [],
  payments: [],
  ...overrides,
});

describe('the ids a check maps to', () => {
  it('derives UUID v5 as RFC 4122 does', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('names a check by its checkguid, else its orderguid, else restaurant, station and number', () => {
    expect(checkKeyOf(check({ checkGuid: 'a', orderGuid: 'b' }), {})).toBe('check:a');
    expect(checkKeyOf(check({ orderGuid: 'b' }), {})).toBe('order:b');
    expect(checkKeyOf(check({ checkNumber: '5012' }), { restaurant: 7, station: 2 })).toBe('till:7:2:5012');
    expect(checkKeyOf(undefined, { restaurant: 7, station: 2, checkNumber: 5012 })).toBe('till:7:2:5012');
    expect(checkKeyOf(check({}), { restaurant: 7 })).toBeUndefined();
  });

  it('maps the same check to the same order and each chmode to its own refund', () => {
    expect(orderIdOf('check:a')).toBe(orderIdOf('check:a'));
    expect(orderIdOf('check:a')).not.toBe(orderIdOf('check:b'));
    expect(refundIdOf(orderIdOf('check:a'), 2)).not.toBe(refundIdOf(orderIdOf('check:a'), 3));
  });
});

describe('what a batch asks', () => {
  const tx = (kind: 0 | 1 | 2 | 3, amountMinor: number) => ({ position: 1, card: '1', kind, amountMinor });
  const plan = (mode: number, ...transactions: ReturnType<typeof tx>[]) => {
    const result = planBatch({ check: check({ mode, checkGuid: 'g' }), transactions }, () => false);
    if (result.kind !== 'plan') throw new Error('no plan');
    return result.plan;
  };

  it('reads write-offs, their cancellation, the close and the return by kind, sign and chmode', () => {
    expect(plan(1, tx(0, -500), tx(2, 25), tx(3, 500))).toMatchObject({
      writeOffDeltaMinor: 500,
      close: true,
      refund: false,
    });
    expect(plan(7, tx(0, -500), tx(0, 200))).toMatchObject({ writeOffDeltaMinor: 300, close: false, refund: false });
    expect(plan(3, tx(0, 500), tx(2, -25))).toMatchObject({ writeOffDeltaMinor: 0, close: false, refund: true });
    expect(plan(2, tx(3, -500))).toMatchObject({ refund: true, close: false });
    expect(plan(1, tx(1, -100))).toMatchObject({ writeOffDeltaMinor: 0, close: false, refund: false });
  });

  it('leaves out the transactions applied before', () => {
    const result = planBatch({ check: check({ checkGuid: 'g' }), transactions: [tx(0, -500), tx(2, 25)] }, (key) =>
      key.includes('|0|'),
    );
    expect(result.kind === 'plan' && result.plan.fresh.map((entry) => entry.transaction.kind)).toEqual([2]);
  });
});
