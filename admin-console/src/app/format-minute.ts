import { format } from 'date-fns';
import { dateLocale } from '@tillbridge/web-kit';

/** "25 Nov 2026, 20:33": a time the service keeps to the minute (a key's last use). */
export function formatMinute(value: string, language: string): string {
  return format(new Date(value), 'PP, HH:mm', { locale: dateLocale(language) });
}
