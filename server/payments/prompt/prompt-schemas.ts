import { z } from 'zod';
import { paymentCodeHint, paymentCodePattern } from '../../../shared/api/payment-code.js';
import type { GuestLookup } from '../../loyalty-client/loyalty-types.js';
import { phoneInput } from '../../phone/phone-number.js';

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

export const declineSchema = z.strictObject({ reason: text(200).optional() });

export const guestQuerySchema = z
  .strictObject({ phone: text(20).optional(), card: text(200).optional() })
  .refine((value) => (value.phone === undefined) !== (value.card === undefined), 'exactly one of phone, card');

export function lookupOf(input: z.infer<ReturnType<typeof identifySchemaFor>>): GuestLookup {
  if (input.cardNumber !== undefined) return { cardNumber: input.cardNumber };
  if (input.cardTrack !== undefined) return { cardTrack: input.cardTrack };
  if (input.phone !== undefined) return { phone: input.phone };
  return { paymentCode: input.paymentCode! };
}
