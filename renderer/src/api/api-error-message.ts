import type { ApiErrorBody } from '../../../shared/api/api-errors';
import { ApiError } from './http-client';
import { i18next } from '../i18n/i18n';

/**
 * What the window says about a failed call, in its own language: the catalog's text of the error's stable code
 * (`api:errors.<code>`, filled with its params), else the text of its HTTP status, else a generic one; a call that
 * got no answer at all says the bridge cannot be reached. Never the server's English message.
 */
export function apiErrorMessage(error: unknown): string {
  const t = i18next.t.bind(i18next);
  if (!(error instanceof ApiError)) return t('api:unreachable');
  const params = { ...error.params, status: error.status };
  if (error.code === '9004' && error.params?.field === undefined) return t('api:errors.9004_nofield');
  if (error.code !== undefined && i18next.exists(`api:errors.${error.code}`))
    return t(`api:errors.${error.code}`, params);
  if (i18next.exists(`api:status.${error.status}`)) return t(`api:status.${error.status}`, params);
  return t('api:status.other', params);
}

/**
 * A refused settings save, one text per field in the window's language (by each field's code; the server's reason is
 * only the detail of an unusable menu file); undefined when the error names no fields.
 */
export function fieldErrorMessages(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = (error.body as Partial<ApiErrorBody> | null | undefined)?.error;
  if (!body?.fieldCodes) return undefined;
  const messages: Record<string, string> = {};
  for (const [field, code] of Object.entries(body.fieldCodes)) {
    const key = i18next.exists(`api:fieldErrors.${code}`) ? code : '9004';
    messages[field] = i18next.t(`api:fieldErrors.${key}`, { detail: body.fields?.[field] ?? '' });
  }
  return messages;
}
