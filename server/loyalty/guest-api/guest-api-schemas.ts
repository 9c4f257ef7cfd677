import { guestResultSchema, loyaltyCardSchema } from '../guests/guest-schemas.js';
import { orderHistoryRecordSchema } from '../history/orders-history.js';
import { organizationSchema } from '../openapi/common-schemas.js';
import { z } from '../openapi/zod.js';
import { rankSchema } from '../wallet/wallet-router.js';

/** Largest page of the guest's own order list. */
export const maxGuestOrdersTake = 100;

const organization = organizationSchema.optional().openapi({
  description: 'needed only when the site key serves more than one network; else the key decides',
});

export const guestScopeRequestSchema = z.strictObject({ organization }).openapi('GuestScopeRequest');

export const guestProfileSchema = z
  .object({
    guest: guestResultSchema,
    loyaltyCards: z.array(loyaltyCardSchema),
    wallet: z
      .object({ balance: z.number(), currentRank: rankSchema.optional() })
      .openapi('GuestWallet', { description: 'bonus balance (shared by the network) and rank' }),
  })
  .openapi('GuestProfile');

export const guestOrdersRequestSchema = z
  .strictObject({
    organization,
    skip: z.int().min(0).max(1_000_000_000).optional(),
    take: z.int().min(1).max(maxGuestOrdersTake, `must be at most ${maxGuestOrdersTake}`).optional(),
    fillOrderDetails: z.boolean().optional(),
  })
  .openapi('GuestOrdersRequest');

export const guestOrdersSchema = z
  .object({ orders: z.array(orderHistoryRecordSchema), totalCount: z.int() })
  .openapi('GuestOrders');

export const guestPaymentCodeSchema = z
  .object({
    code: z.string().openapi({ example: '042517' }),
    expiresAt: z.string().openapi({ format: 'date-time' }),
    aliveSecondsTtl: z.int(),
  })
  .openapi('GuestPaymentCode', {
    description: 'one-time code the guest shows at the till; a new one replaces the old',
  });
