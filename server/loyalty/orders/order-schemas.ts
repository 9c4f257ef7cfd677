import type {
  CalculateRequest,
  CloseRequest,
  CloseResponse,
  ConfirmRequest,
  Order,
  OrderIdResponse,
  RefundRequest,
  ResetRequest,
} from '../../../shared/loyalty-api/b2b-api.js';
import { matches } from '../openapi/contract.js';
import {
  dateTime,
  guestIdentitySchema,
  money,
  nonNegativeMoney,
  organizationSchema,
  quantity,
  requiredText,
  text,
  uuid,
} from '../openapi/common-schemas.js';
import { z } from '../openapi/zod.js';

const productSchema = z
  .strictObject({
    code: requiredText(100),
    name: text(500),
    group: text(200).nullable().optional(),
    categories: z.array(text(100)).max(100).nullable().optional(),
  })
  .openapi('Product');

const modifierSchema = z
  .strictObject({
    modifier: productSchema,
    price: money,
    cost: money,
    discount: money,
    quantity: z.number().min(0).max(1_000_000),
    extraCharge: money.optional(),
  })
  .openapi('OrderItemModifier', {
    description:
      "price, cost: the modifier's totals on its line; they count as part of the line (its sums, discounts, bonus share and accrual)",
  });

const itemSchema = z
  .strictObject({
    product: productSchema,
    price: nonNegativeMoney,
    cost: nonNegativeMoney,
    discount: money.optional(),
    extraCharge: money.optional(),
    quantity,
    modifiers: z.array(modifierSchema).max(100).nullable().optional(),
  })
  .openapi('OrderItem', { description: 'price: line total at list price; cost: line total with external discounts' });

export const orderSchema = matches<Order>()(
  z
    .strictObject({
      openedAt: dateTime,
      items: z.array(itemSchema).min(1, 'must have at least one item').max(1000),
      number: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable().optional().openapi({
        description: "Tillbridge extension: the cash register's check number, answered as the order history's number",
      }),
      withoutCheck: z.boolean().nullable().optional().openapi({
        description:
          "Tillbridge extension: the till pays an amount without knowing the check; the programme's bonus share does not apply, its rule for payments without a check does",
      }),
      withinCheck: z.boolean().nullable().optional().openapi({
        description:
          "Tillbridge extension: the client pays an amount of a check whose bonus share it applied itself (the bridge's open FarCards check); neither the programme's share nor its rule for payments without a check applies: bonuses pay up to the balance and the order's total. Never with withoutCheck",
      }),
    })
    .refine((order) => !(order.withinCheck === true && order.withoutCheck === true), {
      path: ['withinCheck'],
      message: 'must not be true together with withoutCheck',
    })
    .openapi('Order'),
);

export const deliverySchema = z
  .strictObject({ expedition: z.strictObject({ type: z.enum(['delivery', 'pickup']) }) })
  .nullable()
  .optional();

export const promocodesSchema = z
  .array(z.strictObject({ value: text(100) }))
  .max(20)
  .nullable()
  .optional();

export const calculateRequestSchema = matches<CalculateRequest>()(
  z.strictObject({
    order: orderSchema,
    organization: organizationSchema,
    guest: guestIdentitySchema.nullable().optional(),
    delivery: deliverySchema,
    promocodes: promocodesSchema,
  }),
);

export const confirmRequestSchema = matches<ConfirmRequest>()(
  z.strictObject({
    id: uuid,
    order: orderSchema,
    organization: organizationSchema,
    guest: guestIdentitySchema.nullable().optional(),
    delivery: deliverySchema,
    loyalty: z
      .strictObject({
        pattern: z.literal('fingerprint'),
        fingerprint: z
          .strictObject({
            value: requiredText(8192),
            options: z
              .strictObject({
                hold: z.boolean().nullable().optional().openapi({ deprecated: true }),
                bonuses: z.strictObject({ payment: nonNegativeMoney }).nullable().optional(),
              })
              .nullable()
              .optional(),
          })
          .nullable()
          .optional(),
      })
      .nullable()
      .optional(),
  }),
);

export const closeRequestSchema = matches<CloseRequest>()(z.strictObject({ id: uuid, closedAt: dateTime }));

export const refundRequestSchema = matches<RefundRequest>()(
  z.strictObject({
    id: uuid,
    refundId: uuid,
    refundedAt: dateTime,
    items: z
      .array(z.strictObject({ product: z.strictObject({ code: requiredText(100) }), quantity }))
      .max(1000)
      .nullable()
      .optional(),
  }),
);

export const resetRequestSchema = matches<ResetRequest>()(
  z.strictObject({ organization: organizationSchema, orderId: uuid }),
);

export const orderIdResponseSchema = matches<OrderIdResponse>()(z.object({ id: z.uuid() }));

export const closeResponseSchema = matches<CloseResponse>()(
  z.object({
    id: z.uuid(),
    accruedBonuses: nonNegativeMoney.openapi({
      description: 'Tillbridge extension: the bonuses this close accrued (0 without a guest); the same on a repeat',
    }),
  }),
);
