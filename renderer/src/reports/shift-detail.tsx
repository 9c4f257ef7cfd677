import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, Badge, Button, Card, Dialog, Spinner, useLoaded } from '@tillbridge/web-kit';
import { ReceiptPanel } from '../receipts/receipt-panel';
import { useSettings, useSlipWidth } from '../settings/settings-context';
import { ReportBreakdown } from './report-breakdown';
import { ShiftChecks } from './shift-checks';
import { fetchShift } from './reports-api';
import { apiErrorMessage } from '../api/api-error-message';
import styles from './reports-page.module.css';

/** One shift: when, its headline numbers and charts, and its printed Z-report (X-report while open). */
export function ShiftDetailView({ id }: { readonly id: number }) {
  const { t, i18n } = useTranslation(['reports', 'app']);
  const lang = i18n.language;
  const width = useSlipWidth();
  const printer = useSettings().view?.running.printer;
  const [reportOpen, setReportOpen] = useState(false);
  const { data, error } = useLoaded(String(id), (signal) => fetchShift(id, signal), apiErrorMessage);
  if (error) return <p role="alert">{t('loadFailed', { reason: error })}</p>;
  if (!data) return <Spinner label={t('app:loading')} />;
  const { shift } = data;
  const open = shift.closedAt === null;
  const reportTitle = open ? t('xReport') : t('zReport', { id: shift.id });
  return (
    <Card
      title={
        <>
          {t('shiftNumber', { id: shift.id })} {open && <Badge tone="accent">{t('open')}</Badge>}
        </>
      }
      actions={
        <Button variant="primary" onClick={() => setReportOpen(true)}>
          {reportTitle}
        </Button>
      }
    >
      <p className={styles.when}>
        {t('opened')}: {formatDateTime(shift.openedAt, lang)}
        {shift.closedAt && ` · ${t('closed')}: ${formatDateTime(shift.closedAt, lang)}`}
        {shift.closedByStation && ` · ${t('closedBy')}: ${shift.closedByStation}`}
      </p>
      <ReportBreakdown
        totals={data.totals}
        timeline={data.timeline}
        empty={{ title: t('noPaymentsShift'), hint: t('noPaymentsShiftHint') }}
      />
      <ShiftChecks checks={data.checks} totals={data.totals.checks} />
      <Dialog
        open={reportOpen}
        onClose={() => setReportOpen(false)}
        title={reportTitle}
        footer={<Button onClick={() => setReportOpen(false)}>{t('app:close')}</Button>}
      >
        <ReceiptPanel documents={data.report} width={width} printerName={printer} label={reportTitle} />
      </Dialog>
    </Card>
  );
}
