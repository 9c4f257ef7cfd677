import { startOfMonth } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../api/api-error-message';
import { isoDay, Button, Card, Spinner, DayRangeFields, useLoaded } from '@tillbridge/web-kit';
import { ReceiptPanel } from '../receipts/receipt-panel';
import { useSettings, useSlipWidth } from '../settings/settings-context';
import { ReportBreakdown } from './report-breakdown';
import { downloadPeriodCsv, fetchPeriod } from './reports-api';
import styles from './reports-page.module.css';

const maxDays = 366;

/** What is wrong with a period, or undefined when it can be reported. */
function periodProblem(from: string, to: string): 'required' | 'order' | 'tooLong' | undefined {
  if (!from || !to) return 'required';
  if (from > to) return 'order';
  const days = Math.round((Date.parse(`${to}T00:00`) - Date.parse(`${from}T00:00`)) / 86_400_000) + 1;
  return days > maxDays ? 'tooLong' : undefined;
}

/** Totals and charts of the payments made on the chosen days (this month so far by default), and its printout. */
export function PeriodView() {
  const { t, i18n } = useTranslation(['reports', 'app']);
  const [exportFailed, setExportFailed] = useState<string>();
  const width = useSlipWidth();
  const printer = useSettings().view?.running.printer;
  const [from, setFrom] = useState(() => isoDay(startOfMonth(new Date())));
  const [to, setTo] = useState(() => isoDay(new Date()));
  const problem = periodProblem(from, to);
  const invalid = problem && t(`period.${problem}`, { days: maxDays });
  const { data, error } = useLoaded(
    invalid ? undefined : `${from}/${to}`,
    (signal) => fetchPeriod(from, to, signal),
    apiErrorMessage,
  );
  /** The period's CSV in the window's language. */
  const exportCsv = (): void => {
    setExportFailed(undefined);
    downloadPeriodCsv(from, to, i18n.language === 'ru' ? 'ru' : 'en').catch((reason: unknown) =>
      setExportFailed(t('period.exportFailed', { reason: apiErrorMessage(reason) })),
    );
  };
  return (
    <div className={styles.period}>
      <Card title={t('period.title')}>
        <div className={styles.range}>
          <DayRangeFields
            labels={{ from: t('period.from'), to: t('period.to') }}
            from={from}
            to={to}
            onFrom={setFrom}
            onTo={setTo}
            error={invalid}
          />
        </div>
        <Button onClick={exportCsv} disabled={Boolean(invalid)}>
          {t('period.exportCsv')}
        </Button>
        {exportFailed && <p role="alert">{exportFailed}</p>}
        {error && <p role="alert">{t('loadFailed', { reason: error })}</p>}
        {!invalid && !data && !error && <Spinner label={t('app:loading')} />}
        {data && !invalid && (
          <ReportBreakdown
            totals={data.totals}
            timeline={data.timeline}
            empty={{ title: t('noPaymentsPeriod'), hint: t('noPaymentsPeriodHint') }}
          />
        )}
      </Card>
      {data && !invalid && (
        <Card title={t('period.printed')} className={styles.printed}>
          <ReceiptPanel documents={data.report} width={width} printerName={printer} label={t('period.printed')} />
        </Card>
      )}
    </div>
  );
}
