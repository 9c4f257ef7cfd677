import type { Campaign, CampaignDraft } from '../../../shared/api/admin-console.js';
import type { CampaignSettings } from '../campaigns/campaign-settings.js';
import type { CampaignRow, GiftDescription } from '../campaigns/campaign-store.js';
import { dateTime } from '../openapi/common-schemas.js';
import { z } from '../openapi/zod.js';
import { maxMoney } from '../../../shared/money.js';

const code = z.string().trim().min(1, 'must not be empty').max(100);
const positiveMinor = z
  .number()
  .int('must be a whole number of minor units')
  .min(1, 'must be greater than 0')
  .max(maxMoney * 100);

/** The console's campaign form: a discount (`nonBought`) or a stamp campaign whose gift is one product free. */
export const campaignDraftSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'must not be empty').max(200),
    description: z.string().max(2000),
    type: z.enum(['nonBought', 'stamp']),
    startsAt: dateTime,
    endsAt: dateTime.optional(),
    discountPercentBp: z.number().int('must be a whole number of basis points').min(1).max(10_000).optional(),
    discountAmountMinor: positiveMinor.optional(),
    productCodes: z.array(code).max(500).optional(),
    minOrderSumMinor: positiveMinor.optional(),
    promocode: code.optional(),
    stamp: z
      .strictObject({
        stampsPerGift: z.number().int().min(1).max(1000),
        giftProductCode: code,
        giftName: z.string().trim().min(1, 'must not be empty').max(200),
      })
      .optional(),
  })
  .superRefine((d, ctx) => {
    const discounts = [d.discountPercentBp, d.discountAmountMinor].filter((v) => v !== undefined).length;
    if (d.endsAt !== undefined && Date.parse(d.endsAt) <= Date.parse(d.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after startsAt' });
    if (d.type === 'nonBought' && discounts !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['discountPercentBp'],
        message: 'a nonBought campaign needs exactly one of discountPercentBp or discountAmountMinor',
      });
    if (d.type === 'nonBought' && d.stamp !== undefined)
      ctx.addIssue({ code: 'custom', path: ['stamp'], message: 'only a stamp campaign has stamp' });
    if (d.type === 'stamp' && d.stamp === undefined)
      ctx.addIssue({ code: 'custom', path: ['stamp'], message: 'a stamp campaign needs stamp' });
    if (d.type === 'stamp' && discounts > 0)
      ctx.addIssue({ code: 'custom', path: ['discountPercentBp'], message: 'a stamp campaign gives no discount' });
  })
  .openapi({
    description: 'endsAt, when given, is after startsAt',
    oneOf: [
      {
        properties: { type: { type: 'string', enum: ['nonBought'] } },
        oneOf: [{ required: ['discountPercentBp'] }, { required: ['discountAmountMinor'] }],
        not: { required: ['stamp'] },
      },
      {
        properties: { type: { type: 'string', enum: ['stamp'] } },
        required: ['stamp'],
        not: { anyOf: [{ required: ['discountPercentBp'] }, { required: ['discountAmountMinor'] }] },
      },
    ],
  });

/** The settings of a new console campaign that its form does not show. */
export const newCampaignSettings: CampaignSettings = {
  name: '',
  description: '',
  imageUrl: null,
  type: 'nonBought',
  startsAt: new Date(0).toISOString(),
  endsAt: null,
  isActive: true,
  promocode: null,
  guestsOnly: false,
  discountPercentBp: null,
  discountAmountMinor: null,
  productCodes: [],
  categories: [],
  stamp: null,
  referral: null,
  price: null,
  oldPrice: null,
  minOrderSumMinor: null,
};

/** A product gift for a stamp campaign, keeping the pictures of the gift it replaces. */
function productGift(stamp: NonNullable<CampaignDraft['stamp']>, before: GiftDescription | undefined): GiftDescription {
  return {
    giftDescription: stamp.giftName,
    imageUrl: '',
    smallImageUrl: '',
    iconImageUrl: '',
    ...before,
    name: stamp.giftName,
    type: 'product',
    productCode: stamp.giftProductCode,
  };
}

/** The draft applied over a campaign's settings (`base`): what the form does not show is kept. */
export function settingsOfDraft(draft: CampaignDraft, base: CampaignSettings): CampaignSettings {
  return {
    ...base,
    name: draft.name,
    description: draft.description,
    type: draft.type,
    startsAt: new Date(draft.startsAt).toISOString(),
    endsAt: draft.endsAt === undefined ? null : new Date(draft.endsAt).toISOString(),
    promocode: draft.promocode ?? null,
    discountPercentBp: draft.discountPercentBp ?? null,
    discountAmountMinor: draft.discountAmountMinor ?? null,
    productCodes: draft.productCodes ?? [],
    minOrderSumMinor: draft.minOrderSumMinor ?? null,
    stamp: draft.stamp
      ? { stampsPerGift: draft.stamp.stampsPerGift, gift: productGift(draft.stamp, base.stamp?.gift) }
      : null,
  };
}

/** The types the console's form edits (the bootstrap file also knows `bought` and `referral`). */
export function isConsoleType(type: CampaignRow['type']): type is CampaignDraft['type'] {
  return type === 'nonBought' || type === 'stamp';
}

/** The contract's Campaign of a stored row of a console type. */
export function campaignView(row: CampaignRow & { type: CampaignDraft['type'] }): Campaign {
  const gift = row.gift === null ? undefined : (JSON.parse(row.gift) as GiftDescription);
  const codes = JSON.parse(row.product_codes) as string[];
  return {
    id: row.uuid,
    active: Number(row.is_active) === 1,
    name: row.name,
    description: row.description,
    type: row.type,
    startsAt: row.starts_at,
    ...(row.ends_at !== null && { endsAt: row.ends_at }),
    ...(row.discount_percent_bp !== null && { discountPercentBp: row.discount_percent_bp }),
    ...(row.discount_amount_minor !== null && { discountAmountMinor: Number(row.discount_amount_minor) }),
    ...(codes.length > 0 && { productCodes: codes }),
    ...(row.min_order_sum_minor !== null && { minOrderSumMinor: Number(row.min_order_sum_minor) }),
    ...(row.promocode !== null && { promocode: row.promocode }),
    ...(row.stamps_per_gift !== null &&
      gift && {
        stamp: { stampsPerGift: row.stamps_per_gift, giftProductCode: gift.productCode ?? '', giftName: gift.name },
      }),
  };
}
