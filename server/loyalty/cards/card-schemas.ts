import type { LoyaltyCard } from '../../../shared/loyalty-api/b2b-api.js';
import { matches } from '../openapi/contract.js';
import { z } from '../openapi/zod.js';

export const loyaltyCardSchema = matches<LoyaltyCard>()(
  z.object({ track: z.string(), number: z.string(), isVirtual: z.boolean() }).openapi('LoyaltyCard'),
);
