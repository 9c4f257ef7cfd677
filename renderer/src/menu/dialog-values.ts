import type { DialogResult, DialogType } from './menu-types';

/** What the dialog's fields hold (as typed). */
export interface DialogFields {
  readonly from: string;
  readonly to: string;
  readonly value: string;
}

/** Per-field problems, as i18n keys of the `menu` namespace. */
export type DialogErrors = Partial<Record<keyof DialogFields, string>>;

export type DialogCheck =
  { readonly ok: true; readonly result: DialogResult } | { readonly ok: false; readonly errors: DialogErrors };

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A number as a person types it ("1 234,5", "-3") into the protocol's dot form ("1234.5"); undefined if not one. */
export function normalizeNumber(text: string): string | undefined {
  const compact = text
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.');
  return /^-?\d{1,15}(\.\d{1,6})?$/.test(compact) ? compact : undefined;
}

/** Checks a dialog's fields and builds the `DialogResult` execmenuitem carries. */
export function checkDialog(type: DialogType, fields: DialogFields): DialogCheck {
  const errors: DialogErrors = {};
  if (type === 'OneDate' || type === 'OneNumber') {
    const value = readValue(type, fields.value, errors, 'value', true);
    return value === undefined ? { ok: false, errors } : { ok: true, result: { dialogType: type, value } };
  }
  const single = type === 'DateInterval' ? 'OneDate' : 'OneNumber';
  const from = readValue(single, fields.from, errors, 'from');
  const to = readValue(single, fields.to, errors, 'to');
  if (from === undefined || to === undefined) return { ok: false, errors };
  const reversed = type === 'DateInterval' ? from > to : Number(from) > Number(to);
  if (reversed) return { ok: false, errors: { to: 'errors.toBeforeFrom' } };
  return { ok: true, result: { dialogType: type, from, to } };
}

function readValue(
  type: 'OneDate' | 'OneNumber',
  text: string,
  errors: DialogErrors,
  field: keyof DialogFields,
  allowPhone = false,
): string | undefined {
  if (text.trim() === '') {
    errors[field] = 'errors.required';
    return undefined;
  }
  if (type === 'OneDate') {
    if (isDay(text.trim())) return text.trim();
    errors[field] = 'errors.date';
    return undefined;
  }
  const number = normalizeNumber(text) ?? (allowPhone ? phoneAsTyped(text) : undefined);
  if (number === undefined) errors[field] = 'errors.number';
  return number;
}

/**
 * A phone as people write it (`+7 999 123-45-67`, `8 (999) 123-45-67`): a plus, brackets or dashes around 7 to 15
 * digits. A OneNumber dialog (the menu's balance lookup asks "phone or card") sends it as typed; the bridge reads it
 * with the venue's phone region and refuses it where the item wants a plain number.
 */
export function phoneAsTyped(text: string): string | undefined {
  const trimmed = text.trim().replace(/[\u00a0\u202f]/g, ' ');
  if (!/^\+?[\d\s()-]+$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15 ? trimmed : undefined;
}
