import { apiErrorMessage } from '../api/api-error-message';
import { i18next } from '../i18n/i18n';
import { MenuCallError } from './menu-client';
import { MenuProtocolError } from './menu-xml';

/**
 * A failed menu call in the window's language: a refusal of the station protocol by its HTTP status, followed by the
 * authorization server's own plain-text description (which that server writes in its language); a reply that is not
 * the menu's XML; else the local API's error (the menu proxy) by its code.
 */
export function menuErrorMessage(error: unknown): string {
  if (error instanceof MenuCallError) {
    const status = i18next.exists(`api:status.${error.status}`)
      ? i18next.t(`api:status.${error.status}`)
      : i18next.t('api:status.other', { status: error.status });
    return i18next.t('api:serverSays', { status, text: error.message });
  }
  if (error instanceof MenuProtocolError) return i18next.t('api:notAMenu');
  return apiErrorMessage(error);
}
