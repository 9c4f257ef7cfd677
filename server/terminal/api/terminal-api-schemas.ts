import { paymentCodeHint, paymentCodePattern } from '../../../shared/api/payment-code.js';
import { z } from 'zod';
import { HttpError } from '../../errors/http-error.js';
import { findUnstorableText, jsonPath, unstorableTextHint } from '../../http/storable-text.js';
import type { GuestLookup } from '../../loyalty-client/loyalty-types.js';
import { defaultPhoneRegion, phoneInput } from '../../phone/phone-number.js';
import { apiErrorCodes } from '../../../shared/api/api-errors.js';

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);

/**
 * The cashier's identification: exactly one of card number, card track, phone (as people write it, read in
 * `phoneRegion`), one-time code; a tip in hundredths.
 */
export const identifySchemaFor = (phoneRegion: string) =>
  z
    .strictObject({
      cardNumber: text(100).optional(),
      cardTrack: text(200).optional(),
      phone: phoneInput(phoneRegion).optional(),
      paymentCode: z.string().regex(paymentCodePattern, paymentCodeHint).optional(),
      tipMinor: z.number().int('must be whole hundredths').min(0).max(100_000_000).optional(),
    })
    .refine(
      (value) =>
        [value.cardNumber, value.cardTrack, value.phone, value.paymentCode].filter((v) => v !== undefined).length === 1,
      'exactly one of cardNumber, cardTrack, phone, paymentCode is required',
    );

export const identifySchema = identifySchemaFor(defaultPhoneRegion);

export const declineSchema = z.strictObject({ reason: text(200).optional() });

export const guestQuerySchema = z
  .strictObject({ phone: text(20).optional(), card: text(200).optional() })
  .refine((value) => (value.phone === undefined) !== (value.card === undefined), 'exactly one of phone, card');

export function lookupOf(input: z.infer<typeof identifySchema>): GuestLookup {
  if (input.cardNumber !== undefined) return { cardNumber: input.cardNumber };
  if (input.cardTrack !== undefined) return { cardTrack: input.cardTrack };
  if (input.phone !== undefined) return { phone: input.phone };
  return { paymentCode: input.paymentCode! };
}

/**
 * Parses with zod (text no database can store as sent refused first); a failure is a 400 naming the field (`params.field`), coded 9004 unless the issue carries its own
 * `params.apiCode` (a phone: 9601).
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const unstorable = findUnstorableText(value);
  if (unstorable) {
    const field = jsonPath(unstorable);
    throw new HttpError(400, `${field}: ${unstorableTextHint}`, apiErrorCodes.invalidInput, { field });
  }
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.');
  const where = field ? `${field}: ` : '';
  const own = issue.code === 'custom' ? (issue.params as { apiCode?: unknown } | undefined)?.apiCode : undefined;
  const code = typeof own === 'string' ? own : apiErrorCodes.invalidInput;
  throw new HttpError(400, `${where}${issue.message}`, code, field ? { field } : undefined);
}
