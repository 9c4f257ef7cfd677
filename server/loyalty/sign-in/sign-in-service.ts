import type { Logger } from 'pino';
import { HttpError } from '../../errors/http-error.js';
import type { LoyaltyDb } from '../database/loyalty-db.js';
import { CaptchaUnavailableError, type CaptchaContext, type CaptchaVerifier } from './captcha/captcha-verifier.js';
import { randomSmsCode } from './secrets.js';
import type { CheckSmsRequest, RefreshRequestBody, SendSmsRequest } from './sign-in-schemas.js';
import type { SignInSettings } from './sign-in-settings.js';
import type { Clock } from '../../config/clock.js';
import { removeHits } from './limit-store.js';
import { checkLimits, countHits, holdLimits, refuseOverLimit, sendLimits } from './sign-in-limits.js';
import { checkCode, reserveCode, restoreCode, type CheckResult } from './sms-code-store.js';
import { SmsSendError, smsText, type SmsSender } from './sms/sms-sender.js';
import { issueTokens, pruneTokens, rotateTokens, type TokenPair } from './token-store.js';

/** Everything the three sign-in operations need; tests inject the clock and the settings. */
export interface SignInDeps {
  readonly db: LoyaltyDb;
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
 * so refused clients cost no captcha check, and again, exactly, in the write that reserves the code); 422 while the
 * resend wait runs; a failed send leaves no trace, not even in the limits. The SMS goes out between two writes: the
 * reservation is committed first, and taken back in a second write when the sender fails.
 */
export async function sendSms(
  deps: SignInDeps,
  apiKeyId: number,
  request: SendSmsRequest,
  context: SendContext,
): Promise<{ nextAttemptSecondsTtl: number }> {
  const { db, now, settings } = deps;
  const limits = sendLimits(settings, request.phone, context.clientAddress);
  await refuseOverLimit(db.query, limits, settings, now());
  await passCaptcha(deps, request.captchaResponse, { remoteIp: context.clientAddress });
  const code = randomSmsCode();
  const owner = { apiKeyId, phone: request.phone };
  const { reservation, hitIds } = await db.write(async (q) => {
    const at = now();
    await holdLimits(q, limits, settings, at);
    const reserved = await reserveCode(q, owner, code, at, settings);
    return { reservation: reserved, hitIds: reserved.ok ? await countHits(q, limits, settings, at) : [] };
  });
  if (!reservation.ok)
    throw new HttpError(422, `a code was sent to this phone recently: try again in ${reservation.waitSeconds} s`);
  try {
    await deps.sms.send({ phone: request.phone, code, text: smsText(code) });
  } catch (error) {
    await db.write(async (q) => {
      await removeHits(q, hitIds);
      await restoreCode(q, owner, reservation);
    });
    if (!(error instanceof SmsSendError)) throw error;
    deps.logger.warn({ err: error, sender: deps.sms.kind }, 'SMS send failed');
    throw new HttpError(error.status, 'the SMS could not be sent: try again later');
  }
  return { nextAttemptSecondsTtl: settings.resendSeconds };
}

/** What a check ended in: a token pair for the right code, else why not. */
type CheckOutcome =
  { readonly result: 'ok'; readonly pair: TokenPair } | { readonly result: Exclude<CheckResult, 'ok'> };

/**
 * Trades a right code for a token pair (the code spent and the pair issued in one write); every other answer is 401
 * and a wrong code counts towards the code's limit and the phone's; a phone over its limit is 429 before its code is
 * looked at, so rotating codes cannot be guessed at.
 */
export async function checkSms(deps: SignInDeps, apiKeyId: number, request: CheckSmsRequest): Promise<TokenPair> {
  const { db, now, settings } = deps;
  const owner = { apiKeyId, phone: request.phone };
  const limits = checkLimits(settings, request.phone);
  const outcome = await db.write(async (q): Promise<CheckOutcome> => {
    const at = now();
    await holdLimits(q, limits, settings, at);
    const result = await checkCode(q, owner, request.code, at, settings);
    if (result === 'wrong') await countHits(q, limits, settings, at);
    if (result !== 'ok') return { result };
    await pruneTokens(q, at);
    return { result, pair: await issueTokens(q, owner, at, settings) };
  });
  if (outcome.result !== 'ok') throw new HttpError(401, checkMessages[outcome.result]);
  return outcome.pair;
}

/** Rotates a pair; a refresh token used twice revokes its whole sign-in. */
export async function refresh(deps: SignInDeps, apiKeyId: number, request: RefreshRequestBody): Promise<TokenPair> {
  const result = await deps.db.write((q) => rotateTokens(q, apiKeyId, request, deps.now(), deps.settings));
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
