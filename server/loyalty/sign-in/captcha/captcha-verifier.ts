/** What the sign-in knows about the request when it checks a captcha answer. */
export interface CaptchaContext {
  readonly remoteIp?: string;
}

/** A pluggable anti-automation check: `verify` says whether `captchaResponse` of a send-SMS request passes. */
export interface CaptchaVerifier {
  /** Shown in the docs and logs: `altcha` or `hosted`. */
  readonly kind: string;
  verify(captchaResponse: string, context: CaptchaContext): Promise<boolean>;
  /** A fresh challenge for the site's widget; only self-hosted verifiers have one. */
  challenge?(): Promise<unknown>;
}

/** The captcha provider could not be asked (network, timeout, bad reply): the request fails with 503, not 401. */
export class CaptchaUnavailableError extends Error {
  override readonly name = 'CaptchaUnavailableError';
}
