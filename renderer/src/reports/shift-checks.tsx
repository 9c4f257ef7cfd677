import { useTranslation } from 'react-i18next';
import { formatMoney, FactList, Table, TableHead, Td } from '@tillbridge/web-kit';
import type { CheckTotals, JournalCheck } from '../../../shared/api/journal-checks';
import { CheckSumCells, useCheckSumColumns } from '../journal/check-status-badge';

/** A shift's FarCards checks (those closed while it was open) and its accruals: at close and by hand. */
export function ShiftChecks({
  checks,
  totals,
}: {
  readonly checks: readonly JournalCheck[];
  readonly totals: CheckTotals | undefined;
}) {
  const { t, i18n } = useTranslation(['reports', 'journal']);
  const money = (minor: number) => formatMoney(minor, i18n.language);
  const sumColumns = useCheckSumColumns();
  if (!totals || (totals.count === 0 && totals.manual.count === 0)) return null;
  return (
    <section aria-label={t('checks.title')}>
      <h3>{t('checks.title')}</h3>
      <FactList>
        <dt>{t('checks.spent')}</dt>
        <dd data-testid="shift-checks-spent">{money(totals.spentMinor)}</dd>
        <dt>{t('checks.earned')}</dt>
        <dd data-testid="shift-checks-earned">{money(totals.earnedMinor)}</dd>
        <dt>{t('checks.manual', { count: totals.manual.count })}</dt>
        <dd data-testid="shift-checks-manual">{money(totals.manual.amountMinor)}</dd>
        <dt>{t('checks.accruedTotal')}</dt>
        <dd data-testid="shift-checks-accrued">{money(totals.earnedMinor + totals.manual.amountMinor)}</dd>
      </FactList>
      {checks.length > 0 && (
        <Table aria-label={t('checks.title')}>
          <TableHead columns={[t('journal:checks.number'), ...sumColumns]} />
          <tbody>
            {checks.map((check) => (
              <tr key={check.orderId}>
                <Td>{check.number ?? t('journal:checks.noNumber')}</Td>
                <CheckSumCells check={check} />
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
