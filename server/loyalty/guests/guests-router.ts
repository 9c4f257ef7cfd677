import { isoNow } from '../../config/clock.js';
import { authorizeOrganization } from '../api-keys/api-key-auth.js';
import { cardsOf } from '../cards/card-store.js';
import { guestRequestSchema } from '../openapi/common-schemas.js';
import { b2bRoutes, defineB2bEndpoint, mount, type B2bRoutes } from '../b2b-endpoint/b2b-endpoint.js';
import type { LoyaltyDeps } from '../service-context/loyalty-context.js';
import { getResponseSchema, guestResponseSchema, saveRequestSchema, updateRequestSchema } from './guest-schemas.js';
import {
  guestNumericView,
  guestView,
  requireGuest,
  saveGuest,
  sexNames,
  updateGuest,
  type GuestChanges,
} from '../guest-store/guest-store.js';

const save = defineB2bEndpoint({
  writes: true,
  path: '/guests/save',
  tag: 'guests',
  summary: 'Create (enroll) or replace a guest',
  description: 'An existing guest with the phone gets every value of the request (absent values are cleared).',
  request: saveRequestSchema,
  response: guestResponseSchema,
});

const update = defineB2bEndpoint({
  writes: true,
  path: '/guests/update',
  tag: 'guests',
  summary: 'Change chosen values of an existing guest',
  description:
    'Only fields with hasValue true are applied; hasValue true without value clears the field. 3007 for an unknown guest.',
  request: updateRequestSchema,
  response: guestResponseSchema,
});

const get = defineB2bEndpoint({
  path: '/guests/get',
  tag: 'guests',
  summary: 'The guest (numeric sex) and its cards',
  request: guestRequestSchema,
  response: getResponseSchema,
});

/** save, update, get. */
export function guestsRouter(deps: LoyaltyDeps): B2bRoutes {
  const router = b2bRoutes();
  mount(router, deps, save, async (body, { db, q, apiKey }) => {
    const org = await authorizeOrganization(db, q, apiKey, body.organization);
    return { guest: guestView(await saveGuest(q, org.scopeId, body.guest, isoNow(deps.clock))) };
  });
  mount(router, deps, update, async (body, { db, q, apiKey }) => {
    const org = await authorizeOrganization(db, q, apiKey, body.organization);
    const changes: GuestChanges = {};
    const info = body.guestInformation;
    for (const key of ['firstName', 'middleName', 'lastName', 'email'] as const) {
      const field = info[key];
      if (field?.hasValue) changes[key] = field.value ?? null;
    }
    if (info.birthday?.hasValue) changes.birthday = info.birthday.value?.slice(0, 10) ?? null;
    if (info.sex?.hasValue) changes.sex = sexNames.indexOf(info.sex.value ?? 'notSpecified');
    const updated = await updateGuest(
      q,
      await requireGuest(q, org.scopeId, body.guest.phone),
      changes,
      isoNow(deps.clock),
    );
    return { guest: guestView(updated) };
  });
  mount(router, deps, get, async (body, { db, q, apiKey }) => {
    const org = await authorizeOrganization(db, q, apiKey, body.organization);
    const guest = await requireGuest(q, org.scopeId, body.guest.phone);
    return { guest: guestNumericView(guest), loyaltyCards: await cardsOf(q, guest.id) };
  });
  return router;
}
