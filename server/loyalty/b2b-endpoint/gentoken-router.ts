import express, { Router } from 'express';
import { TooManyRequestsError } from '../../errors/http-error.js';
import { errorBodySchema } from '../openapi/common-schemas.js';
import { registerPath, serviceErrorResponses } from '../openapi/registry.js';
import { parseBody } from '../openapi/validation.js';
import { z } from '../openapi/zod.js';
import type { LoyaltyDeps } from '../service-context/loyalty-context.js';
import { LoyaltyError } from '../errors/loyalty-error.js';
import { apiKeyOf } from '../api-keys/api-key-auth.js';
import type { ApiKeyRecord } from '../api-keys/api-key-store.js';
import type { B2bLoginSettings } from '../api-keys/b2b-login-settings.js';
import { b2bTokenSecret, signB2bToken } from '../api-keys/b2b-token.js';
import { verifyKeyPassword } from '../api-keys/key-password.js';
import { releaseLoginAttempt, reserveLoginAttempt } from '../api-keys/login-attempts.js';

/** Mounted at this path, behind requireB2bApiKey. */
export const b2bAuthPrefix = '/b2b/v1/auth';

const gentokenRequest = z
  .strictObject({ password: z.string().max(1000, 'must be at most 1000 characters') })
  .openapi('GenTokenRequest');

const gentokenResult = z
  .object({
    token: z.string().openapi({ description: 'sent as `Authorization: Bearer <token>` on every b2b call' }),
    refreshToken: z.null().openapi({
      type: 'string',
      enum: [null],
      description: 'always null: a new token is asked for with the password',
    }),
    aliveSecondsTtl: z.number().int().openapi({ description: 'seconds the token lives, at most 900', example: 900 }),
  })
  .openapi('GenTokenResult');

type GenTokenResult = z.infer<typeof gentokenResult>;

const errorContent = { 'application/json': { schema: errorBodySchema } };

registerPath({
  method: 'post',
  path: `${b2bAuthPrefix}/gentoken`,
  tags: ['b2b login'],
  summary: "A token for a key that has a password (the vendor's server login)",
  description:
    'Needs the `ApiKey` header and the body `{"password": "..."}` (no other field). The token is then sent with the ' +
    'ApiKey on every b2b call as `Authorization: Bearer <token>`; ask for a new one before `aliveSecondsTtl` ends.',
  security: [{ ApiKey: [] }],
  request: { body: { required: true, content: { 'application/json': { schema: gentokenRequest } } } },
  responses: {
    200: { description: 'the token', content: { 'application/json': { schema: gentokenResult } } },
    400: { description: 'validation (`9004`): no password, or another field', content: errorContent },
    401: {
      description: 'missing, unknown or revoked ApiKey (`9001`); a wrong password, or a key without one (`9005`)',
      content: errorContent,
    },
    403: { description: 'a client address outside the key (`9006`), a site key (`9003`)', content: errorContent },
    429: {
      description: 'too many wrong passwords for this key in the current window (`9429`); `Retry-After` says when',
      content: errorContent,
    },
    ...serviceErrorResponses(errorBodySchema, '16 kB'),
  },
});

/** Checks the password against the key's, counted against its limit of wrong passwords, and signs a token. */
async function issueToken(
  deps: LoyaltyDeps,
  login: B2bLoginSettings,
  key: ApiKeyRecord,
  password: string,
): Promise<GenTokenResult> {
  const { db } = deps;
  const at = login.now();
  const attempt = await db.write((q) => reserveLoginAttempt(q, key.id, at, login));
  switch (attempt.kind) {
    case 'revoked':
      throw new LoyaltyError('apiKeyMissing', 'the ApiKey is unknown or revoked');
    case 'noPassword':
      throw new LoyaltyError('passwordWrong', 'this ApiKey has no password: it is used without a token');
    case 'locked':
      throw new TooManyRequestsError(
        `too many wrong passwords for this ApiKey: try again in ${attempt.retryAfterSeconds} s`,
        attempt.retryAfterSeconds,
      );
  }
  if (!(await verifyKeyPassword(password, attempt.passwordHash))) {
    deps.logger.warn({ apiKeyId: key.id, label: key.label }, 'b2b login: wrong password');
    throw new LoyaltyError('passwordWrong', 'the password is wrong');
  }
  await db.write((q) => releaseLoginAttempt(q, key.id, attempt.windowStartedAt));
  const expiresAt = Math.floor(at / 1000) + login.tokenTtlSeconds;
  return {
    token: signB2bToken(await b2bTokenSecret(db, db.query), key.id, expiresAt, attempt.passwordHash),
    refreshToken: null,
    aliveSecondsTtl: login.tokenTtlSeconds,
  };
}

/** `POST /gentoken` below b2bAuthPrefix: the token login of keys that have a password. */
export function gentokenRouter(deps: LoyaltyDeps, login: B2bLoginSettings): Router {
  const router = Router();
  router.post('/gentoken', express.json({ limit: '16kb' }), (req, res, next) => {
    const { password } = parseBody(gentokenRequest, req.body);
    issueToken(deps, login, apiKeyOf(res), password).then((result) => res.json(result), next);
  });
  return router;
}
