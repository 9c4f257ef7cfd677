import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatNumber, Button, Card, EmptyState, Spinner } from '@tillbridge/web-kit';
import { TabbedPage } from '../app/view-tabs';
import type { JournalEntry } from '../../../shared/api/journal';
import { downloadJournalCsv } from './journal-api';
import { describeFilters, entriesToPrint, printJournalSheet } from './journal-export';
import { emptyForm, filtersOf, JournalFiltersBar, type FilterForm } from './journal-filters';
import { AccrualsView } from './accruals-view';
import { ChecksView } from './checks-view';
import { JournalList } from './journal-list';
import { JournalPrint, type PrintedJournal } from './journal-print';
import { PaymentDetailDialog } from './payment-detail-dialog';
import { useDebounced } from './use-debounced';
import { useJournalPages } from './use-journal-pages';
import styles from './journal-page.module.css';
import { apiErrorMessage } from '../api/api-error-message';
import { usePrompt } from '../prompt/prompt-events';

/**
 * The journal: the payments (filters, search, a virtual list, CSV and PDF, slips) and, on tabs, the FarCards checks and
 * the manual accruals.
 */
export function JournalPage() {
  const { t } = useTranslation('journal');
  const views = { payments: t('paymentsTab'), checks: t('checks.title'), accruals: t('accruals.title') };
  return (
    <TabbedPage title={t('title')} className={styles.page} views={views}>
      {(view) => (view === 'checks' ? <ChecksView /> : view === 'accruals' ? <AccrualsView /> : <PaymentsView />)}
    </TabbedPage>
  );
}

function PaymentsView() {
  const { t, i18n } = useTranslation('journal');
  const [form, setForm] = useState<FilterForm>(emptyForm);
  const settled = useDebounced(form, 40);
  const filters = useMemo(() => filtersOf(settled), [settled]);
  const filterKey = JSON.stringify(filters);
  const filtered = Object.values(filters).some((value) => value !== undefined);
  /** The event stream's count of payments written or changed: the list and an open detail refresh on it. */
  const { paymentsWritten } = usePrompt().state;
  const pages = useJournalPages(filters, paymentsWritten);
  const [open, setOpen] = useState<JournalEntry | undefined>();
  const [printed, setPrinted] = useState<PrintedJournal | undefined>();
  const [busy, setBusy] = useState<'csv' | 'pdf' | undefined>();
  const [message, setMessage] = useState<string | undefined>();

  const run = async (kind: 'csv' | 'pdf', work: () => Promise<void>): Promise<void> => {
    setBusy(kind);
    setMessage(undefined);
    try {
      await work();
    } catch (error) {
      setMessage(t('exportFailed', { reason: apiErrorMessage(error) }));
    } finally {
      setBusy(undefined);
    }
  };
  const exportCsv = () => run('csv', () => downloadJournalCsv(filters, i18n.language === 'ru' ? 'ru' : 'en'));
  const exportPdf = () =>
    run('pdf', async () => {
      const total = pages.total ?? 0;
      const entries = await entriesToPrint(filters, total);
      flushSync(() => setPrinted({ entries, total, at: new Date(), filters: describeFilters(settled, t) }));
      printJournalSheet();
    });

  const total = pages.total;
  const count =
    pages.searching || total === undefined ? (
      <Spinner label={t('searching')} />
    ) : (
      t('found', { count: total, n: formatNumber(total, i18n.language) })
    );
  return (
    <>
      <Card
        className={styles.filters}
        title={
          <span role="status" aria-live="polite" data-testid="journal-count">
            {count}
          </span>
        }
        actions={
          <>
            <Button onClick={() => void exportCsv()} disabled={busy !== undefined || !total}>
              {t('exportCsv')}
            </Button>
            <Button onClick={() => void exportPdf()} disabled={busy !== undefined || !total}>
              {t('exportPdf')}
            </Button>
          </>
        }
      >
        <JournalFiltersBar form={form} onChange={setForm} />
        {(message ?? pages.error) && (
          <p className={styles.message} role="alert">
            {message ?? t('loadFailed', { reason: pages.error })}
          </p>
        )}
      </Card>
      {total === 0 && !pages.searching ? (
        filtered ? (
          <EmptyState title={t('noPayments')}>{t('noPaymentsHint')}</EmptyState>
        ) : (
          <EmptyState title={t('noPaymentsYet')}>{t('noPaymentsYetHint')}</EmptyState>
        )
      ) : (
        <JournalList pages={pages} filterKey={filterKey} onOpen={setOpen} />
      )}
      <PaymentDetailDialog entry={open} changes={paymentsWritten} onClose={() => setOpen(undefined)} />
      <JournalPrint printed={printed} />
    </>
  );
}
