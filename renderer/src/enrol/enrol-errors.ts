import { ApiError } from '../api/http-client';
import { apiErrorMessage } from '../api/api-error-message';

export type EnrolField = 'phone' | 'name' | 'consent';

/** What a refused enrolment says: under the field it names, or above the form. */
export type EnrolErrors = Partial<Record<EnrolField | 'form', string>>;

type Translate = (key: string) => string;

/** The client's own checks before sending: a name, and the consent ticked. */
export function checkEnrolForm(name: string, consent: boolean, t: Translate): EnrolErrors {
  const errors: EnrolErrors = {};
  if (name.trim() === '') errors.name = t('errors.name');
  else if (name.trim().length > 100) errors.name = t('errors.nameLong');
  if (!consent) errors.consent = t('errors.consent');
  return errors;
}

const fields: readonly string[] = ['phone', 'name', 'consent'];

/**
 * The bridge's refusal as the form shows it: a bad field under that field (a phone in the catalog's words, a name or
 * the consent in the form's), the loyalty service out of reach as "nobody was enrolled", anything else above the form.
 */
export function enrolErrorsOf(error: unknown, t: Translate): EnrolErrors {
  if (!(error instanceof ApiError)) return { form: apiErrorMessage(error) };
  const field = error.params?.field;
  if (error.status === 400 && typeof field === 'string' && fields.includes(field)) {
    if (field === 'phone') return { phone: apiErrorMessage(error) };
    return { [field]: t(field === 'name' ? 'errors.name' : 'errors.consent') };
  }
  if (error.status === 503) return { form: t('errors.unreachable') };
  return { form: apiErrorMessage(error) };
}
