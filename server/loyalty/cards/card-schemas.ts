import { z } from '../openapi/zod.js';

export const loyaltyCardSchema = z
  .object({ track: z.string(), number: z.string(), isVirtual: z.boolean() })
  .openapi('LoyaltyCard');
