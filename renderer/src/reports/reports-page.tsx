import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Spinner, useLoaded } from '@tillbridge/web-kit';
import { TabbedPage } from '../app/view-tabs';
import { PeriodView } from './period-view';
import { fetchShifts } from './reports-api';
import { ShiftDetailView } from './shift-detail';
import { XReportDialog } from './report-dialog';
import { ShiftList } from './shift-list';
import { usePrompt } from '../prompt/prompt-events';
import { apiErrorMessage } from '../api/api-error-message';
import styles from './reports-page.module.css';

function ShiftsView({ selected, onSelect }: { selected: number | undefined; onSelect: (id: number) => void }) {
  const { t } = useTranslation(['reports', 'app']);
  const [generation, setGeneration] = useState(0);
  const [xReport, setXReport] = useState(false);
  /** A doshift at any station reloads the list (the event stream announces it). */
  const { shiftsClosed } = usePrompt().state;
  const { data, error } = useLoaded(`shifts#${generation}#${shiftsClosed}`, fetchShifts, apiErrorMessage);
  if (error) return <p role="alert">{t('loadFailed', { reason: error })}</p>;
  if (!data) return <Spinner label={t('app:loading')} />;
  const shown = selected ?? data.shifts.find((s) => s.closedAt !== null)?.id ?? data.shifts[0]?.id;
  const openShift = data.shifts.find((s) => s.closedAt === null)?.id;
  return (
    <div className={styles.shifts}>
      <div className={styles.list}>
        <ShiftList shifts={data.shifts} selected={shown} onSelect={onSelect} />
        <div className={styles.listActions}>
          {openShift !== undefined && (
            <Button variant="primary" onClick={() => setXReport(true)}>
              {t('xReport')}
            </Button>
          )}
          <Button variant="ghost" onClick={() => setGeneration((g) => g + 1)}>
            {t('refresh')}
          </Button>
        </div>
        {xReport && openShift !== undefined && <XReportDialog shiftId={openShift} onClose={() => setXReport(false)} />}
      </div>
      {shown === undefined ? (
        <EmptyState title={t('noShifts')}>{t('noShiftsHint')}</EmptyState>
      ) : (
        <ShiftDetailView id={shown} />
      )}
    </div>
  );
}

/** The manager's reports: shifts with their Z-reports and charts, and period reports. */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const [params, setParams] = useSearchParams();
  const shift = Number(params.get('shift')) || undefined;
  return (
    <TabbedPage title={t('title')} className={styles.page} views={{ shifts: t('shifts'), period: t('period.tab') }}>
      {(view) =>
        view === 'period' ? (
          <PeriodView />
        ) : (
          <ShiftsView selected={shift} onSelect={(id) => setParams({ shift: String(id) })} />
        )
      }
    </TabbedPage>
  );
}
