import type { GuestTokens } from '../../../shared/loyalty-api/guest-api.js';
import { matches } from '../openapi/contract.js';
import { phone } from '../openapi/common-schemas.js';
import { z } from '../openapi/zod.js';

/** A bounded bearer secret: the tokens this service issues are 43 characters. */
const secretString = (description: string) => z.string().min(1).max(512).openapi({ description });

const guestPhone = phone.openapi({
  description: 'a phone as people write it; without a country code it is Russian',
  example: '+4915112345678',
});

export const sendSmsRequestSchema = z
  .strictObject({
    phone: guestPhone,
    captchaResponse: z
      .string()
      .min(1, 'must not be empty')
      .max(8192, 'must be at most 8192 characters')
      .openapi({ description: 'answer of the captcha: the ALTCHA widget payload, or the hosted provider token' }),
  })
  .openapi('SendSmsRequest');

export const sendSmsResultSchema = z
  .strictObject({
    nextAttemptSecondsTtl: z.int().openapi({ description: 'seconds until a repeat send is allowed', example: 60 }),
  })
  .openapi('SendSmsResult');

export const checkSmsRequestSchema = z
  .strictObject({
    phone: guestPhone,
    code: z
      .string()
      .min(1, 'must not be empty')
      .max(32, 'must be at most 32 characters')
      .openapi({ description: 'the 6-digit code from the SMS', example: '042117' }),
  })
  .openapi('CheckSmsRequest');

export const refreshRequestSchema = z
  .strictObject({
    authToken: secretString('the (possibly expired) authorization token of the pair'),
    refreshToken: secretString('the refresh token of the same pair'),
    phone: guestPhone,
  })
  .openapi('RefreshRequest');

export const logoutRequestSchema = z
  .strictObject({ refreshToken: secretString('the refresh token of the sign-in to end') })
  .openapi('LogoutRequest');

export const authResultSchema = matches<GuestTokens>()(
  z
    .strictObject({
      token: z.string().openapi({ description: 'authorization token for the `Authorization` header' }),
      refreshToken: z.string().openapi({ description: 'refresh token; valid for one refresh' }),
      aliveSecondsTtl: z.int().openapi({ description: 'lifetime of `token` in seconds', example: 3600 }),
    })
    .openapi('AuthResult'),
);

export const guestErrorSchema = z
  .strictObject({ message: z.string().openapi({ example: 'phone: must be a plus sign, country code and digits' }) })
  .openapi('GuestError', { description: 'error body of every /guest/v1 endpoint' });

export type SendSmsRequest = z.infer<typeof sendSmsRequestSchema>;
export type CheckSmsRequest = z.infer<typeof checkSmsRequestSchema>;
export type RefreshRequestBody = z.infer<typeof refreshRequestSchema>;
