/** Integer hundredths as printed text, exactly (no floating point): 288000 → "2880.00", -5 → "-0.05". */
export function formatMinor(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount in hundredths must be a safe integer; got ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Decimal text with a dot and at most two decimals ("2880", "2880.5", "2880.50") to integer hundredths; else undefined. */
export function parseMinor(text: string): number | undefined {
  const match = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const minor = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -minor : minor;
}
