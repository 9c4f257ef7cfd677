import { isIP } from 'node:net';
import { z } from 'zod';

/** A list setting: a JSON array in the file, comma-separated in the environment or a flag. */
export const commaList = (value: unknown): unknown =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
    : value;

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

export const logLevel = z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` });

/** A whole number from 0 to 65535, every refusal saying so with what 0 means (`zero`). */
export const upTo65535 = (zero: string) => {
  const message = `must be a whole number from 0 to 65535 (${zero})`;
  return z.number({ error: message }).int(message).min(0, message).max(65535, message);
};

export const port = upTo65535('0 picks a free port');

export const host = z
  .string({ error: 'must be an IP address such as 127.0.0.1' })
  .refine((value) => isIP(value) !== 0 || value === 'localhost', 'must be an IP address such as 127.0.0.1');

export const cidrMessage = 'each must be an IP address or a CIDR block such as 192.168.1.0/24 or fd00::/64';

/** `192.168.1.0/24`, `fd00::/64`, or one address (a block of one). */
export function isCidr(value: string): boolean {
  const [address = '', prefix, extra] = value.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export const hostNameMessage = 'each must be a host name such as till-1.local or an IP address, without a port';

/** A DNS name (letters, digits, hyphens, dots) or an IP address, as a `Host` header names the bridge. */
export function isHostName(value: string): boolean {
  return (
    isIP(value) !== 0 ||
    /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(value)
  );
}

export const httpUrl = z
  .string({ error: 'must be an http:// or https:// URL' })
  .refine(
    (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
    'must be an http:// or https:// URL',
  );

export const onOff = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', 'off', '1', '0'])], { error: 'must be on or off (true/false)' })
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1');

const postgresUrlMessage = 'must be a postgres://USER:PASSWORD@HOST:PORT/DATABASE URL';

/** A PostgreSQL connection URL; `sslmode`, `application_name` and the like ride in its query string. */
export const postgresUrl = z.string({ error: postgresUrlMessage }).refine((value) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return /^postgres(ql)?:$/.test(url.protocol) && url.hostname !== '' && url.pathname.length > 1;
}, postgresUrlMessage);

export const wholeNumber = (min: number, max: number, what: string) => {
  const message = `must be a whole number of ${what} from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

const publicUrlMessage =
  'must be an http:// or https:// address without a path, query or fragment, e.g. https://loyalty.example.com';

/** The service's public address: an http(s) origin, optionally with a trailing `/`, and nothing else. */
export const publicUrl = z.string({ error: publicUrlMessage }).refine((value) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    /^https?:$/.test(url.protocol) &&
    url.pathname === '/' &&
    !/[?#]/.test(value) &&
    url.username === '' &&
    url.password === ''
  );
}, publicUrlMessage);
