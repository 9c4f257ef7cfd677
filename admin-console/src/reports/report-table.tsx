import { useTranslation } from 'react-i18next';
import { Table, Td, Th, formatDate, formatMoney, formatNumber } from '@tillbridge/web-kit';
import type { DailyReportRow } from '../../../shared/api/admin-console';

/** One row per venue and day, as the CSV has them. */
export function ReportTable({ rows }: { readonly rows: readonly DailyReportRow[] }) {
  const { t, i18n } = useTranslation('reports');
  const lang = i18n.language;
  return (
    <Table aria-label={t('tableTitle')}>
      <thead>
        <tr>
          <Th>{t('date')}</Th>
          <Th>{t('venue')}</Th>
          <Th numeric>{t('guests')}</Th>
          <Th numeric>{t('orders')}</Th>
          <Th numeric>{t('earned')}</Th>
          <Th numeric>{t('spent')}</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.date}|${row.posObjectId}`}>
            <Td>{formatDate(`${row.date}T12:00:00`, lang)}</Td>
            <Td>{row.venueName}</Td>
            <Td numeric>{formatNumber(row.guests, lang)}</Td>
            <Td numeric>{formatNumber(row.orders, lang)}</Td>
            <Td numeric>{formatMoney(row.earnedMinor, lang)}</Td>
            <Td numeric>{formatMoney(row.spentMinor, lang)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
