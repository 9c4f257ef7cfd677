import { isoNow } from '../../config/clock.js';
import { authorizeOrganization } from '../api-keys/api-key-auth.js';
import { requireGuest } from '../guest-store/guest-store.js';
import { guestRequestSchema } from '../openapi/common-schemas.js';
import { z } from '../openapi/zod.js';
import { b2bRoutes, defineB2bEndpoint, mount, type B2bRoutes } from '../b2b-endpoint/b2b-endpoint.js';
import type { LoyaltyDeps } from '../service-context/loyalty-context.js';
import { marketingCampaignSchema } from './campaign-schemas.js';
import { campaignsOf } from './campaign-store.js';
import { campaignView } from './campaign-view.js';
import { venueTimeZone, wallClock } from './campaign-time.js';

const getMarketingCampaigns = defineB2bEndpoint({
  path: '/guests/getMarketingCampaigns',
  tag: 'campaigns',
  summary: "The network's campaigns with the guest's progress and gifts",
  description: 'Errors 3007 (guest not found) and 9004 (validation).',
  request: guestRequestSchema,
  response: z.object({ marketingCampaigns: z.array(marketingCampaignSchema).nullable() }),
});

/** getMarketingCampaigns. */
export function campaignsRouter(deps: LoyaltyDeps): B2bRoutes {
  const router = b2bRoutes();
  mount(router, deps, getMarketingCampaigns, async (body, { db, q, apiKey }) => {
    const org = await authorizeOrganization(db, q, apiKey, body.organization);
    const guest = await requireGuest(q, org.scopeId, body.guest.phone);
    const now = isoNow(deps.clock);
    const zone = await venueTimeZone(db, q, org.scopeId, org.venueId, deps.options?.defaultTimeZone ?? 'UTC');
    const campaigns = await campaignsOf(db, q, org.scopeId);
    const clock = { now, localNow: wallClock(now, zone) };
    return { marketingCampaigns: await Promise.all(campaigns.map((row) => campaignView(q, row, guest.id, clock))) };
  });
  return router;
}
