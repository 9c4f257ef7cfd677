import { isoNow } from '../../config/clock.js';
import { authorizeOrganization } from '../api-keys/api-key-auth.js';
import { requireGuest } from '../guest-store/guest-store.js';
import { loyaltyCardSchema } from './card-schemas.js';
import { guestIdentitySchema, organizationSchema, text } from '../openapi/common-schemas.js';
import { z } from '../openapi/zod.js';
import { b2bRoutes, defineB2bEndpoint, mount, type B2bRoutes } from '../b2b-endpoint/b2b-endpoint.js';
import type { LoyaltyDeps } from '../service-context/loyalty-context.js';
import { addCard, generateVirtualCard, removeCard } from './card-store.js';

const track = text(100).min(3, 'must be at least 3 characters');

const addLoyaltyCard = defineB2bEndpoint({
  writes: true,
  path: '/guests/addLoyaltyCard',
  tag: 'cards',
  summary: 'Bind an existing card to the guest',
  description:
    'cardTrack (>= 3 characters) and cardNumber are unique in the network (or lone venue). Errors 3030, 3031, 3032.',
  request: z.strictObject({
    guest: guestIdentitySchema,
    organization: organizationSchema,
    cardTrack: track,
    cardNumber: text(100).min(1, 'must not be empty'),
    isVirtual: z.boolean().openapi({ description: 'false: a magnetic plastic card issued to the guest' }),
  }),
  response: undefined,
});

const generateLoyaltyCard = defineB2bEndpoint({
  writes: true,
  path: '/guests/generateLoyaltyCard',
  tag: 'cards',
  summary: "Create the guest's one virtual card with a free number",
  request: z.strictObject({ guest: guestIdentitySchema, organization: organizationSchema }),
  response: z.object({ card: loyaltyCardSchema }),
});

const removeLoyaltyCard = defineB2bEndpoint({
  writes: true,
  path: '/guests/removeLoyaltyCard',
  tag: 'cards',
  summary: 'Unbind a card from the guest by its track (project-designed)',
  description: 'Project-designed endpoint. Error 3033 when the guest has no card with this track.',
  request: z.strictObject({ guest: guestIdentitySchema, organization: organizationSchema, cardTrack: text(100) }),
  response: undefined,
});

/** addLoyaltyCard, generateLoyaltyCard, removeLoyaltyCard. */
export function cardsRouter(deps: LoyaltyDeps): B2bRoutes {
  const router = b2bRoutes();
  mount(router, deps, addLoyaltyCard, async (body, { db, q, apiKey }) => {
    const org = await authorizeOrganization(db, q, apiKey, body.organization);
    const guest = await requireGuest(q, org.scopeId, body.guest.phone);
    await addCard(
      q,
      guest,
      { track: body.cardTrack, number: body.cardNumber, isVirtual: body.isVirtual },
      isoNow(deps.clock),
    );
  });
  mount(router, deps, generateLoyaltyCard, async (body, { db, q, apiKey }) => {
    const org = await authorizeOrganization(db, q, apiKey, body.organization);
    return {
      card: await generateVirtualCard(q, await requireGuest(q, org.scopeId, body.guest.phone), isoNow(deps.clock)),
    };
  });
  mount(router, deps, removeLoyaltyCard, async (body, { db, q, apiKey }) => {
    const org = await authorizeOrganization(db, q, apiKey, body.organization);
    await removeCard(q, await requireGuest(q, org.scopeId, body.guest.phone), body.cardTrack);
  });
  return router;
}
