import type { GetGuestResponse, GuestResult, GuestWithNumericSex } from '../../../shared/loyalty-api/b2b-api.js';
import { matches } from '../openapi/contract.js';
import {
  date,
  dateTime,
  guestIdentitySchema,
  organizationSchema,
  phone,
  sexEnum,
  text,
} from '../openapi/common-schemas.js';
import { z } from '../openapi/zod.js';
import { loyaltyCardSchema } from '../cards/card-schemas.js';

const name = text(100).nullable().optional();
const email = z.email({ message: 'must be an e-mail address' }).max(254, 'must be at most 254 characters');

export const guestSchema = z
  .strictObject({
    phone,
    firstName: name,
    middleName: name,
    lastName: name,
    email: email.nullable().optional(),
    birthday: date.nullable().optional(),
    sex: sexEnum.nullable().optional(),
  })
  .openapi('Guest');

/** What save, update and get answer alike; `sex` differs (the enum, or get's number), so each declares its own. */
const guestResultFields = {
  phone: z.string().openapi({ description: 'E.164', example: '+79991234567' }),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  birthday: z.string().nullable().openapi({ format: 'date' }),
};

export const guestResultSchema = matches<GuestResult>()(
  z
    .object({ ...guestResultFields, sex: sexEnum })
    .openapi('GuestResult', { description: 'guest as returned by save and update (sex as the enum)' }),
);

export const guestNumericSchema = matches<GuestWithNumericSex>()(
  z
    .object({ ...guestResultFields, sex: z.int().min(0).max(2) })
    .openapi('GuestWithNumericSex', { description: 'guest as returned by get: sex 0 not specified, 1 male, 2 female' }),
);

export const saveRequestSchema = z.strictObject({ guest: guestSchema, organization: organizationSchema });
export const guestResponseSchema = z.object({ guest: guestResultSchema });

function optionalValue<T extends z.ZodType>(value: T) {
  return z.strictObject({ hasValue: z.boolean(), value: value.nullable().optional() }).optional();
}

export const guestInformationSchema = z
  .strictObject({
    firstName: optionalValue(text(100)),
    middleName: optionalValue(text(100)),
    lastName: optionalValue(text(100)),
    email: optionalValue(email),
    birthday: optionalValue(z.union([date, dateTime])),
    sex: optionalValue(sexEnum),
  })
  .openapi('GuestInformation', { description: 'only fields with hasValue true are applied; no value clears it' });

export const updateRequestSchema = z.strictObject({
  organization: organizationSchema,
  guest: guestIdentitySchema,
  guestInformation: guestInformationSchema,
});

export const getResponseSchema = matches<GetGuestResponse>()(
  z.object({
    guest: guestNumericSchema,
    loyaltyCards: z.array(loyaltyCardSchema).nullable().optional(),
  }),
);
