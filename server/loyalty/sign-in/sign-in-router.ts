import { Router } from 'express';
import { HttpError } from '../../errors/http-error.js';
import { z } from '../openapi/zod.js';
import { parseBody } from '../openapi/validation.js';
import { clientAddressOf } from '../client-address/client-address.js';
import { registerGuestEndpoint } from './guest-openapi.js';
import { checkSms, refresh, sendSms, type SignInDeps } from './sign-in-service.js';
import {
  authResultSchema,
  checkSmsRequestSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  sendSmsRequestSchema,
  sendSmsResultSchema,
} from './sign-in-schemas.js';
import { requireSiteKey, siteKeyOf } from './site-key-gate.js';
import { revokeSignIn } from './token-store.js';

const altchaChallengeSchema = z
  .object({ parameters: z.looseObject({}), signature: z.string() })
  .openapi('AltchaChallenge', { description: 'an ALTCHA v2 challenge, signed; the widget solves it' });

registerGuestEndpoint({
  method: 'get',
  path: '/auth/captcha',
  summary: 'A fresh proof-of-work captcha challenge for the ALTCHA widget (self-hosted captcha only)',
  description: 'No ApiKey needed, so the widget can fetch it as its `challengeurl`. 404 when a hosted captcha is set.',
  response: altchaChallengeSchema,
  errors: { 404: 'the service uses a hosted captcha provider' },
  apiKey: false,
});
registerGuestEndpoint({
  method: 'post',
  path: '/auth/sendsms',
  summary: 'Checks the captcha and sends a 6-digit sign-in code by SMS',
  request: sendSmsRequestSchema,
  response: sendSmsResultSchema,
  errors: {
    400: 'bad input; the message names the field',
    401: 'missing, unknown or non-site ApiKey, or a failed captcha',
    403: 'the Origin is not the site of the ApiKey',
    422: 'repeat send before `nextAttemptSecondsTtl` of the earlier send has passed',
    429: 'too many codes for this phone or from this address within the hour; `Retry-After` says when to try again',
    502: 'the SMS gateway refused the message',
    503: 'the SMS gateway or the captcha provider is unreachable',
  },
  apiKey: true,
});
registerGuestEndpoint({
  method: 'post',
  path: '/auth/checksms',
  summary: 'Trades the SMS code for a token pair',
  description:
    'A code expires after 5 minutes and dies after 5 checks; a right code is spent. After 10 wrong codes for a phone ' +
    'within an hour, every check for it is 429 until the hour has passed.',
  request: checkSmsRequestSchema,
  response: authResultSchema,
  errors: {
    400: 'bad input; the message names the field',
    401: 'bad ApiKey, or a wrong, expired, spent or exhausted code',
    403: 'the Origin is not the site of the ApiKey',
    429: 'too many wrong codes for this phone within the hour; `Retry-After` says when to try again',
  },
  apiKey: true,
});
registerGuestEndpoint({
  method: 'post',
  path: '/auth/refresh',
  summary: 'Rotates the token pair: the old pair dies; a reused refresh token revokes the whole sign-in',
  request: refreshRequestSchema,
  response: authResultSchema,
  errors: {
    400: 'bad input; the message names the field',
    401: 'bad ApiKey, or a pair that is unknown, expired, already rotated or not of this phone',
    403: 'the Origin is not the site of the ApiKey',
  },
  apiKey: true,
});

registerGuestEndpoint({
  method: 'post',
  path: '/auth/logout',
  summary: 'Signs out (project extension): every token pair of the sign-in dies; an unknown token changes nothing',
  request: logoutRequestSchema,
  response: z.object({}).openapi('LogoutResult'),
  errors: {
    400: 'bad input; the message names the field',
    401: 'bad ApiKey',
    403: 'the Origin is not the site of the ApiKey',
  },
  apiKey: true,
});

/** `GET /auth/captcha`, the three sign-in calls (docs/guest-sign-in.md) and sign-out, below /guest/v1. */
export function signInRouter(deps: SignInDeps): Router {
  const router = Router();
  router.get('/auth/captcha', async (_req, res) => {
    if (!deps.captcha.challenge)
      throw new HttpError(404, 'this service uses a hosted captcha: the site gets its challenge from the provider');
    res.set('Cache-Control', 'no-store').json(await deps.captcha.challenge());
  });
  router.use('/auth', requireSiteKey(deps.db));
  router.post('/auth/sendsms', async (req, res) => {
    const body = parseBody(sendSmsRequestSchema, req.body);
    const clientAddress = clientAddressOf(req, deps.settings.trustedProxies);
    res.json(await sendSms(deps, siteKeyOf(res).id, body, { clientAddress }));
  });
  router.post('/auth/checksms', async (req, res) => {
    res.json(await checkSms(deps, siteKeyOf(res).id, parseBody(checkSmsRequestSchema, req.body)));
  });
  router.post('/auth/refresh', async (req, res) => {
    res.json(await refresh(deps, siteKeyOf(res).id, parseBody(refreshRequestSchema, req.body)));
  });
  router.post('/auth/logout', async (req, res) => {
    const { refreshToken } = parseBody(logoutRequestSchema, req.body);
    await deps.db.write((q) => revokeSignIn(q, siteKeyOf(res).id, refreshToken, deps.now()));
    res.json({});
  });
  return router;
}
