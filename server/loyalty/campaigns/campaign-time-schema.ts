import { z } from 'zod';
import { isTimeZone } from './campaign-time.js';

/** An IANA time zone name `Intl` knows (`Europe/Moscow`, `UTC`). */
export const timeZoneSchema = z
  .string()
  .max(100)
  .refine(isTimeZone, { message: 'must be an IANA time zone name, e.g. Europe/Moscow or UTC' });
