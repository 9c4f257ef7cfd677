import type {
  GuestBonusHistory,
  GuestBonusRecord,
  GuestCampaign,
  GuestCampaigns,
  GuestOrders,
  GuestPaymentCode,
  GuestPaymentCodeStatus,
  GuestProfile,
  GuestRankProgress,
  GuestVirtualCard,
} from '../../../shared/loyalty-api/guest-api.js';
import { matches } from '../openapi/contract.js';
import { loyaltyCardSchema } from '../cards/card-schemas.js';
import { guestResultSchema } from '../guests/guest-schemas.js';
import { orderHistoryRecordSchema } from '../history/orders-history.js';
import { organizationSchema } from '../openapi/common-schemas.js';
import { paymentCodeHint, paymentCodePattern } from '../../../shared/api/payment-code.js';
import { z } from '../openapi/zod.js';
import { rankSchema } from '../wallet/wallet-router.js';

/** Largest page of the guest's own order list and bonus history. */
export const maxGuestOrdersTake = 100;

const organization = organizationSchema.optional().openapi({
  description: 'needed only when the site key serves more than one network; else the key decides',
});

const skip = z.int().min(0).max(1_000_000_000).optional();
const take = z.int().min(1).max(maxGuestOrdersTake, `must be at most ${maxGuestOrdersTake}`).optional();

export const guestScopeRequestSchema = z.strictObject({ organization }).openapi('GuestScopeRequest');

export const guestRankProgressSchema = matches<GuestRankProgress>()(
  z
    .object({
      name: z.string(),
      spendLeft: z.number().openapi({ description: 'how much more the guest must spend to reach it' }),
    })
    .openapi('GuestRankProgress', { description: 'the next rank; absent at the top rank' }),
);

export const guestProfileSchema = matches<GuestProfile>()(
  z
    .object({
      guest: guestResultSchema,
      loyaltyCards: z.array(loyaltyCardSchema),
      wallet: z
        .object({
          balance: z.number(),
          currentRank: rankSchema.optional(),
          nextRank: guestRankProgressSchema.optional(),
        })
        .openapi('GuestWallet', { description: 'bonus balance (shared by the network) and rank' }),
    })
    .openapi('GuestProfile'),
);

export const guestOrdersRequestSchema = z
  .strictObject({
    organization,
    skip,
    take,
    fillOrderDetails: z.boolean().optional(),
  })
  .openapi('GuestOrdersRequest');

export const guestOrdersSchema = matches<GuestOrders>()(
  z.object({ orders: z.array(orderHistoryRecordSchema), totalCount: z.int() }).openapi('GuestOrders'),
);

export const guestPaymentCodeSchema = matches<GuestPaymentCode>()(
  z
    .object({
      code: z.string().openapi({ example: '04251793' }),
      expiresAt: z.string().openapi({ format: 'date-time' }),
      aliveSecondsTtl: z.int(),
    })
    .openapi('GuestPaymentCode', {
      description: 'one-time code the guest shows at the till; a new one replaces the old',
    }),
);

export const guestBonusHistoryRequestSchema = z
  .strictObject({ organization, skip, take })
  .openapi('GuestBonusHistoryRequest', { description: 'skip default 0, take default 20' });

export const guestBonusRecordSchema = matches<GuestBonusRecord>()(
  z
    .object({
      id: z.uuid(),
      occurredAt: z.string().openapi({ format: 'date-time' }),
      amount: z.number().openapi({ description: 'positive: earned or added; negative: spent or taken' }),
      balanceAfter: z.number(),
      operation: z.enum(['order', 'bizUser', 'campaign', 'api']),
      venueName: z.string().optional(),
      orderNumber: z.int().optional(),
      comment: z.string().optional(),
    })
    .openapi('GuestBonusRecord'),
);

export const guestBonusHistorySchema = matches<GuestBonusHistory>()(
  z
    .object({ totalCount: z.int(), records: z.array(guestBonusRecordSchema) })
    .openapi('GuestBonusHistory', { description: "the guest's own bonus ledger, newest first" }),
);

export const guestVirtualCardSchema = matches<GuestVirtualCard>()(
  z.object({ number: z.string(), track: z.string(), isVirtual: z.literal(true) }).openapi('GuestVirtualCard'),
);

export const guestCampaignSchema = matches<GuestCampaign>()(
  z
    .object({
      id: z.uuid(),
      name: z.string(),
      description: z.string(),
      type: z.enum(['nonBought', 'bought', 'stamp', 'referral']),
      endsAt: z.string().optional().openapi({ format: 'date-time' }),
      minOrderSum: z.number().optional(),
      stamps: z
        .object({ collected: z.int(), perGift: z.int() })
        .optional()
        .openapi({ description: 'stamp campaigns: stamps toward the next gift, and how many make one' }),
      activeGifts: z.int().openapi({ description: 'gifts of this campaign the guest holds and can take at the till' }),
    })
    .openapi('GuestCampaign'),
);

export const guestCampaignsSchema = matches<GuestCampaigns>()(
  z
    .object({ campaigns: z.array(guestCampaignSchema) })
    .openapi('GuestCampaigns', { description: "the programme's active campaigns as the guest sees them" }),
);

export const guestPaymentCodeStatusRequestSchema = z
  .strictObject({ organization, code: z.string().regex(paymentCodePattern, paymentCodeHint) })
  .openapi('GuestPaymentCodeStatusRequest');

export const guestPaymentCodeStatusSchema = matches<GuestPaymentCodeStatus>()(
  z
    .object({
      state: z.enum(['live', 'paid', 'gone']).openapi({
        description: 'live: a till may still pay with it; paid: a payment used it up; gone: expired or replaced',
      }),
      paid: z
        .object({ amount: z.number(), paidAt: z.string().openapi({ format: 'date-time' }) })
        .optional()
        .openapi({ description: 'only when paid: the bonuses the payment took and when' }),
      balance: z.number().openapi({ description: "the guest's balance now" }),
    })
    .openapi('GuestPaymentCodeStatus'),
);
