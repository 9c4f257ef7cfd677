import { isoNow } from '../../config/clock.js';
import type { BonusChangeRequest, Rank, WalletResponse } from '../../../shared/loyalty-api/b2b-api.js';
import { matches } from '../openapi/contract.js';
import { authorizeOrganization } from '../api-keys/api-key-auth.js';
import { lockGuestByPhone, requireGuest } from '../guest-store/guest-store.js';
import {
  guestIdentitySchema,
  guestRequestSchema,
  organizationSchema,
  positiveMoney,
  text,
} from '../openapi/common-schemas.js';
import { z } from '../openapi/zod.js';
import { b2bRoutes, defineB2bEndpoint, mount, type B2bRoutes } from '../b2b-endpoint/b2b-endpoint.js';
import type { LoyaltyDeps } from '../service-context/loyalty-context.js';
import { minorToUnits } from '../../../shared/money.js';
import { toMinor } from '../openapi/amount-input.js';
import { appendLedger } from './ledger.js';
import { rankView } from './programme.js';

export const rankSchema = matches<Rank>()(
  z
    .object({
      name: z.string(),
      index: z.number().int(),
      cashbackPercentage: z.number(),
      confirmation: z.object({ sumLeft: z.number(), hoursLeft: z.number().int() }).optional(),
    })
    .openapi('Rank'),
);

const getWallet = defineB2bEndpoint({
  path: '/guests/getWallet',
  tag: 'wallet',
  summary: "The guest's bonus balance (shared by the network) and rank",
  request: guestRequestSchema,
  response: matches<WalletResponse>()(
    z.object({ balance: z.number(), currentRank: rankSchema.optional() }).openapi('Wallet'),
  ),
});

const bonusChange = matches<BonusChangeRequest>()(
  z.strictObject({
    guest: guestIdentitySchema,
    organization: organizationSchema,
    amount: positiveMoney,
    comment: text(1000),
  }),
);

const addBonus = defineB2bEndpoint({
  writes: true,
  path: '/guests/addBonus',
  tag: 'wallet',
  summary: 'Credit bonuses (operation type api in the history)',
  request: bonusChange,
  response: undefined,
});

const writeoffBonus = defineB2bEndpoint({
  writes: true,
  path: '/guests/writeoffBonus',
  tag: 'wallet',
  summary: 'Debit bonuses; the balance never goes below 0 (3020)',
  request: bonusChange,
  response: undefined,
});

/** getWallet, addBonus, writeoffBonus. */
/** Mounted like every b2b router (guests-router.ts, cards-router.ts): each endpoint authorizes its venue first. */
export function walletRouter(deps: LoyaltyDeps): B2bRoutes {
  const router = b2bRoutes();
  mount(router, deps, getWallet, async (body, { db, q, apiKey }) => {
    const org = await authorizeOrganization(db, q, apiKey, body.organization);
    const guest = await requireGuest(q, org.scopeId, body.guest.phone);
    const rank = await rankView(db, q, guest);
    return { balance: minorToUnits(guest.balance_minor), ...(rank ? { currentRank: rank } : {}) };
  });
  for (const [endpoint, sign] of [
    [addBonus, 1],
    [writeoffBonus, -1],
  ] as const) {
    mount(router, deps, endpoint, async (body, { db, q, apiKey }) => {
      const org = await authorizeOrganization(db, q, apiKey, body.organization);
      const amount = toMinor(body.amount);
      /** The guest's row is the first this write locks, as in every write (lockGuest). */
      const guest = await lockGuestByPhone(q, org.scopeId, body.guest.phone);
      await appendLedger(
        q,
        {
          guestId: guest.id,
          venueId: org.venueId,
          operation: 'api',
          amountMinor: sign * amount,
          comment: body.comment,
          occurredAt: isoNow(deps.clock),
        },
        guest.balance_minor,
      );
    });
  }
  return router;
}
