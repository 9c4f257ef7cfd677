import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, Badge, Button, Card, Spinner, useLoaded, Note } from '@tillbridge/web-kit';
import { ReportBreakdown } from './report-breakdown';
import { ShiftChecks } from './shift-checks';
import { ReportDialog } from './report-dialog';
import { fetchShift } from './reports-api';
import { apiErrorMessage } from '../api/api-error-message';

/** One shift: when, its headline numbers and charts, and its printed Z-report (the open shift's X-report is on the list). */
export function ShiftDetailView({ id }: { readonly id: number }) {
  const { t, i18n } = useTranslation(['reports', 'app']);
  const lang = i18n.language;
  const [reportOpen, setReportOpen] = useState(false);
  const { data, error } = useLoaded(String(id), (signal) => fetchShift(id, signal), apiErrorMessage);
  if (error) return <p role="alert">{t('loadFailed', { reason: error })}</p>;
  if (!data) return <Spinner label={t('app:loading')} />;
  const { shift } = data;
  const open = shift.closedAt === null;
  const reportTitle = t('zReport', { id: shift.id });
  return (
    <Card
      title={
        <>
          {t('shiftNumber', { id: shift.id })} {open && <Badge tone="accent">{t('open')}</Badge>}
        </>
      }
      actions={
        open ? undefined : (
          <Button variant="primary" onClick={() => setReportOpen(true)}>
            {reportTitle}
          </Button>
        )
      }
    >
      <Note>
        {t('opened')}: {formatDateTime(shift.openedAt, lang)}
        {shift.closedAt && ` · ${t('closed')}: ${formatDateTime(shift.closedAt, lang)}`}
        {shift.closedByStation && ` · ${t('closedBy')}: ${shift.closedByStation}`}
      </Note>
      <ReportBreakdown
        totals={data.totals}
        timeline={data.timeline}
        empty={{ title: t('noPaymentsShift'), hint: t('noPaymentsShiftHint') }}
      />
      <ShiftChecks checks={data.checks} totals={data.totals.checks} />
      {reportOpen && <ReportDialog title={reportTitle} documents={data.report} onClose={() => setReportOpen(false)} />}
    </Card>
  );
}
