import { StartupError } from '../errors/startup-error.js';
import { parseMinor } from '../../shared/money.js';
import type { FlagSpec } from '../config/parse-flags.js';
import type { DialogValues } from './station-requests.js';

export const stationOps = ['authpay', 'confpay', 'voidpay', 'cancelpay', 'doshift', 'getmenulist', 'execmenuitem'];

export const stationFlagSpecs: readonly FlagSpec[] = [
  {
    name: 'url',
    help: "the bridge, or the driver's base URL with its path, e.g. http://127.0.0.1:1220/authtest/ (default http://127.0.0.1:1220, i.e. /authcall.xml/)",
  },
  { name: 'station', help: 'SrcID cashguid, a GUID in braces (default {00000000-0000-0000-0000-00000000C001})' },
  { name: 'version', help: 'request version (default: 4 for payments; fixed 2 for menu/CancelPay, 1 for DoShift)' },
  {
    name: 'amount',
    help: 'authpay/confpay/voidpay amount in currency units, e.g. 2880.00 (confpay/voidpay: less than paid is partial; voidpay 0 with --tip-amount voids the tip alone)',
  },
  { name: 'minor', help: 'the same amount in hundredths, e.g. 288000 (as MyPay/@myAmount)' },
  { name: 'tip', help: 'confpay/voidpay: on (default when the authpay reply had a Tip) or off, to send the Tip block' },
  {
    name: 'tip-amount',
    help: 'confpay/voidpay: the Tip block amount, e.g. 15.00 (confpay: the tip confirmed, lower or 0; voidpay: the tip voided)',
  },
  { name: 'state', help: 'file keeping the last authpay reply for confpay/voidpay (default in the temp folder)' },
  { name: 'operation', help: 'execmenuitem: the item operationId, e.g. {6D3A2F10-8B4C-4E1D-9A57-1C0E5B7D2001}' },
  { name: 'parameter', help: 'execmenuitem: the item parameter' },
  { name: 'from', help: 'execmenuitem: interval start (YYYY-MM-DD or a number with a dot)' },
  { name: 'to', help: 'execmenuitem: interval end' },
  { name: 'value', help: 'execmenuitem: one date (YYYY-MM-DD) or number' },
  { name: 'dialog-type', help: 'execmenuitem: DateInterval, NumberInterval, OneDate, OneNumber (default: guessed)' },
  { name: 'width', help: 'receipt box width (default 32)' },
  { name: 'timeout', help: 'seconds to wait for the reply (default 300: authpay waits for the guest)' },
  { name: 'xml', help: 'on: print the raw reply XML too' },
];

/** `--url`, the bridge's address without a trailing slash (default http://127.0.0.1:1220), else a one-line error. */
export function bridgeUrlFlag(value: string | undefined): string {
  const url = (value ?? 'http://127.0.0.1:1220').replace(/\/$/, '');
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
    throw new StartupError(`Invalid --url ${url}: an http:// address such as http://127.0.0.1:1220.`);
  return url;
}

/** A whole number flag within bounds, else a one-line error. */
export function intFlag(value: string | undefined, name: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new StartupError(`Invalid --${name} ${value}: must be a whole number from ${min} to ${max}.`);
  return Number(value);
}

export function onOffFlag(value: string | undefined, name: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (['on', 'yes', 'true', '1'].includes(value)) return true;
  if (['off', 'no', 'false', '0'].includes(value)) return false;
  throw new StartupError(`Invalid --${name} ${value}: use on or off.`);
}

/** `--amount 2880.00` or `--minor 288000` (not both) as hundredths; 0 only when `allowZero` (a voidpay of the tip). */
export function amountFlag(flags: Record<string, string | undefined>, allowZero = false): number | undefined {
  if (flags.amount !== undefined && flags.minor !== undefined)
    throw new StartupError('Give --amount or --minor, not both.');
  const least = allowZero ? 0 : 1;
  if (flags.minor !== undefined) return intFlag(flags.minor, 'minor', least, 10_000_000_000_000);
  return moneyFlag(flags.amount, 'amount', least);
}

/** An amount flag in currency units (`15.00`) as hundredths, at least `least`. */
export function moneyFlag(value: string | undefined, name: string, least: number): number | undefined {
  if (value === undefined) return undefined;
  const minor = parseMinor(value);
  if (minor === undefined || minor < least)
    throw new StartupError(
      `Invalid --${name} ${value}: an amount of ${least === 0 ? '0' : 'more than 0'} or more with a dot and at most 2 decimals.`,
    );
  return minor;
}

const isDate = (v: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The DialogResult from --from/--to or --value, its type given or guessed (a date or a number). */
export function dialogFlags(flags: Record<string, string | undefined>): DialogValues | undefined {
  const { from, to, value } = flags;
  const given = flags['dialog-type'];
  if (value !== undefined && (from !== undefined || to !== undefined))
    throw new StartupError('Give --value, or --from and --to, not both.');
  if ((from === undefined) !== (to === undefined)) throw new StartupError('An interval needs both --from and --to.');
  if (value !== undefined) return { type: given ?? (isDate(value) ? 'OneDate' : 'OneNumber'), value };
  if (from !== undefined && to !== undefined)
    return { type: given ?? (isDate(from) ? 'DateInterval' : 'NumberInterval'), from, to };
  if (given) throw new StartupError(`--dialog-type ${given} needs --value or --from/--to.`);
  return undefined;
}
