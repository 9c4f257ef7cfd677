import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, formatNumber } from '../i18n/format';
import type { JournalEntry } from '../../../shared/api/journal';
import styles from './journal-print.module.css';

export interface PrintedJournal {
  readonly entries: readonly JournalEntry[];
  readonly total: number;
  readonly at: Date;
  readonly filters: string;
}

/**
 * The filtered journal laid out for paper, in `#journal-print` beside the app: while `body.printing-journal` is set,
 * print CSS shows only this table, so the print dialog's "Save as PDF" writes the journal alone.
 */
export function JournalPrint({ printed }: { readonly printed: PrintedJournal | undefined }) {
  const { t, i18n } = useTranslation('journal');
  if (!printed) return null;
  const lang = i18n.language;
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
            <th>{t('columns.time')}</th>
            <th>{t('columns.station')}</th>
            <th>{t('columns.state')}</th>
            <th className={styles.numeric}>{t('columns.amount')}</th>
            <th className={styles.numeric}>{t('columns.tip')}</th>
            <th>{t('columns.card')}</th>
            <th>{t('columns.guest')}</th>
            <th>{t('columns.authCode')}</th>
          </tr>
        </thead>
        <tbody>
          {printed.entries.map((e) => (
            <tr key={e.id}>
              <td>{formatDateTime(e.createdAt, lang)}</td>
              <td>{e.stationLabel}</td>
              <td>{t(`states.${e.state}`)}</td>
              <td className={styles.numeric}>{formatMoney(e.amountMinor, lang)}</td>
              <td className={styles.numeric}>{e.tipMinor > 0 ? formatMoney(e.tipMinor, lang) : ''}</td>
              <td>{e.cardMasked ?? ''}</td>
              <td>{[e.guestName, e.guestPhone].filter(Boolean).join(', ')}</td>
              <td>{e.authCode ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>,
    document.body,
  );
}
