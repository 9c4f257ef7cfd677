import path from 'node:path';
import express, { Router } from 'express';
import { HttpError } from '../../errors/http-error.js';
import { paymentCodeTtlMs } from '../codes/payment-code-ttl.js';
import { guestApiRouter } from './guest-api-router.js';
import type { LoyaltyDeps } from '../service-context/loyalty-context.js';
import type { CaptchaVerifier } from '../sign-in/captcha/captcha-verifier.js';
import { captchaFromEnv, signInSettingsFromEnv, smsSenderFromEnv, type Env } from '../sign-in/sign-in-config.js';
import type { SignInDeps } from '../sign-in/sign-in-service.js';
import { signInRouter } from '../sign-in/sign-in-router.js';
import { defaultSignInSettings, type SignInSettings } from '../sign-in/sign-in-settings.js';
import { siteCors } from '../sign-in/site-key-gate.js';
import { outboxFileName } from '../sign-in/sms/outbox-sms-sender.js';
import type { SmsSender } from '../sign-in/sms/sms-sender.js';

/**
 * Request bodies above this are 413. It holds the largest body the schemas allow however a client escapes it: a
 * captchaResponse of 8192 characters, each written `\uXXXX` (6 bytes), with the longest phone and the field names.
 */
export const guestBodyLimit = '64kb';

/** The service's dependencies (the data folder holds the development SMS outbox) and what tests replace. */
export interface GuestRouterOptions extends LoyaltyDeps {
  /**
   * Configuration source (LOYALTY_SMS_*, LOYALTY_CAPTCHA_*, LOYALTY_ALTCHA_*, LOYALTY_SIGN_IN_*, LOYALTY_TRUSTED_PROXIES);
   * defaults to process.env.
   */
  readonly env?: Env;
  readonly settings?: Partial<SignInSettings>;
  /** Replace the configured captcha or sender (tests). */
  readonly captcha?: CaptchaVerifier;
  readonly sms?: SmsSender;
}

/** Builds sign-in from its configuration and returns the router to mount at /guest/v1: CORS, sign-in, guest calls. */
export function guestRouter(options: GuestRouterOptions): Router {
  const { db, logger, dataDir } = options;
  const now = options.clock;
  const env = options.env ?? process.env;
  const deps: SignInDeps = {
    db,
    logger,
    now,
    settings: { ...signInSettingsFromEnv(env, defaultSignInSettings), ...options.settings },
    captcha: options.captcha ?? captchaFromEnv(env, db, now),
    sms: options.sms ?? smsSenderFromEnv(env, dataDir, now),
  };
  const { smsPerPhone, smsPerAddress, wrongChecksPerPhone, limitWindowSeconds, trustedProxies } = deps.settings;
  logger.info(
    {
      captcha: deps.captcha.kind,
      sms: deps.sms.kind,
      limits: { smsPerPhone, smsPerAddress, wrongChecksPerPhone, limitWindowSeconds, trustedProxies },
    },
    'guest sign-in ready',
  );
  if (deps.sms.kind === 'outbox')
    logger.warn(
      { outbox: path.join(dataDir, outboxFileName) },
      'SMS codes go to the development outbox, not to phones',
    );
  const router = Router();
  router.use(siteCors(db));
  router.use(express.json({ limit: guestBodyLimit }));
  router.use(signInRouter(deps));
  router.use(
    guestApiRouter({
      db,
      now,
      paymentCodeTtlMs: paymentCodeTtlMs(options.options),
      defaultTimeZone: options.options?.defaultTimeZone ?? 'UTC',
    }),
  );
  router.use((req, _res, next) =>
    next(new HttpError(404, `no such endpoint: ${req.method} ${req.baseUrl}${req.path}`)),
  );
  return router;
}
