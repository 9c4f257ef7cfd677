import { authorizeOrganization } from '../api-keys/api-key-auth.js';
import { cardsOf, guestIdByCard } from '../cards/card-store.js';
import { getResponseSchema } from '../guests/guest-schemas.js';
import { findGuest, guestById, guestNumericView, type GuestRow } from '../guest-store/guest-store.js';
import { guestRequestSchema, organizationSchema, phone, text, uuid } from '../openapi/common-schemas.js';
import { z } from '../openapi/zod.js';
import { b2bRoutes, defineB2bEndpoint, mount, type B2bRoutes } from '../b2b-endpoint/b2b-endpoint.js';
import type { LoyaltyDeps } from '../service-context/loyalty-context.js';
import { LoyaltyError } from '../errors/loyalty-error.js';
import { errorBodySchema } from '../openapi/common-schemas.js';
import { limitCodeGuesses } from './code-guess-limit.js';
import { paymentCodeHint, paymentCodePattern } from '../../../shared/api/payment-code.js';
import { claimPaymentCode, issuePaymentCode } from './payment-code-store.js';
import { paymentCodeTtlMs } from './payment-code-ttl.js';
import { requireGuest } from '../guest-store/guest-store.js';

const generateCode = defineB2bEndpoint({
  writes: true,
  path: '/guests/generateCode',
  tag: 'guests',
  summary: 'A one-time payment code for checking the guest into an order (project-designed shapes)',
  description:
    '8 digits, valid for 5 minutes, one live code per guest (a new one replaces the old); it pays at most once: used up by the order that pays with bonuses after guests/find found the guest by it (a refused payment leaves it live).',
  request: guestRequestSchema,
  response: z
    .object({
      code: z.string().openapi({ example: '04251793' }),
      expiresAt: z.string().openapi({ format: 'date-time' }),
      aliveSecondsTtl: z.number().int(),
    })
    .openapi('PaymentCode'),
});

const lookups = ['phone', 'cardTrack', 'cardNumber', 'paymentCode'] as const;

const find = defineB2bEndpoint({
  writes: true,
  path: '/guests/find',
  tag: 'guests',
  summary: 'Find the guest the till identified (project-designed)',
  description:
    "Exactly one of phone, cardTrack, cardNumber, paymentCode. Same answer as get. A payment code is claimed, not used up: the order that then pays with bonuses uses it up (3040 when unknown, paid or expired); 3007 when nobody matches. With a payment code, `orderId` names the order the till will pay (orders/confirm `id`): a code pays at most once, so when two lookups of one code each name an order, the first of them to pay with bonuses uses it up and the other's confirm is refused 3040 and charges nothing. Without `orderId` the code is used up by the next order this ApiKey pays for the guest. At most 10 wrong payment codes per ApiKey a minute: then 429 (`9429`) with `Retry-After` until the minute ends.",
  request: z
    .strictObject({
      organization: organizationSchema,
      phone: phone.optional(),
      cardTrack: text(100).optional(),
      cardNumber: text(100).optional(),
      paymentCode: z.string().regex(paymentCodePattern, paymentCodeHint).optional(),
      orderId: uuid.optional().openapi({ description: 'with paymentCode only: the order the till will pay' }),
    })
    .superRefine((value, ctx) => {
      const given = lookups.filter((key) => value[key] !== undefined);
      if (given.length !== 1)
        ctx.addIssue({ code: 'custom', path: [], message: `exactly one of ${lookups.join(', ')} is required` });
      if (value.orderId !== undefined && value.paymentCode === undefined)
        ctx.addIssue({ code: 'custom', path: ['orderId'], message: 'orderId goes with paymentCode only' });
    })
    .openapi({ oneOf: lookups.map((key) => ({ required: [key] })) }),
  response: getResponseSchema,
  moreResponses: {
    429: {
      description: 'too many wrong payment codes for this ApiKey this minute (`9429`); `Retry-After` says when',
      content: { 'application/json': { schema: errorBodySchema } },
    },
  },
});

/** generateCode and the till's guest lookup. */
export function codesRouter(deps: LoyaltyDeps): B2bRoutes {
  const router = b2bRoutes();
  const ttl = paymentCodeTtlMs(deps.options);
  mount(router, deps, generateCode, async (body, { db, q, apiKey }) => {
    const org = await authorizeOrganization(db, q, apiKey, body.organization);
    const guest = await requireGuest(q, org.scopeId, body.guest.phone);
    const issued = await issuePaymentCode(q, org.scopeId, guest.id, ttl);
    return { ...issued, aliveSecondsTtl: Math.round(ttl / 1000) };
  });
  mount(router, deps, find, async (body, { db, q, apiKey }) => {
    const org = await authorizeOrganization(db, q, apiKey, body.organization);
    let guest: GuestRow | undefined;
    if (body.phone !== undefined) guest = await findGuest(q, org.scopeId, body.phone);
    else if (body.paymentCode !== undefined) {
      const code = body.paymentCode;
      const guestId = await limitCodeGuesses(
        q,
        apiKey.id,
        Date.now(),
        () =>
          claimPaymentCode(q, org.scopeId, code, {
            apiKeyId: apiKey.id,
            orderId: body.orderId,
            at: new Date().toISOString(),
          }),
        (id) => id === undefined,
      );
      /** Returned, not thrown: the wrong code's count commits with the refusal. */
      if (guestId === undefined)
        return new LoyaltyError('paymentCodeInvalid', 'the payment code is unknown, used or expired');
      guest = await guestById(q, guestId);
    } else {
      const id =
        body.cardTrack !== undefined
          ? await guestIdByCard(q, org.scopeId, 'track', body.cardTrack)
          : await guestIdByCard(q, org.scopeId, 'number', body.cardNumber ?? '');
      guest = id === undefined ? undefined : await guestById(q, id);
    }
    if (!guest) throw new LoyaltyError('guestNotFound', 'no guest matches');
    return { guest: guestNumericView(guest), loyaltyCards: await cardsOf(q, guest.id) };
  });
  return router;
}
