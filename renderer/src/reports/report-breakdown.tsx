import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber, EmptyState, Spinner } from '@tillbridge/web-kit';
import type { PaymentTotals } from '../../../shared/api/payment-totals';
import type { Timeline } from '../../../shared/api/reports';
import styles from './report-breakdown.module.css';

/** Chart.js loads with the first report, not with the window. */
const ReportCharts = lazy(() => import('./report-charts'));

function Tile({ label, value, sub }: { label: string; value: string; sub?: string }) {
  return (
    <div className={styles.tile}>
      <span className={styles.label}>{label}</span>
      <span className={styles.value}>{value}</span>
      {sub && <span className={styles.sub}>{sub}</span>}
    </div>
  );
}

export interface ReportBreakdownProps {
  readonly totals: PaymentTotals;
  readonly timeline: Timeline;
  /** What to say instead of zeros and empty axes when the report has no payment. */
  readonly empty: { readonly title: string; readonly hint: string };
}

/** A report's headline numbers and its charts, or what will appear there once it has payments. */
export function ReportBreakdown({ totals, timeline, empty }: ReportBreakdownProps) {
  const { t, i18n } = useTranslation(['reports', 'app']);
  const lang = i18n.language;
  const voided = totals.byState.voided;
  /** What partial confirms, partial voids and lowered tips returned (absent in reports stored before them). */
  const returned = totals.returned;
  if (totals.count === 0) return <EmptyState title={empty.title}>{empty.hint}</EmptyState>;
  return (
    <>
      <div className={styles.tiles}>
        <Tile label={t('tiles.payments')} value={formatNumber(totals.count, lang)} />
        <Tile
          label={t('tiles.paid')}
          value={formatMoney(totals.paid.amountMinor, lang)}
          sub={t('tiles.count', { count: totals.paid.count, n: formatNumber(totals.paid.count, lang) })}
        />
        <Tile
          label={t('tiles.tips')}
          value={formatMoney(totals.tips.amountMinor, lang)}
          sub={t('tiles.count', { count: totals.tips.count, n: formatNumber(totals.tips.count, lang) })}
        />
        <Tile
          label={t('tiles.voided')}
          value={formatMoney(voided.amountMinor + voided.tipMinor, lang)}
          sub={t('tiles.count', { count: voided.count, n: formatNumber(voided.count, lang) })}
        />
        {returned && returned.count > 0 && (
          <Tile
            label={t('tiles.returned')}
            value={formatMoney(returned.amountMinor, lang)}
            sub={t('tiles.count', { count: returned.count, n: formatNumber(returned.count, lang) })}
          />
        )}
      </div>
      <Suspense fallback={<Spinner label={t('app:loading')} />}>
        <ReportCharts totals={totals} timeline={timeline} />
      </Suspense>
    </>
  );
}
