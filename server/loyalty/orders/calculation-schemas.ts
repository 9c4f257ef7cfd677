import { z } from '../openapi/zod.js';
import { rankSchema } from '../wallet/wallet-router.js';

const byCode = z.array(z.object({ code: z.string(), total: z.number() }));
const discountsSchema = z.object({ total: z.number(), totalByCode: byCode }).openapi('Discounts');

const bonusesSchema = z
  .object({
    payments: z.object({ total: z.number(), totalByCode: byCode }),
    accruals: z.object({ total: z.number() }),
    payment: z.number().optional().openapi({ deprecated: true }),
    accrual: z.number().optional().openapi({ deprecated: true }),
  })
  .openapi('Bonuses');

const notificationSchema = z.object({ primary: z.string(), secondary: z.string() });

export const loyaltyResultSchema = z
  .object({
    fingerprint: z.string(),
    summary: z.object({
      discounts: discountsSchema,
      bonuses: z.object({ min: bonusesSchema, max: bonusesSchema }).optional(),
    }),
    details: z.object({
      programs: z.array(
        z.object({
          program: z.object({ id: z.uuid(), name: z.string() }),
          discounts: discountsSchema.optional(),
          notifications: z.array(notificationSchema),
        }),
      ),
      bonuses: z
        .object({
          progress: z.object({ balance: z.number(), rank: rankSchema.optional() }),
          min: bonusesSchema,
          max: bonusesSchema,
          notifications: z.array(notificationSchema),
        })
        .optional(),
    }),
  })
  .openapi('LoyaltyCalculation');

export const calculateResponseSchema = z.object({ loyalty: loyaltyResultSchema });
