import { describe, expect, it } from 'vitest';
import type { Campaign } from '../../../shared/api/admin-console';
import { draftOf, emptyCampaign, fieldsOf } from './campaign-fields';

const base = { ...emptyCampaign('2026-11-01'), name: 'Autumn', description: 'Coffee off' };

describe('campaign form fields', () => {
  it('makes a percent campaign with products, a minimum sum and an end', () => {
    const result = draftOf({
      ...base,
      discount: '10',
      productCodes: 'C1, C2',
      minOrderSum: '500',
      endsOn: '2026-12-01',
    });
    expect(result).toEqual({
      ok: true,
      draft: {
        name: 'Autumn',
        description: 'Coffee off',
        type: 'nonBought',
        startsAt: '2026-11-01T00:00:00.000Z',
        endsAt: '2026-12-01T00:00:00.000Z',
        productCodes: ['C1', 'C2'],
        minOrderSumMinor: 50_000,
        discountPercentBp: 1000,
      },
    });
  });

  it('names the first field at fault', () => {
    expect(draftOf({ ...base, name: ' ' })).toEqual({ ok: false, field: 'name' });
    expect(draftOf({ ...base, discount: '0' })).toEqual({ ok: false, field: 'discount' });
    expect(draftOf({ ...base, discount: '5', endsOn: '2026-10-01' })).toEqual({ ok: false, field: 'endsOn' });
    expect(draftOf({ ...base, discount: '5', minOrderSum: 'lots' })).toEqual({ ok: false, field: 'minOrderSum' });
    expect(draftOf({ ...base, type: 'stamp', stampsPerGift: '0' })).toEqual({ ok: false, field: 'stampsPerGift' });
  });

  it('round-trips a stamp campaign through the form', () => {
    const campaign: Campaign = {
      id: 'c-1',
      active: true,
      name: 'Sixth coffee',
      description: 'Every sixth free',
      type: 'stamp',
      startsAt: '2026-11-01T00:00:00.000Z',
      productCodes: ['COFFEE'],
      stamp: { stampsPerGift: 6, giftProductCode: 'COFFEE', giftName: 'Coffee' },
    };
    const { id: _id, active: _active, ...draft } = campaign;
    expect(draftOf(fieldsOf(campaign))).toEqual({ ok: true, draft });
  });
});
