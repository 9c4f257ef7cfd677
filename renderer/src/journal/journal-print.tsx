import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, formatNumber } from '@tillbridge/web-kit';
import type { JournalEntry } from '../../../shared/api/journal';
import { journalCells, journalColumns, journalColumnTexts } from '../../../shared/i18n/journal-columns';
import type { Language } from '../../../shared/i18n/language';
import styles from './journal-print.module.css';

/** Columns written right-aligned. */
const numericColumns = { amount: true, tip: true, shift: true };

export interface PrintedJournal {
  readonly entries: readonly JournalEntry[];
  readonly total: number;
  readonly at: Date;
  readonly filters: string;
}

/**
 * The filtered journal laid out for paper, with the CSV export's columns (shared/i18n/journal-columns.ts), in
 * `#journal-print` beside the app: while `body.printing-journal` is set, print CSS shows only this table, so the print
 * dialog's "Save as PDF" writes the journal alone.
 */
export function JournalPrint({ printed }: { readonly printed: PrintedJournal | undefined }) {
  const { t, i18n } = useTranslation('journal');
  if (!printed) return null;
  const lang = i18n.language;
  const language: Language = lang === 'ru' ? 'ru' : 'en';
  const texts = journalColumnTexts(language);
  const cellFormat = {
    time: (iso: string) => formatDateTime(iso, lang),
    money: (minor: number) => formatMoney(minor, lang),
  };
  return createPortal(
    <div id="journal-print" className={styles.sheet}>
      <h1 className={styles.title}>{t('printTitle', { at: formatDateTime(printed.at, lang) })}</h1>
      {printed.filters && <p className={styles.note}>{printed.filters}</p>}
      <p className={styles.note}>
        {t('found', { count: printed.total, n: formatNumber(printed.total, lang) })}
        {printed.entries.length < printed.total &&
          ` — ${t('printLimit', { shown: printed.entries.length, total: printed.total })}`}
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            {journalColumns.map((column) => (
              <th key={column} className={column in numericColumns ? styles.numeric : undefined}>
                {texts.headers[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {printed.entries.map((entry) => {
            const cells = journalCells(entry, language, cellFormat);
            return (
              <tr key={entry.id}>
                {journalColumns.map((column) => (
                  <td key={column} className={column in numericColumns ? styles.numeric : styles[column]}>
                    {cells[column]}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>,
    document.body,
  );
}
