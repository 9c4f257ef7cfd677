/**
 * Money in one place. Tillbridge counts money in integer hundredths (minor units); the loyalty API sends amounts as
 * decimal numbers of currency units and quantities with up to 3 decimals. Every conversion goes through the decimal
 * text (or BigInt), never by multiplying a float by 100.
 */

/** Largest amount accepted, in currency units (keeps minor units far inside the safe integer range). */
export const maxMoney = 1_000_000_000_000;

/**
 * Largest balance a guest may hold and largest sum of one order, in minor units (10^12 currency units): a credit past
 * it is 9004. Far below 2^53 (JS numbers, exact), PostgreSQL's BIGINT and SQLite's 64-bit integers, so that sums of
 * many of them stay exact too.
 */
export const maxBalanceMinor = maxMoney * 100;

/**
 * Largest amount the bridge's loyalty client reads from a service, in currency units (10^13): it takes what a service
 * answers up to ten times what this project's service accepts, as it always has; in minor units still below 2^53.
 */
export const maxServiceMoney = 10_000_000_000_000;

/** True when a JSON number has at most `decimals` decimal places, judged on its shortest decimal representation. */
export function hasAtMostDecimals(value: number, decimals: number, max = maxMoney): boolean {
  if (!Number.isFinite(value)) return false;
  const text = String(Math.abs(value));
  if (text.includes('e')) return Number.isInteger(value) && Math.abs(value) <= max;
  const dot = text.indexOf('.');
  return dot < 0 || text.length - dot - 1 <= decimals;
}

/**
 * A decimal number with at most `decimals` places and at most `max` (`maxMoney` unless given) in size, as an exact
 * integer of 10^-decimals units (150.5, 2 → 15050); undefined when it has more places or is out of range.
 */
export function scaledInteger(value: number, decimals: number, max = maxMoney): number | undefined {
  if (!hasAtMostDecimals(value, decimals, max) || Math.abs(value) > max) return undefined;
  const [whole = '0', fraction = ''] = String(Math.abs(value)).split('.');
  const scaled = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return value < 0 ? -scaled : scaled;
}

/**
 * The API's number in currency units → integer hundredths, exactly; throws on more than 2 decimals or past `max`
 * (`maxMoney` unless given: the loyalty client reads a service's answers up to `maxServiceMoney`).
 */
export function unitsToMinor(units: number, max = maxMoney): number {
  const minor = scaledInteger(units, 2, max);
  if (minor === undefined) throw new RangeError(`not an amount with at most 2 decimal places: ${units}`);
  return minor;
}

/** Integer hundredths → the API's number in currency units (the shortest decimal that round-trips, exact). */
export function minorToUnits(minor: number): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount must be an integer of hundredths; got ${minor}`);
  return minor / 100;
}

/** Integer thousandths → the API's quantity. */
export function milliToUnits(milli: number): number {
  return milli / 1000;
}

/** Integer hundredths as decimal text, exactly (no floating point): 288000 → "2880.00", -5 → "-0.05". */
export function formatMinor(minor: number | bigint): string {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor))
    throw new RangeError(`amount in hundredths must be a safe integer; got ${minor}`);
  const value = BigInt(minor);
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Decimal text with a dot and at most two decimals ("2880", "-2880.5", "2880.50") to integer hundredths; else undefined. */
export function parseMinor(text: string): number | undefined {
  const match = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const minor = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -minor : minor;
}

/**
 * Money typed by a person ("12,5", "1 234.50", "100") into hundredths; undefined when it is not a non-negative amount
 * with at most two decimals. Comma or dot as the decimal separator; spaces as group separators.
 */
export function parseTypedMinor(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  const match = /^(\d{1,11})(?:\.(\d{0,2}))?$/.exec(compact);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** `amount * bp / 10000`, rounded down, in integers. */
export function percentOf(amountMinor: number, bp: number): number {
  return Number((BigInt(amountMinor) * BigInt(bp)) / 10000n);
}
