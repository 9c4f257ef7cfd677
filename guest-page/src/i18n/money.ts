import { intlLocale } from '@tillbridge/web-kit';
import { formatMinor } from '../../../shared/money';

/** 123450 → "1,234.50 ₽" / "1 234,50 ₽"; whole amounts without the kopecks. */
export function formatMoney(minor: number, currency: string, language: string): string {
  const whole = minor % 100 === 0;
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(formatMinor(minor) as unknown as number);
}

/** Bonuses: the same number without the currency sign, with a sign when asked ("+120", "−45.50"). */
export function formatBonuses(minor: number, language: string, signed = false): string {
  const whole = minor % 100 === 0;
  return new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(formatMinor(minor) as unknown as number);
}
