import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** The guest's typing as an E.164 phone (what the API takes), or undefined when it is not a possible number (the server's rule). */
export function toE164(typed: string, region: string): string | undefined {
  const parsed = parsePhoneNumberFromString(typed.trim(), region as CountryCode);
  return parsed?.isPossible() ? parsed.number : undefined;
}

/** `+79161234567` as people write it, `+7 916 123 45 67`, kept on one line (no-break spaces). */
export function displayPhone(e164: string): string {
  return (parsePhoneNumberFromString(e164)?.formatInternational() ?? e164).replace(/ /g, '\u00a0');
}
