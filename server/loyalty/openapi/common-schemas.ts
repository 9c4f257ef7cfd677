import { hasAtMostDecimals, maxMoney } from '../../../shared/money.js';
import { defaultPhoneRegion, phoneInput } from '../../phone/phone-number.js';
import { z } from './zod.js';

/** A bounded string: longer input is a 9004 naming the field, never a 500. */
export function text(max: number): z.ZodString {
  return z.string().max(max, `must be at most ${max} characters`);
}

/** A non-empty bounded string. */
export function requiredText(max: number): z.ZodString {
  return text(max).min(1, 'must not be empty');
}

/** An amount in currency units with at most 2 decimals (stored as integer hundredths). */
export const money = z
  .number()
  .refine((v) => hasAtMostDecimals(v, 2) && Math.abs(v) <= maxMoney, {
    message: `must be a number with at most 2 decimal places and at most ${maxMoney}`,
  })
  .openapi({
    type: 'number',
    format: 'double',
    multipleOf: 0.01,
    minimum: -maxMoney,
    maximum: maxMoney,
    example: 150.5,
  });

export const nonNegativeMoney = money
  .refine((v) => v >= 0, { message: 'must not be negative' })
  .openapi({ minimum: 0 });
export const positiveMoney = money
  .refine((v) => v > 0, { message: 'must be greater than 0' })
  .openapi({ minimum: 0, exclusiveMinimum: true });

/** A quantity with at most 3 decimals. */
export const quantity = z
  .number()
  .refine((v) => hasAtMostDecimals(v, 3) && v > 0 && v <= 1_000_000, {
    message: 'must be greater than 0, at most 1000000, with at most 3 decimal places',
  })
  .openapi({
    type: 'number',
    format: 'double',
    multipleOf: 0.001,
    minimum: 0,
    exclusiveMinimum: true,
    maximum: 1_000_000,
    example: 1,
  });

export const dateTime = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time' });
export const date = z.iso.date({ message: 'must be a date YYYY-MM-DD' });
export const uuid = z.uuid({ message: 'must be a uuid' });

export const organizationSchema = z
  .strictObject({ type: z.literal('posObjectId'), id: requiredText(100) })
  .openapi('OrganizationIdentity', { description: 'the venue (posObjectId); a network venue addresses its network' });

/**
 * A guest's phone as people write it (`+7 999 123-45-67`, `8 (999) 123-45-67`, `9991234567`; without a country code
 * it is Russian), stored and compared in E.164 (`+79991234567`).
 */
export const phone = phoneInput(defaultPhoneRegion).openapi({
  type: 'string',
  description:
    'a phone as people write it; without a country code it is Russian; answered in E.164; refused (9004) only when ' +
    'no number of its country has that length',
  example: '+79991234567',
});

export const guestIdentitySchema = z
  .strictObject({ type: z.literal('phone'), phone: phone.nullable().optional() })
  .superRefine((value, ctx) => {
    if (value.phone === null || value.phone === undefined)
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'is required' });
  })
  .openapi('GuestIdentity', { required: ['type', 'phone'] });

/** Request bodies that address one guest of one organization. */
export const guestRequestSchema = z.strictObject({ guest: guestIdentitySchema, organization: organizationSchema });

export const errorBodySchema = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .openapi('Error', { description: 'the error body of the loyalty API; the codes are listed in docs/loyalty-api.md' });

export const emptySchema = z.object({}).openapi('Empty', { description: 'empty JSON object' });

export const sexEnum = z.enum(['notSpecified', 'male', 'female']);
