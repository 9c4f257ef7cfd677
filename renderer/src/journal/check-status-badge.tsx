import { useTranslation } from 'react-i18next';
import { formatMoney, Badge, Td, type BadgeTone, type Column } from '@tillbridge/web-kit';
import type { CheckStatus, JournalCheck } from '../../../shared/api/journal-checks';

const tones: Record<CheckStatus, BadgeTone> = {
  open: 'accent',
  'accrual-waiting': 'warn',
  closed: 'ok',
  'return-waiting': 'warn',
  returned: 'neutral',
};

/** A FarCards check's state as a coloured badge with its translated name. */
export function CheckStatusBadge({ status }: { readonly status: CheckStatus }) {
  const { t } = useTranslation('journal');
  return <Badge tone={tones[status]}>{t(`checks.statuses.${status}`)}</Badge>;
}

/** A check's sums and state as table cells: total, bonuses spent, bonuses earned (a dash until known), state. */
export function CheckSumCells({ check }: { readonly check: JournalCheck }) {
  const { i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, i18n.language);
  return (
    <>
      <Td numeric>{money(check.totalMinor)}</Td>
      <Td numeric>{money(check.spentMinor)}</Td>
      <Td numeric>{check.earnedMinor === null ? '—' : money(check.earnedMinor)}</Td>
      <Td>
        <CheckStatusBadge status={check.status} />
      </Td>
    </>
  );
}

/** The headings of CheckSumCells' cells, in their order. */
export function useCheckSumColumns(): readonly Column[] {
  const { t } = useTranslation('journal');
  const sums = [t('checks.total'), t('checks.spent'), t('checks.earned')].map((numeric) => ({ numeric }));
  return [...sums, t('columns.state')];
}
