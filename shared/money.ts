/**
 * A decimal amount as an API writes it (a JSON number such as 1234.5) in integer minor units, exactly: the number's
 * own shortest decimal text is read digit by digit, never multiplied as a float (1234.56 → 123456, 0.1 → 10, -2.5 →
 * -250). A third decimal rounds half away from zero; an amount too large for whole minor units is refused.
 */
export function minorFromDecimal(decimal: number): number {
  const text = String(decimal);
  if (/e/i.test(text) && Math.abs(decimal) < 1) return 0;
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`not an amount: ${text}`);
  const [, sign, whole, fraction = ''] = match as unknown as [string, string, string, string | undefined];
  const cents = Number(fraction.slice(0, 2).padEnd(2, '0')) + (Number(fraction[2] ?? '0') >= 5 ? 1 : 0);
  const magnitude = Number(whole) * 100 + cents;
  if (!Number.isSafeInteger(magnitude)) throw new RangeError(`amount out of range: ${text}`);
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
}
