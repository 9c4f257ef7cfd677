import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@tillbridge/web-kit';
import type { CheckStatus } from '../../../shared/api/journal-checks';

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
