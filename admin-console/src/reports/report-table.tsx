import { useTranslation } from 'react-i18next';
import { Table, Td, TableHead, formatDate, formatMoney, formatNumber } from '@tillbridge/web-kit';
import type { DailyReportRow } from '../../../shared/api/admin-console';

/** One row per venue and day, as the CSV has them. */
export function ReportTable({ rows }: { readonly rows: readonly DailyReportRow[] }) {
  const { t, i18n } = useTranslation('reports');
  const lang = i18n.language;
  return (
    <Table aria-label={t('tableTitle')}>
      <TableHead
        columns={[
          t('date'),
          t('venue'),
          { numeric: t('guests') },
          { numeric: t('orders') },
          { numeric: t('earned') },
          { numeric: t('spent') },
        ]}
      />
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
