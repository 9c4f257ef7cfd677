import { z } from '../openapi/zod.js';

/** Empty when the gift has no picture (a stamp campaign's gift made in the console). */
const url = z.string();

export const giftDescriptionSchema = z
  .object({
    name: z.string().min(1),
    giftDescription: z.string().min(1),
    imageUrl: url,
    smallImageUrl: url,
    iconImageUrl: url,
    type: z.enum(['simple', 'bonus', 'abonnement', 'product']).openapi({
      description:
        '`product` is a project extension: one unit of `productCode` free in an order (calculate applies it)',
    }),
    bonus: z.object({ value: z.number().int() }).optional(),
    productCode: z.string().optional().openapi({ description: 'project extension: the product of a `product` gift' }),
  })
  .openapi('GiftDescription');

export const giftSchema = z
  .object({
    settingsId: z.uuid(),
    campaignId: z.uuid().optional(),
    chosenGift: giftDescriptionSchema,
    expirationDate: z.string().openapi({ format: 'date-time' }),
    status: z.enum(['precalculated', 'active', 'expired', 'received']),
    stampIndex: z.number().int().nullable().optional(),
  })
  .openapi('Gift');

export const marketingCampaignSchema = z
  .object({
    id: z.uuid(),
    name: z.string().min(1),
    description: z.string().openapi({ description: 'may be empty (the console does not ask for one)' }),
    imageUrl: z.string().nullable().optional(),
    from: z.string().openapi({ example: '2025-01-01 00:00:00' }),
    to: z.string().nullable().optional(),
    globalPromocode: z.string().nullable().optional(),
    price: z.number().int().nullable().optional(),
    oldPrice: z.number().int().nullable().optional(),
    type: z.enum(['nonBought', 'bought', 'stamp', 'referral']).optional(),
    isActive: z.boolean(),
    gifts: z.array(giftSchema),
    minOrderSum: z.number().optional().openapi({
      description: 'project extension: the order sum (its lines, before discounts) from which the campaign applies',
    }),
    stampMarketingCampaign: z
      .object({
        giftSettings: z.array(z.object({ stampsCount: z.number().int(), giftDescription: giftDescriptionSchema })),
        userProgress: z.object({ stampCount: z.number().int() }),
        stampReceivingConditions: z.string(),
      })
      .optional(),
    referralCampaign: z
      .object({
        referrerGift: giftDescriptionSchema,
        referralGift: giftDescriptionSchema,
        referrerStatus: z.enum(['canNotBeReferrer', 'canBeReferrer', 'isReferrer']).optional(),
      })
      .optional(),
    activatableCampaign: z.object({ activated: z.boolean() }).optional(),
    canBeSaved: z.boolean().optional(),
  })
  .openapi('MarketingCampaign');
