import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/sha';
import { sha256Hex } from '../secrets.js';
import type { Clock } from '../../../config/clock.js';
import type { LoyaltyDb } from '../../database/loyalty-db.js';
import { serviceSecret } from '../../service-secret/service-secret.js';
import type { CaptchaVerifier } from './captcha-verifier.js';
import { spendChallenge } from './spent-challenges.js';

/** The work an ALTCHA challenge asks for: key derivation, its cost, and the range of the secret counter. */
export interface AltchaOptions {
  readonly algorithm: 'PBKDF2/SHA-256' | 'SHA-256';
  readonly cost: number;
  readonly minCounter: number;
  readonly maxCounter: number;
  /** How long a challenge can be solved and submitted. */
  readonly ttlSeconds: number;
}

export const defaultAltchaOptions: AltchaOptions = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 1_000,
  minCounter: 1_000,
  maxCounter: 5_000,
  ttlSeconds: 600,
};

interface AltchaPayload {
  readonly challenge: Challenge;
  readonly solution: Solution;
}

/** Decodes the widget's answer: base64 of `{"challenge":…,"solution":…}`; null when it is not that shape. */
function decodePayload(captchaResponse: string): AltchaPayload | null {
  try {
    const payload = JSON.parse(Buffer.from(captchaResponse, 'base64').toString('utf8')) as Partial<AltchaPayload>;
    const parameters = payload?.challenge?.parameters;
    if (!parameters || typeof parameters.nonce !== 'string' || typeof payload.solution !== 'object') return null;
    return payload as AltchaPayload;
  } catch {
    return null;
  }
}

/** Self-hosted proof-of-work captcha (ALTCHA v2): signed challenges, each solution accepted once. */
export function altchaCaptcha(
  db: LoyaltyDb,
  now: Clock,
  options: AltchaOptions = defaultAltchaOptions,
): CaptchaVerifier {
  const deriveKey = options.algorithm === 'SHA-256' ? sha : pbkdf2;
  /** The HMAC secrets, shared by every process and instance of the service through the database. */
  const secrets = async () => ({
    hmacSignatureSecret: await serviceSecret(db, db.query, 'altcha-signature'),
    hmacKeySignatureSecret: await serviceSecret(db, db.query, 'altcha-key-signature'),
  });
  return {
    kind: 'altcha',
    async challenge() {
      return createChallenge({
        algorithm: options.algorithm,
        cost: options.cost,
        counter: randomInt(options.maxCounter, options.minCounter),
        deriveKey,
        expiresAt: Math.floor(now() / 1000) + options.ttlSeconds,
        ...(await secrets()),
      });
    },
    async verify(captchaResponse) {
      const payload = decodePayload(captchaResponse);
      const expiresAt = payload?.challenge.parameters.expiresAt;
      if (!payload || typeof expiresAt !== 'number' || expiresAt * 1000 < now()) return false;
      if (payload.challenge.parameters.algorithm !== options.algorithm) return false;
      const keys = await secrets();
      try {
        const result = await verifySolution({ ...payload, deriveKey, ...keys });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      const challengeHash = sha256Hex(payload.challenge.parameters.nonce);
      return db.write((q) => spendChallenge(q, challengeHash, expiresAt * 1000, now()));
    },
  };
}
