import { format } from 'date-fns';
import { Bar, Doughnut } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { dateLocale, formatMoney, formatNumber } from '@tillbridge/web-kit';
import { paymentStates } from '../../../shared/api/payment-state';
import { applyChartTheme, ChartFigure, stateColours, token } from '@tillbridge/web-kit/charts';
import type { PaymentTotals } from '../../../shared/api/payment-totals';
import type { Timeline } from '../../../shared/api/reports';
import styles from './report-charts.module.css';

applyChartTheme();

export interface ReportChartsProps {
  readonly totals: PaymentTotals;
  readonly timeline: Timeline;
}

/** A report's charts: paid per hour (or day), per station, payments per state, tips. */
export default function ReportCharts({ totals, timeline }: ReportChartsProps) {
  const { t, i18n } = useTranslation('reports');
  const lang = i18n.language;
  const money = (minor: number) => formatMoney(minor, lang);
  const slotLabel = (slot: string) =>
    timeline.unit === 'hour'
      ? format(new Date(slot), 'HH:mm', { locale: dateLocale(lang) })
      : format(new Date(`${slot}T00:00`), 'd MMM', { locale: dateLocale(lang) });
  const labels = timeline.slots.map((s) => slotLabel(s.slot));
  /** Axis ticks in whole currency units; tooltips show the exact amount. */
  const moneyAxis = {
    ticks: { callback: (value: string | number) => formatNumber(Math.round(Number(value) / 100), lang) },
    beginAtZero: true,
  };
  const timeAxis = { ticks: { maxRotation: 0, autoSkip: true, autoSkipPadding: 8 } };
  const moneyTooltip = { callbacks: { label: (item: { parsed: { y: number | null } }) => money(item.parsed.y ?? 0) } };
  const accent = token('--accent', '#1f6f5c');
  const colours = stateColours();
  const states = paymentStates.filter((s) => totals.byState[s].count > 0);
  const per = timeline.unit === 'hour' ? t('perHour') : t('perDay');
  const none = t('noData');
  const busiest = [...timeline.slots].sort((a, b) => b.paidMinor - a.paidMinor)[0];
  return (
    <div className={styles.grid}>
      <ChartFigure
        title={`${t('charts.paid')} ${per}`}
        summary={
          busiest ? t('charts.busiest', { slot: slotLabel(busiest.slot), amount: money(busiest.paidMinor) }) : none
        }
      >
        <Bar
          data={{
            labels,
            datasets: [
              { label: t('charts.paid'), data: timeline.slots.map((s) => s.paidMinor), backgroundColor: accent },
            ],
          }}
          options={{
            plugins: { legend: { display: false }, tooltip: moneyTooltip },
            scales: { x: timeAxis, y: moneyAxis },
          }}
        />
      </ChartFigure>
      <ChartFigure
        title={t('charts.stations')}
        summary={totals.byStation.map((g) => `${g.name} ${money(g.paid.amountMinor)}`).join(', ') || none}
      >
        <Bar
          data={{
            labels: totals.byStation.map((g) => g.name),
            datasets: [
              {
                label: t('charts.paid'),
                data: totals.byStation.map((g) => g.paid.amountMinor),
                backgroundColor: accent,
              },
            ],
          }}
          options={{
            indexAxis: 'y',
            plugins: {
              legend: { display: false },
              tooltip: { callbacks: { label: (item) => money(item.parsed.x ?? 0) } },
            },
            scales: { x: moneyAxis },
          }}
        />
      </ChartFigure>
      <ChartFigure
        title={t('charts.states')}
        summary={
          states.map((s) => `${t(`outcomes:states.${s}`)} ${formatNumber(totals.byState[s].count, lang)}`).join(', ') ||
          none
        }
      >
        <Doughnut
          data={{
            labels: states.map((s) => t(`outcomes:states.${s}`)),
            datasets: [
              { data: states.map((s) => totals.byState[s].count), backgroundColor: states.map((s) => colours[s]!) },
            ],
          }}
          options={{ plugins: { legend: { position: 'right' } } }}
        />
      </ChartFigure>
      <ChartFigure
        title={`${t('charts.tips')} ${per}`}
        summary={t('charts.tipsTotal', { count: totals.tips.count, amount: money(totals.tips.amountMinor) })}
      >
        <Bar
          data={{
            labels,
            datasets: [
              { label: t('charts.tips'), data: timeline.slots.map((s) => s.tipMinor), backgroundColor: colours.voided },
            ],
          }}
          options={{
            plugins: { legend: { display: false }, tooltip: moneyTooltip },
            scales: { x: timeAxis, y: moneyAxis },
          }}
        />
      </ChartFigure>
    </div>
  );
}
