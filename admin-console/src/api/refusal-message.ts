import i18next from 'i18next';
import { ConsoleApiError } from './console-client';

/**
 * What the console says about a failed call, in its language: the kind of refusal (by HTTP status) followed by the
 * service's own message, which names the field at fault; a call that got no answer says the service cannot be reached.
 */
export function refusalMessage(error: unknown): string {
  const t = i18next.t.bind(i18next);
  if (!(error instanceof ConsoleApiError)) return t('app:errors.unreachable');
  const known = [400, 401, 403, 404, 409, 413, 429];
  const kind = known.includes(error.status)
    ? t(`app:errors.${error.status}`)
    : error.status >= 500
      ? t('app:errors.server', { status: error.status })
      : t('app:errors.other', { status: error.status });
  return error.message ? `${kind} ${error.message}` : kind;
}
