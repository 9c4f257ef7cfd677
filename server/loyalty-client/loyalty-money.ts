/** Exact conversion between the bridge's integer hundredths and the loyalty API's numbers in currency units. */

/** Integer hundredths → the API's number (integer division by 100 is exact in its shortest decimal form). */
export function minorToUnits(minor: number): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount must be an integer of hundredths; got ${minor}`);
  return minor / 100;
}

/** The API's number → integer hundredths, through its decimal text (never by multiplying a float). */
export function unitsToMinor(units: number): number {
  if (!Number.isFinite(units)) throw new RangeError(`not a finite amount: ${units}`);
  const decimal = String(Math.abs(units));
  if (decimal.includes('e') || Math.abs(units) > 1e13) throw new RangeError(`amount out of range: ${units}`);
  const [whole = '0', fraction = ''] = decimal.split('.');
  if (fraction.length > 2) throw new RangeError(`amount has more than 2 decimal places: ${units}`);
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return units < 0 ? -minor : minor;
}

/** `1234567` → `12345.67` for people (slips, DisplayT). */
export function formatMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
