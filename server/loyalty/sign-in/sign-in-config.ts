import { StartupError } from '../../errors/startup-error.js';
import type { LoyaltyDb } from '../database/loyalty-db.js';
import { altchaCaptcha, defaultAltchaOptions } from './captcha/altcha-captcha.js';
import type { CaptchaVerifier } from './captcha/captcha-verifier.js';
import { hostedCaptcha } from './captcha/hosted-captcha.js';
import { trustedProxiesFromEnv } from '../client-address/client-address.js';
import type { SignInSettings } from './sign-in-settings.js';
import type { Clock } from '../../config/clock.js';
import { defaultGatewayTemplate, gatewaySmsSender } from './sms/gateway-sms-sender.js';
import { outboxSmsSender } from './sms/outbox-sms-sender.js';
import type { SmsSender } from './sms/sms-sender.js';

export type Env = Readonly<Record<string, string | undefined>>;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new StartupError(`${name} must be a positive integer, not "${raw}".`);
  return value;
}

/** The sign-in limits (LOYALTY_SIGN_IN_*) and the trusted proxies (LOYALTY_TRUSTED_PROXIES) set in `env`. */
export function signInSettingsFromEnv(env: Env, defaults: SignInSettings): SignInSettings {
  const proxies = trustedProxiesFromEnv(env);
  return {
    ...defaults,
    smsPerPhone: positiveInt(env, 'LOYALTY_SIGN_IN_SMS_PER_PHONE', defaults.smsPerPhone),
    smsPerAddress: positiveInt(env, 'LOYALTY_SIGN_IN_SMS_PER_ADDRESS', defaults.smsPerAddress),
    wrongChecksPerPhone: positiveInt(env, 'LOYALTY_SIGN_IN_WRONG_CODES_PER_PHONE', defaults.wrongChecksPerPhone),
    limitWindowSeconds: positiveInt(env, 'LOYALTY_SIGN_IN_LIMIT_WINDOW_SECONDS', defaults.limitWindowSeconds),
    trustedProxies: proxies.length > 0 ? proxies : defaults.trustedProxies,
  };
}

function httpUrl(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  if (!/^https?:\/\/\S+$/i.test(raw) || !URL.canParse(raw))
    throw new StartupError(`${name} must be an http(s) URL, not "${raw}".`);
  return raw;
}

/**
 * The captcha: a hosted provider when LOYALTY_CAPTCHA_VERIFY_URL and LOYALTY_CAPTCHA_SECRET are set, else the
 * self-hosted ALTCHA proof of work (LOYALTY_ALTCHA_COST and LOYALTY_ALTCHA_MAX_COUNTER tune its work).
 */
export function captchaFromEnv(env: Env, db: LoyaltyDb, now: Clock): CaptchaVerifier {
  const verifyUrl = httpUrl(env, 'LOYALTY_CAPTCHA_VERIFY_URL');
  if (verifyUrl) {
    const secret = env.LOYALTY_CAPTCHA_SECRET;
    if (!secret) throw new StartupError('LOYALTY_CAPTCHA_VERIFY_URL is set but LOYALTY_CAPTCHA_SECRET is not.');
    return hostedCaptcha({ verifyUrl, secret, timeoutMs: positiveInt(env, 'LOYALTY_CAPTCHA_TIMEOUT_MS', 5_000) });
  }
  const maxCounter = positiveInt(env, 'LOYALTY_ALTCHA_MAX_COUNTER', defaultAltchaOptions.maxCounter);
  return altchaCaptcha(db, now, {
    ...defaultAltchaOptions,
    cost: positiveInt(env, 'LOYALTY_ALTCHA_COST', defaultAltchaOptions.cost),
    minCounter: Math.max(1, Math.floor(maxCounter / 5)),
    maxCounter,
  });
}

/** The SMS sender: the HTTP gateway when LOYALTY_SMS_GATEWAY_URL is set, else the development outbox in `dataDir`. */
export function smsSenderFromEnv(env: Env, dataDir: string, now: Clock): SmsSender {
  const url = httpUrl(env, 'LOYALTY_SMS_GATEWAY_URL');
  if (!url) return outboxSmsSender(dataDir, now);
  try {
    return gatewaySmsSender({
      url,
      template: env.LOYALTY_SMS_GATEWAY_TEMPLATE || defaultGatewayTemplate,
      authorization: env.LOYALTY_SMS_GATEWAY_AUTHORIZATION || undefined,
      timeoutMs: positiveInt(env, 'LOYALTY_SMS_GATEWAY_TIMEOUT_MS', 5_000),
    });
  } catch (error) {
    throw new StartupError(`${(error as Error).message}.`);
  }
}
