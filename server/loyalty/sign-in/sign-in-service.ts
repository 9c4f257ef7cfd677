import type { Database } from 'better-sqlite3';
import type { Logger } from 'pino';
import { HttpError } from '../../http/http-error.js';
import { CaptchaUnavailableError, type CaptchaContext, type CaptchaVerifier } from './captcha/captcha-verifier.js';
import { randomSmsCode } from './secrets.js';
import type { CheckSmsRequest, RefreshRequestBody, SendSmsRequest } from './sign-in-schemas.js';
import type { Clock, SignInSettings } from './sign-in-settings.js';
import { checkLimits, countHits, refuseOverLimit, sendLimits } from './sign-in-limits.js';
import { checkCode, reserveCode, type CheckResult, type Reservation } from './sms-code-store.js';
import { SmsSendError, smsText, type SmsSender } from './sms/sms-sender.js';
import { issueTokens, pruneTokens, rotateTokens, type TokenPair } from './token-store.js';

/** Everything the three sign-in operations need; tests inject the clock and the settings. */
export interface SignInDeps {
  readonly db: Database;
  readonly logger: Logger;
  readonly now: Clock;
  readonly settings: SignInSettings;
  readonly captcha: CaptchaVerifier;
  readonly sms: SmsSender;
}

const checkMessages: Record<Exclude<CheckResult, 'ok'>, string> = {
  wrong: 'the code is wrong',
  expired: 'the code has expired: request a new one',
  exhausted: 'too many wrong codes: request a new one',
  none: 'no code is waiting for this phone: request one',
};

async function passCaptcha(deps: SignInDeps, answer: string, context: CaptchaContext): Promise<void> {
  let passed: boolean;
  try {
    passed = await deps.captcha.verify(answer, context);
  } catch (error) {
    if (!(error instanceof CaptchaUnavailableError)) throw error;
    deps.logger.warn({ err: error }, 'captcha provider failed');
    throw new HttpError(503, 'the captcha check is unavailable: try again later');
  }
  if (!passed) throw new HttpError(401, 'the captcha answer is wrong, expired or already used');
}

/** What a send knows about its client: the address its limits count against (see client-address.ts). */
export interface SendContext {
  readonly clientAddress: string;
}

/**
 * Sends a new code after the captcha passes; 429 over the phone's or the address's limit (checked before the captcha,
 * so refused clients cost no captcha check, and again when the code is reserved); 422 while the resend wait runs; a
 * failed send leaves no trace, not even in the limits.
 */
export async function sendSms(
  deps: SignInDeps,
  apiKeyId: number,
  request: SendSmsRequest,
  context: SendContext,
): Promise<{ nextAttemptSecondsTtl: number }> {
  const { db, now, settings } = deps;
  const limits = sendLimits(settings, request.phone, context.clientAddress);
  refuseOverLimit(db, limits, settings, now);
  await passCaptcha(deps, request.captchaResponse, { remoteIp: context.clientAddress });
  const code = randomSmsCode();
  const owner = { apiKeyId, phone: request.phone };
  const reservation = db
    .transaction((): Reservation => {
      refuseOverLimit(db, limits, settings, now);
      const reserved = reserveCode(db, owner, code, now, settings);
      if (!reserved.ok) return reserved;
      const uncount = countHits(db, limits, settings, now);
      return { ok: true, undo: () => db.transaction(() => (uncount(), reserved.undo()))() };
    })
    .immediate();
  if (!reservation.ok)
    throw new HttpError(422, `a code was sent to this phone recently: try again in ${reservation.waitSeconds} s`);
  try {
    await deps.sms.send({ phone: request.phone, code, text: smsText(code) });
  } catch (error) {
    reservation.undo();
    if (!(error instanceof SmsSendError)) throw error;
    deps.logger.warn({ err: error, sender: deps.sms.kind }, 'SMS send failed');
    throw new HttpError(error.status, 'the SMS could not be sent: try again later');
  }
  return { nextAttemptSecondsTtl: settings.resendSeconds };
}

/**
 * Trades a right code for a token pair; every other answer is 401 and a wrong code counts towards the code's limit and
 * the phone's; a phone over its limit is 429 before its code is looked at, so rotating codes cannot be guessed at.
 */
export function checkSms(deps: SignInDeps, apiKeyId: number, request: CheckSmsRequest): TokenPair {
  const { db, now, settings } = deps;
  const owner = { apiKeyId, phone: request.phone };
  const limits = checkLimits(settings, request.phone);
  const result = db
    .transaction((): CheckResult => {
      refuseOverLimit(db, limits, settings, now);
      const checked = checkCode(db, owner, request.code, now, settings);
      if (checked === 'wrong') countHits(db, limits, settings, now);
      return checked;
    })
    .immediate();
  if (result !== 'ok') throw new HttpError(401, checkMessages[result]);
  pruneTokens(db, now);
  return issueTokens(db, owner, now, settings);
}

/** Rotates a pair; a refresh token used twice revokes its whole sign-in. */
export function refresh(deps: SignInDeps, apiKeyId: number, request: RefreshRequestBody): TokenPair {
  const result = rotateTokens(deps.db, apiKeyId, request, deps.now, deps.settings);
  if (result.ok) return result.pair;
  if (result.reason === 'reused') {
    deps.logger.warn({ apiKeyId }, 'refresh token reused: the sign-in is revoked');
    throw new HttpError(
      401,
      'this refresh token was already used: every token of this sign-in is revoked, sign in again',
    );
  }
  throw new HttpError(401, 'the token pair is unknown, expired or does not match the phone: sign in again');
}
