import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { apiErrorCodes } from '../../shared/api/api-errors.js';

/** The region a phone written without its country code belongs to (setting `phoneRegion`); Russia unless set. */
export const defaultPhoneRegion = 'RU';

/** What a refused phone is told, the same words wherever a phone is taken. */
export const phoneHint = 'must be a phone number such as +7 999 123-45-67, 8 (999) 123-45-67 or 9991234567';

/**
 * A phone as people write it (`+7 999 123-45-67`, `8 (999) 123-45-67`, `89991234567`, `9991234567`) in E.164
 * (`+79991234567`), read by libphonenumber-js with `region` for numbers without a country code; undefined when it is
 * not a possible number (letters, no such country code, a length the country's numbers never have). A number in a
 * range libphonenumber-js's metadata does not know yet (`+70000000001`) is taken: refusing it would refuse a real
 * guest at every till.
 */
export function normalizePhone(text: string, region: string = defaultPhoneRegion): string | undefined {
  const key = `${region}|${text}`;
  const known = recentPhones.get(key);
  if (known !== undefined) return known === null ? undefined : known;
  const phone = parsePhone(text, region);
  if (recentPhones.size >= recentPhonesMax) recentPhones.clear();
  recentPhones.set(key, phone ?? null);
  return phone;
}

/**
 * The phones read lately, as libphonenumber-js read them (null: not a possible number): the same few thousand guests'
 * phones come with every order, and reading one took about 3 % of the loyalty service's CPU per order lifecycle.
 */
const recentPhones = new Map<string, string | null>();
const recentPhonesMax = 10_000;

function parsePhone(text: string, region: string): string | undefined {
  if (!/^[\d\s()+\-.\u00a0]{1,40}$/.test(text.trim())) return undefined;
  const parsed = parsePhoneNumberFromString(text.trim(), region.toUpperCase() as CountryCode);
  return parsed?.isPossible() ? parsed.number : undefined;
}

/** A zod string that is a phone as people write it, normalised to E.164; refused with `phoneHint` otherwise. */
export function phoneInput(region: string = defaultPhoneRegion) {
  return z.string().transform((text, ctx) => {
    const phone = normalizePhone(text, region);
    if (phone === undefined) {
      ctx.addIssue({ code: 'custom', message: phoneHint, params: { apiCode: apiErrorCodes.phoneInvalid } });
      return z.NEVER;
    }
    return phone;
  });
}
