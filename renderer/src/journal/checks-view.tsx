import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  formatNumber,
  Button,
  DayRangeFields,
  LinkButton,
  Td,
  TextField,
  useLoaded,
} from '@tillbridge/web-kit';
import { checkStatuses, type CheckStatus, type JournalCheck } from '../../../shared/api/journal-checks';
import { apiErrorMessage } from '../api/api-error-message';
import { CheckDetailDialog } from './check-detail-dialog';
import { FilterSelect } from './filter-select';
import { FoundTable } from './found-table';
import { CheckSumCells, useCheckSumColumns } from './check-status-badge';
import { dayStart, downloadChecksCsv, fetchChecks, type CheckFilters } from './journal-api';
import { useDebounced } from './use-debounced';
import styles from './journal-page.module.css';

/**
 * The FarCards checks beside the payments, filtered by days (in the window's time zone), state and text: guest, total,
 * bonuses spent and earned, state; one opens its detail.
 */
export function ChecksView() {
  const { t, i18n } = useTranslation('journal');
  const lang = i18n.language;
  const sumColumns = useCheckSumColumns();
  const [status, setStatus] = useState<CheckStatus | ''>('');
  const [text, setText] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const q = useDebounced(text.trim(), 200);
  const filters = useMemo<CheckFilters>(
    () => ({ from: dayStart(from), to: dayStart(to, true), status: status || undefined, q: q || undefined }),
    [from, to, status, q],
  );
  const key = JSON.stringify(filters);
  const { data, error } = useLoaded(key, (signal) => fetchChecks(filters, signal), apiErrorMessage);
  const [open, setOpen] = useState<JournalCheck | undefined>();
  const [message, setMessage] = useState<string | undefined>();
  const exportCsv = () =>
    downloadChecksCsv(filters, lang === 'ru' ? 'ru' : 'en').catch((reason: unknown) =>
      setMessage(t('exportFailed', { reason: apiErrorMessage(reason) })),
    );
  const filterFields = (
    <div className={styles.checkFilters}>
      <DayRangeFields labels={{ from: t('from'), to: t('to') }} from={from} to={to} onFrom={setFrom} onTo={setTo} />
      <FilterSelect
        label={t('state')}
        value={status}
        onChange={(event) => setStatus(event.target.value as CheckStatus | '')}
        anyLabel={t('allStates')}
        options={checkStatuses.map((value) => ({ value, label: t(`checks.statuses.${value}`) }))}
      />
      <TextField
        label={t('search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('checks.searchHint')}
      />
    </div>
  );
  return (
    <>
      <FoundTable
        count={{
          testId: 'checks-count',
          found: data && t('checks.found', { count: data.total, n: formatNumber(data.total, lang) }),
        }}
        actions={
          <Button onClick={() => void exportCsv()} disabled={!data?.total}>
            {t('exportCsv')}
          </Button>
        }
        filters={filterFields}
        alert={message ?? (error && t('loadFailed', { reason: error }))}
        empty={data && data.total === 0 ? { title: t('checks.none'), hint: t('checks.noneHint') } : undefined}
        label={t('checks.title')}
        columns={[t('columns.time'), t('checks.number'), t('columns.station'), t('columns.guest'), ...sumColumns]}
      >
        {data?.entries.map((check) => (
          <tr key={check.orderId} data-testid="check-row">
            <Td>{formatDateTime(check.closedAt ?? check.createdAt, lang)}</Td>
            <Td>
              <LinkButton className={styles.pick} onClick={() => setOpen(check)}>
                {check.number ?? t('checks.noNumber')}
              </LinkButton>
            </Td>
            <Td>{check.station}</Td>
            <Td>{check.guestPhone}</Td>
            <CheckSumCells check={check} />
          </tr>
        ))}
      </FoundTable>
      <CheckDetailDialog check={open} onClose={() => setOpen(undefined)} />
    </>
  );
}
