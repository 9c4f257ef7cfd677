import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';
import type { Language } from '../../shared/i18n/language.js';
import { menuTexts } from '../i18n/menu-texts.js';
import type { DialogType } from './menu-actions.js';

/** The values a station sends back from a dialog (`<DialogResult dialogType from to/>` or `<DialogResult dialogType value/>`), as text. */
export type DialogResult =
  | { readonly type: 'DateInterval' | 'NumberInterval'; readonly from: string; readonly to: string }
  | { readonly type: 'OneDate' | 'OneNumber'; readonly value: string };

/** A value the cashier entered that cannot be used: answered with OpResult 0 and this text in DisplayT. */
export class DialogValueError extends Error {
  override readonly name = 'DialogValueError';
}

/**
 * The dialog result an item needs, checked against the item's DIALOGINFO type; cashier-facing errors (in `language`,
 * as are those below) otherwise.
 */
export function expectDialog<T extends DialogType>(
  result: DialogResult | undefined,
  type: T,
  caption: string,
  language: Language = 'en',
): Extract<DialogResult, { type: T }> {
  const t = menuTexts(language).dialog;
  if (!result) throw new DialogValueError(t.noValue(caption));
  if (result.type !== type) throw new DialogValueError(t.wrongType(caption, type, result.type));
  return result as Extract<DialogResult, { type: T }>;
}

/** A `YYYY-MM-DD` calendar date as a local day. */
export function dialogDate(text: string, what: string, language: Language = 'en'): Date {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? parse(text, 'yyyy-MM-dd', new Date(2000, 0, 1)) : undefined;
  if (!date || !isValid(date)) throw new DialogValueError(menuTexts(language).dialog.notADate(what, text));
  return date;
}

/** A number written with a dot (`1234.50`, `-3`, `7`). */
export function dialogNumber(text: string, what: string, language: Language = 'en'): string {
  if (!/^-?\d{1,20}(\.\d{1,10})?$/.test(text))
    throw new DialogValueError(menuTexts(language).dialog.notANumber(what, text));
  return text;
}

/** Checks `from <= to` for two values of an interval. */
export function orderedInterval<V>(
  from: V,
  to: V,
  what: string,
  less: (a: V, b: V) => boolean,
  language: Language = 'en',
): void {
  if (less(to, from)) throw new DialogValueError(menuTexts(language).dialog.startAfterEnd(what));
}
