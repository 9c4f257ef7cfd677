import { z } from '../openapi/zod.js';

/**
 * The console API's answers as zod schemas, for its OpenAPI document (the TypeScript shapes both sides compile against
 * are shared/api/admin-console.ts; the tests check every answer against these).
 */
const at = z.string().openapi({ format: 'date-time' });
const minor = z.int().openapi({ description: 'minor units (kopecks)' });

export const sessionInfoSchema = z
  .object({
    admin: z.object({ email: z.string(), owner: z.boolean() }),
    csrfToken: z.string(),
    programmes: z.array(z.object({ id: z.string(), name: z.string(), kind: z.enum(['network', 'venue']) })),
  })
  .openapi('SessionInfo');

export const venueSchema = z.object({ posObjectId: z.string(), name: z.string(), createdAt: at }).openapi('Venue');

export const apiKeySchema = z
  .object({
    id: z.int(),
    label: z.string(),
    kind: z.enum(['b2b', 'site']),
    venues: z.array(z.string()),
    wholeProgramme: z.boolean(),
    siteDomain: z.string().optional(),
    allowedAddresses: z.array(z.string()).optional(),
    hasPassword: z.boolean(),
    createdAt: at,
    revokedAt: at.optional(),
    lastUsedAt: at.optional(),
  })
  .openapi('ApiKey');

export const createdKeySchema = z
  .object({ key: apiKeySchema, rawKey: z.string().openapi({ description: 'shown once; only its hash is stored' }) })
  .openapi('CreatedKey');

export const programmeViewSchema = z
  .object({
    name: z.string(),
    maxBonusShareBp: z.int().min(0).max(10_000),
    paymentsWithoutCheck: z.enum(['upToBalance', 'refused']),
    timeZone: z.string().nullable(),
    ranks: z.array(
      z.object({
        name: z.string(),
        thresholdMinor: minor,
        cashbackBp: z.int(),
        confirmation: z.object({ sumMinor: minor, hours: z.int() }).optional(),
      }),
    ),
  })
  .openapi('Programme');

export const campaignSchema = z
  .object({
    id: z.uuid(),
    active: z.boolean(),
    name: z.string(),
    description: z.string(),
    type: z.enum(['nonBought', 'stamp']),
    startsAt: at,
    endsAt: at.optional(),
    discountPercentBp: z.int().optional(),
    discountAmountMinor: minor.optional(),
    productCodes: z.array(z.string()).optional(),
    minOrderSumMinor: minor.optional(),
    promocode: z.string().optional(),
    stamp: z.object({ stampsPerGift: z.int(), giftProductCode: z.string(), giftName: z.string() }).optional(),
  })
  .openapi('Campaign');

export const campaignPreviewSchema = z
  .object({
    orderSumMinor: minor,
    discountMinor: minor,
    lines: z.array(z.object({ code: z.string(), discountMinor: minor })),
    reason: z.string().optional(),
  })
  .openapi('CampaignPreview');

export const guestDetailSchema = z
  .object({
    id: z.int(),
    phone: z.string(),
    name: z.string().optional(),
    blockedAt: at.optional(),
    balanceMinor: minor,
    totalSpentMinor: minor,
    rank: z.object({ name: z.string(), cashbackBp: z.int() }).optional(),
    cards: z.array(z.object({ number: z.string(), isVirtual: z.boolean(), blockedAt: at.optional() })),
    orders: z.array(
      z.object({
        id: z.string(),
        venue: z.string(),
        status: z.enum(['open', 'closed', 'aborted']),
        sumMinor: minor,
        paidBonusMinor: minor,
        earnedBonusMinor: minor,
        at,
      }),
    ),
    bonusHistory: z.array(
      z.object({
        at,
        amountMinor: minor,
        balanceAfterMinor: minor,
        operation: z.string(),
        comment: z.string().optional(),
      }),
    ),
  })
  .openapi('GuestDetail');

export const dailyReportSchema = z
  .object({
    timeZone: z.string(),
    rows: z.array(
      z.object({
        date: z.string().openapi({ format: 'date' }),
        posObjectId: z.string(),
        venueName: z.string(),
        guests: z.int(),
        orders: z.int(),
        earnedMinor: minor,
        spentMinor: minor,
      }),
    ),
  })
  .openapi('DailyReport');

export const auditEntrySchema = z
  .object({
    id: z.int(),
    at,
    adminEmail: z.string(),
    action: z.string(),
    target: z.string(),
    before: z.unknown().optional(),
    after: z.unknown().optional(),
    reason: z.string().optional(),
  })
  .openapi('AuditEntry');
