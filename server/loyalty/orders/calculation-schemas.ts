import type { CalculateResponse, LoyaltyCalculation } from '../../../shared/loyalty-api/b2b-api.js';
import { matches } from '../openapi/contract.js';
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

/**
 * A held product gift the calculation applied (project-designed: the vendor's calculation has no gifts;
 * docs/loyalty-api.md, "Calculation").
 */
const appliedGiftSchema = z
  .object({
    id: z.uuid(),
    campaignId: z.uuid(),
    name: z.string(),
    productCode: z.string(),
    discount: z.number(),
    expirationDate: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('AppliedGift', {
    description:
      'Project extension: a product gift the guest holds, applied as a full discount on one unit of its product (included in summary.discounts); confirm holds it for the order, close consumes it, a refund of its line or a reset gives it back.',
  });

export const loyaltyResultSchema = matches<LoyaltyCalculation>()(
  z
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
            limit: z.enum(['share', 'balance', 'order', 'refusedWithoutCheck']).optional().openapi({
              description:
                "Tillbridge extension: what bounds max: the programme's share of the order, the balance, the whole order (order.withoutCheck under the rule upToBalance, or order.withinCheck) or the programme's refusal of payments without a check; absent for a blocked guest",
            }),
            maxBeforeBalance: z.number().optional().openapi({
              description:
                "Tillbridge extension: max without the balance: the programme's share of the order (or, with order.withoutCheck, its rule: the whole order or 0; with order.withinCheck, the whole order), so a client that pays one order in parts knows what is left of the share; absent for a blocked guest",
            }),
          })
          .optional(),
      }),
      gifts: z.array(appliedGiftSchema),
    })
    .openapi('LoyaltyCalculation'),
);

export const calculateResponseSchema = matches<CalculateResponse>()(z.object({ loyalty: loyaltyResultSchema }));
