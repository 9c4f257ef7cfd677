import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { format } from 'date-fns';
import { Bar } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { applyChartTheme, ChartFigure, stateColours, token } from '@tillbridge/web-kit/charts';
import { dateLocale, formatMoney, formatNumber } from '@tillbridge/web-kit';
import type { DayTotals } from './daily-totals';
import styles from './reports.module.css';

Chart.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);
applyChartTheme();

/** Orders per day, and bonuses earned and spent per day, over the report's range. */
export default function DailyCharts({ days }: { readonly days: readonly DayTotals[] }) {
  const { t, i18n } = useTranslation('reports');
  const lang = i18n.language;
  const labels = days.map((day) => format(new Date(`${day.date}T00:00`), 'd MMM', { locale: dateLocale(lang) }));
  const sum = (pick: (day: DayTotals) => number) => days.reduce((total, day) => total + pick(day), 0);
  const timeAxis = { ticks: { maxRotation: 0, autoSkip: true, autoSkipPadding: 8 } };
  const money = (minor: number) => formatMoney(minor, lang);
  return (
    <div className={styles.charts}>
      <ChartFigure title={t('charts.orders')} summary={t('charts.ordersTotal', { count: sum((d) => d.orders) })}>
        <Bar
          data={{
            labels,
            datasets: [
              { label: t('orders'), data: days.map((d) => d.orders), backgroundColor: token('--accent', '#1f6f5c') },
            ],
          }}
          options={{
            plugins: { legend: { display: false } },
            scales: { x: timeAxis, y: { beginAtZero: true, ticks: { precision: 0 } } },
          }}
        />
      </ChartFigure>
      <ChartFigure
        title={t('charts.bonuses')}
        summary={t('charts.bonusesTotal', {
          earned: money(sum((d) => d.earnedMinor)),
          spent: money(sum((d) => d.spentMinor)),
        })}
      >
        <Bar
          data={{
            labels,
            datasets: [
              { label: t('earned'), data: days.map((d) => d.earnedMinor), backgroundColor: token('--ok', '#1e7a4a') },
              { label: t('spent'), data: days.map((d) => d.spentMinor), backgroundColor: stateColours().voided },
            ],
          }}
          options={{
            plugins: {
              legend: { position: 'bottom' },
              tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${money(item.parsed.y ?? 0)}` } },
            },
            scales: {
              x: timeAxis,
              y: {
                beginAtZero: true,
                ticks: { callback: (value) => formatNumber(Math.round(Number(value) / 100), lang) },
              },
            },
          }}
        />
      </ChartFigure>
    </div>
  );
}
