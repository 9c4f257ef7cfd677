import { format } from 'date-fns/format';

/** The date and time format of every slip and report. */
export const slipTimeFormat = 'dd.MM.yyyy HH:mm:ss';

/** The last second formatted: every slip printed within one second shows the same text, formatted once. */
let last: { readonly second: number; readonly text: string } | undefined;

/** A time (stored as ISO text, or a Date) printed in the slips' format and local time. */
export function printedTime(at: string | Date): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  const second = Math.floor(date.getTime() / 1000);
  if (last?.second !== second) last = { second, text: format(date, slipTimeFormat) };
  return last.text;
}
