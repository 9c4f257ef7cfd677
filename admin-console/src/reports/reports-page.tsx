import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, EmptyState, Select, Spinner, DayRangeFields, isoDay, useLoaded } from '@tillbridge/web-kit';
import { reports as reportsApi, venues as venuesApi, type ReportQuery } from '../api/console-api';
import { Notice } from '../app/notice';
import { useProgramme } from '../app/programme-route';
import { refusalMessage } from '../api/refusal-message';
import { daysBefore, totalsPerDay } from './daily-totals';
import { ReportTable } from './report-table';
import page from '../app/page.module.css';
import styles from './reports.module.css';

/** chart.js is the biggest part of the console: loaded when a report is first shown. */
const DailyCharts = lazy(() => import('./daily-charts'));

/** Orders, guests and bonuses per venue and day for a date range: charts, a table, and the same as CSV. */
export function ReportsPage() {
  const { t, i18n } = useTranslation('reports');
  const programme = useProgramme();
  const today = isoDay(new Date());
  const [from, setFrom] = useState(daysBefore(today, 13));
  const [to, setTo] = useState(today);
  const [venue, setVenue] = useState('');
  const venues = useLoaded(programme, (signal) => venuesApi.list(programme, signal), refusalMessage);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const query: ReportQuery = { from, to, venue: venue || undefined };
  const report = useLoaded(
    valid ? `${programme}|${from}|${to}|${venue}` : undefined,
    (signal) => reportsApi.daily(programme, query, signal),
    refusalMessage,
  );
  const days = report.data ? totalsPerDay(report.data.rows, from, to) : [];
  return (
    <div className={page.page}>
      <Card
        title={t('title')}
        actions={
          valid && (
            <a className={styles.download} href={reportsApi.csvUrl(programme, query, i18n.language)} download>
              {t('csv')}
            </a>
          )
        }
      >
        <form className={page.form} onSubmit={(event) => event.preventDefault()}>
          <DayRangeFields
            className={page.fixed}
            labels={{ from: t('from'), to: t('to') }}
            from={from}
            to={to}
            onFrom={setFrom}
            onTo={setTo}
            error={valid ? undefined : t('badRange')}
          />
          <Select
            className={page.grow}
            label={t('venue')}
            value={venue}
            options={[
              { value: '', label: t('allVenues') },
              ...(venues.data ?? []).map((v) => ({ value: v.posObjectId, label: `${v.name} (${v.posObjectId})` })),
            ]}
            onChange={(event) => setVenue(event.target.value)}
          />
        </form>
        {report.error && <Notice tone="error">{report.error}</Notice>}
        {valid && !report.data && !report.error && <Spinner label={t('loading')} />}
        {report.data && (
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <DailyCharts days={days} />
          </Suspense>
        )}
      </Card>
      {report.data && (
        <Card title={t('tableTitle')}>
          {report.data.rows.every((row) => row.orders === 0) ? (
            <EmptyState title={t('empty')}>{t('emptyText')}</EmptyState>
          ) : (
            <ReportTable rows={report.data.rows} />
          )}
        </Card>
      )}
    </div>
  );
}
