import type { CaptchaVerifier } from './captcha-verifier.js';
import { CaptchaUnavailableError } from './captcha-verifier.js';

/** A hosted captcha provider's verify endpoint (hCaptcha, Turnstile, reCAPTCHA `siteverify` style). */
export interface HostedCaptchaOptions {
  readonly verifyUrl: string;
  readonly secret: string;
  readonly timeoutMs: number;
}

/**
 * Asks the provider: POST form `secret`, `response`, `remoteip`; passes when the JSON reply has `"success": true`.
 * An unreachable provider or a reply that is not JSON is a CaptchaUnavailableError, never a pass.
 */
export function hostedCaptcha(options: HostedCaptchaOptions): CaptchaVerifier {
  return {
    kind: 'hosted',
    async verify(captchaResponse, context) {
      const form = new URLSearchParams({ secret: options.secret, response: captchaResponse });
      if (context.remoteIp) form.set('remoteip', context.remoteIp);
      let reply: Response;
      try {
        reply = await fetch(options.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new CaptchaUnavailableError(`captcha provider unreachable: ${(error as Error).message}`);
      }
      if (!reply.ok) throw new CaptchaUnavailableError(`captcha provider answered HTTP ${reply.status}`);
      let body: unknown;
      try {
        body = await reply.json();
      } catch {
        throw new CaptchaUnavailableError('captcha provider answered with something other than JSON');
      }
      return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
    },
  };
}
