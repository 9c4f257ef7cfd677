import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/web/sha';
import { GuestApiError } from '../api/guest-api-error';
import { getJson } from '../api/guest-http';

/**
 * Fetches the service's ALTCHA challenge and solves it in this browser (Web Crypto), giving the `captchaResponse`
 * that sendsms takes: base64 of `{challenge, solution}`.
 */
export async function solveCaptcha(signal?: AbortSignal): Promise<string> {
  const challenge = await getJson<Challenge>('/guest/v1/auth/captcha');
  const deriveKey = challenge.parameters.algorithm.startsWith('PBKDF2/') ? pbkdf2 : sha;
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const solution = await solveChallenge({ challenge, deriveKey, controller });
  if (!solution) throw new GuestApiError('server', 'the captcha challenge could not be solved');
  const bytes = new TextEncoder().encode(JSON.stringify({ challenge, solution }));
  return btoa(String.fromCharCode(...bytes));
}
