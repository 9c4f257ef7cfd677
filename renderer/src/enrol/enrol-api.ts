import type { EnrolAnswer, EnrolRequest } from '../../../shared/api/guests';
import { postJson } from '../api/http-client';
import { readIdentity } from '../prompt/identify-input';

/** `POST /api/guests/enrol`: the guest enrolled, or found a member already. */
export const enrolGuest = (request: EnrolRequest) => postJson<EnrolAnswer>('/api/guests/enrol', request);

/** The phone to prefill: as the prompt reads what was typed (`8 (999) …` → `+7999…`), else as it was typed. */
export function typedPhone(typed: string): string {
  const identity = readIdentity(typed);
  return identity && 'phone' in identity ? identity.phone : typed.trim();
}
