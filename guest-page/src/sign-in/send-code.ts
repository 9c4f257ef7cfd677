import { isGuestApiError } from '../api/guest-api-error';
import { postGuest } from '../api/guest-http';

/** Asks for an SMS code; a refused captcha answer (expired while the guest typed) is retried once with a fresh one. */
export async function sendCode(apiKey: string, phone: string, captcha: () => Promise<string>): Promise<number> {
  const send = async () =>
    postGuest<{ nextAttemptSecondsTtl: number }>(apiKey, 'auth/sendsms', { phone, captchaResponse: await captcha() });
  try {
    return (await send()).nextAttemptSecondsTtl;
  } catch (error) {
    if (!isGuestApiError(error, 'unauthorized')) throw error;
    return (await send()).nextAttemptSecondsTtl;
  }
}
