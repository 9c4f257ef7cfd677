import { z } from 'zod';
import { addressEntry } from '../api-keys/address-entry-schema.js';
import { isAcceptablePassword, passwordHint } from '../api-keys/key-password.js';
import { hasAtMostDecimals, maxMoney } from '../../../shared/money.js';
import { paymentsWithoutCheckRules } from '../wallet/programme-store.js';
import { rankOrder } from '../wallet/rank-order.js';
import { timeZoneSchema } from '../campaigns/campaign-time-schema.js';

const name = z.string().min(1).max(200);
const code = z.string().min(1).max(100);
const money = z
  .number()
  .min(0)
  .refine((v) => hasAtMostDecimals(v, 2), 'must have at most 2 decimal places');
const percent = z
  .number()
  .min(0)
  .max(100)
  .refine((v) => hasAtMostDecimals(v, 2), 'must have at most 2 decimal places');

/** Where a programme or campaign lives: a network (by code) or a lone venue (by posObjectId). */
const scopeRef = { network: code.optional(), venue: code.optional() };
const oneScope = (value: { network?: string | undefined; venue?: string | undefined }) =>
  (value.network === undefined) !== (value.venue === undefined);
const oneScopeMessage = { message: 'give exactly one of network or venue' };

/** The order sum from which a campaign applies: above 0, at most 2 decimals. */
const minOrderSum = z
  .number()
  .positive('must be greater than 0')
  .max(maxMoney)
  .refine((v) => hasAtMostDecimals(v, 2), 'must have at most 2 decimal places');

/** A gift of a stamp or referral campaign; a `product` gift (project extension) makes one unit of `productCode` free. */
const giftDescription = z
  .strictObject({
    name: z.string().min(1),
    giftDescription: z.string().min(1),
    imageUrl: z.string().min(1),
    smallImageUrl: z.string().min(1),
    iconImageUrl: z.string().min(1),
    type: z.enum(['simple', 'bonus', 'abonnement', 'product']),
    bonus: z.strictObject({ value: z.number().int().min(0) }).optional(),
    productCode: code.optional(),
  })
  .refine((g) => g.type !== 'product' || g.productCode !== undefined, {
    message: 'a product gift needs productCode',
    path: ['productCode'],
  })
  .refine((g) => g.type === 'product' || g.productCode === undefined, {
    message: 'only a product gift has productCode',
    path: ['productCode'],
  });

/** The `--bootstrap` file (JSON or YAML); applying it twice changes nothing the second time. */
export const bootstrapSchema = z.strictObject({
  networks: z.array(z.strictObject({ code, name })).default([]),
  venues: z
    .array(
      z.strictObject({
        posObjectId: code,
        name,
        network: code.optional(),
        uuid: z.uuid().optional(),
        /** The venue's own zone for campaign periods, over its programme's; null: its programme's; absent: kept. */
        timeZone: timeZoneSchema.nullable().optional(),
      }),
    )
    .default([]),
  apiKeys: z
    .array(
      z
        .strictObject({
          label: name,
          kind: z.enum(['b2b', 'site']).default('b2b'),
          key: z.string().min(16, 'must be at least 16 characters').max(200).optional(),
          siteDomain: z.string().min(1).max(253).optional(),
          networks: z.array(code).default([]),
          venues: z.array(code).default([]),
          /** Set when absent or different (a changed password voids the tokens of the old one); null clears it. */
          password: z.string().refine(isAcceptablePassword, passwordHint).nullable().optional(),
          /** Set as given; null allows any address; absent leaves the key's list as it is. */
          allowedAddresses: z
            .array(addressEntry)
            .min(1, 'give at least one address, or null for any')
            .nullable()
            .optional(),
        })
        .refine((k) => k.kind !== 'site' || k.siteDomain !== undefined, { message: 'a site key needs siteDomain' })
        .refine((k) => k.kind !== 'site' || (!k.password && !k.allowedAddresses), {
          message: 'password and allowedAddresses are for b2b keys, not site keys',
        }),
    )
    .default([]),
  programmes: z
    .array(
      z
        .strictObject({
          ...scopeRef,
          name: name.default('Bonuses'),
          maxBonusSharePercent: percent.default(100),
          /** Absent: the stored rule stays (upToBalance for a new programme). */
          paymentsWithoutCheck: z.enum(paymentsWithoutCheckRules).optional(),
          /** The zone campaign periods are read in; null: the service's default; absent: the stored zone stays. */
          timeZone: timeZoneSchema.nullable().optional(),
          ranks: z
            .array(
              z.strictObject({
                name,
                threshold: money,
                cashbackPercentage: percent,
                confirmation: z.strictObject({ sum: money, hours: z.number().int().min(1) }).optional(),
              }),
            )
            .superRefine(
              rankOrder({ threshold: 'threshold', cashback: 'cashbackPercentage' }, (r) => ({
                name: r.name,
                threshold: r.threshold,
                cashback: r.cashbackPercentage,
              })),
            )
            .default([]),
        })
        .refine(oneScope, oneScopeMessage),
    )
    .default([]),
  campaigns: z
    .array(
      z
        .strictObject({
          ...scopeRef,
          id: z.uuid(),
          name,
          description: z.string().min(1).max(2000),
          imageUrl: z.string().min(1).optional(),
          type: z.enum(['nonBought', 'bought', 'stamp', 'referral']).default('nonBought'),
          from: z.iso.datetime({ offset: true }),
          to: z.iso.datetime({ offset: true }).optional(),
          isActive: z.boolean().default(true),
          promocode: code.optional(),
          guestsOnly: z.boolean().default(false),
          minOrderSum: minOrderSum.optional(),
          discount: z.union([z.strictObject({ percent }), z.strictObject({ amount: money })]).optional(),
          productCodes: z.array(code).default([]),
          categories: z.array(code).default([]),
          stamp: z.strictObject({ stampsPerGift: z.number().int().min(1), gift: giftDescription }).optional(),
          referral: z.strictObject({ referrerGift: giftDescription, referralGift: giftDescription }).optional(),
          price: z.number().int().optional(),
          oldPrice: z.number().int().optional(),
        })
        .refine(oneScope, oneScopeMessage),
    )
    .default([]),
});

export type Bootstrap = z.infer<typeof bootstrapSchema>;
